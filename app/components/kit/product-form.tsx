import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { useState, type FormEvent } from "react";
import { useActionFetcher } from "~/components/use-action-result";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { Modal } from "~/components/modal";
import { TextListEditor } from "~/components/text-list-editor";
import { PRODUCT_CATEGORIES } from "~/lib/enums";
import { DEFAULT_GST_PERCENT } from "~/lib/gst";
import { DEFAULT_UQC, UQC_CODES, uqcOption } from "~/lib/uqc";
import { clampGstPercent, INCLUDE_MAX_LENGTH, MAX_INCLUDES, normalizeIncludes, productFormSchema } from "~/validation/products";
import { CATEGORY_LABELS, type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";

/** "Create Product" (no product) or "Edit Product" (prefilled) in a dialog. */
export function ProductFormDialog({ open, product, onClose }: { open: boolean; product: Product | null; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={product ? "Edit Product" : "Create Product"}>
      {/* Keyed so each opening starts from the product's current values. */}
      <ProductForm key={product?.id ?? "new"} product={product} onDone={onClose} />
    </Modal>
  );
}

/** A GST rate typed by hand, read the way the form promises: clamped to 0-100, 18 when unreadable. */
const gstFromInput = (text: string) => clampGstPercent(text.trim() === "" ? Number.NaN : Number(text));

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const editing = product !== null;
  const fetcher = useActionFetcher<KitActionData>({
    successTitle: editing ? "Product updated" : "Product created",
    errorTitle: editing ? "Could not update product" : "Could not create product",
    onSuccess: onDone,
  });
  const busy = fetcher.busy;
  const image = useImageVariants();

  const [form, fields] = useForm({
    id: editing ? `edit-product-${product.id}` : "new-product",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(productFormSchema),
    defaultValue: product
      ? {
          name: product.name,
          description: product.description,
          price: String(product.price),
          category: product.category,
          inStock: product.inStock ? "on" : "",
          gstPercent: String(product.gstPercent),
          hsnCode: product.hsnCode ?? "",
          unit: product.unit,
        }
      : { price: "", category: "abacus", inStock: "on", gstPercent: String(DEFAULT_GST_PERCENT), unit: DEFAULT_UQC },
  });
  const [includes, setIncludes] = useState<string[]>(() => product?.includes ?? []);

  const { onSubmit: conformSubmit, ...formProps } = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // Price: whole rupees, 0 when what was typed is not a number; GST % clamped to 0-100.
    const price = element.elements.namedItem("price") as HTMLInputElement | null;
    if (price) price.value = String(Math.max(0, Number.parseInt(price.value, 10) || 0));
    const gst = element.elements.namedItem("gstPercent") as HTMLInputElement | null;
    if (gst) gst.value = String(gstFromInput(gst.value));
    conformSubmit(event);
  }

  const action = editing ? kitActionUrl("updateProduct", product.id) : kitActionUrl("createProduct");
  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" {...formProps} onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <LabeledField field={fields.name} label="Name" required>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" className={inputClass} />
      </LabeledField>
      <LabeledField field={fields.description} label="Description">
        <textarea {...getTextareaProps(fields.description)} rows={3} className={inputClass} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.price} label="Price (₹, before GST)" required>
          <input {...getInputProps(fields.price, { type: "number" })} step={1} min={0} inputMode="numeric" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.gstPercent} label="GST %">
          <input
            {...getInputProps(fields.gstPercent, { type: "number" })}
            step={0.01}
            min={0}
            max={100}
            inputMode="decimal"
            onBlur={(event) => {
              event.currentTarget.value = String(gstFromInput(event.currentTarget.value));
            }}
            className={inputClass}
          />
        </LabeledField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.category} label="Category">
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {PRODUCT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.hsnCode} label="HSN code" required>
          <input {...getInputProps(fields.hsnCode, { type: "text" })} inputMode="numeric" placeholder="e.g. 9023" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.unit} label="Unit on the invoice" required>
          <select {...getSelectProps(fields.unit)} className={inputClass}>
            {UQC_CODES.map((code) => (
              <option key={code} value={code}>
                {uqcOption(code)}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <ImageField
        field={fields.imageUrl}
        label={editing && product.imageUrl ? "Image (choose a file to replace the current one)" : "Image"}
        variants={image}
      />
      <TextListEditor
        legend="Includes"
        name="includes"
        inputId="product-include"
        inputLabel="New included item"
        placeholder="e.g. 17-rod student abacus"
        maxLength={INCLUDE_MAX_LENGTH}
        maxItems={MAX_INCLUDES}
        items={includes}
        onChange={setIncludes}
        normalize={normalizeIncludes}
        listLabel="Included items"
        removeLabel={(item) => `Remove ${item}`}
        emptyText="No items added yet."
        chipClassName="bg-emerald-50 text-emerald-900"
        removeClassName="hover:bg-emerald-100"
        errors={fields.includes.errors}
        errorId={fields.includes.errorId}
      />
      <div className="flex items-center gap-3">
        <input {...getInputProps(fields.inStock, { type: "checkbox" })} className="size-5 rounded border-slate-400 accent-brand-700" />
        <label htmlFor={fields.inStock.id} className="text-sm font-semibold text-slate-800">
          In stock
        </label>
      </div>
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={busy || image.preparing}>
          {busy ? "Saving…" : editing ? "Update Product" : "Create Product"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}
