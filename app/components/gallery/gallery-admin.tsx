import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import type { ActionResult } from "~/lib/action-result";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "~/components/icon";
import { useState } from "react";
import { FormAlert, inputClass, LabeledField, SubmitButton } from "~/components/form-fields";
import { ImageField, useImageVariants } from "~/components/image-variants";
import { responsiveImage } from "~/lib/responsive-image";
import { ConfirmDialog, Modal } from "~/components/modal";
import type { GalleryItem } from "~/services/gallery.server";
import { GALLERY_CATEGORIES, galleryCreateFormSchema, galleryUpdateFormSchema } from "~/validation/gallery";
import { CATEGORY_LABELS } from "./gallery-format";
import { useActionFetcher } from "~/components/use-action-result";
import { Button } from "~/components/ui/button";

/** What the gallery page's action answers; on success, what changed. */
export type GalleryActionData = ActionResult<{ item?: GalleryItem; deletedId?: string }>;

export const DELETE_QUESTION = "Are you sure you want to delete this gallery item?";
const ACTION = "/gallery";

/** A fetcher for one of the admin forms: success says so in a toast; refusals stay in the form. */
const useGalleryFetcher = (onSuccess: (data: GalleryActionData) => void) =>
  useActionFetcher<GalleryActionData>({ onSuccess, errorTitle: "Could not save the photo", errorsInForm: true });

export function AdminControls({ today, onChange }: { today: string; onChange: (data: GalleryActionData) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="gallery-admin-heading"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="gallery-admin-heading" className="text-lg font-bold text-brand-900">
          Admin Controls
        </h2>
        <p className="text-sm text-slate-700">Upload photos, change their category or date, or remove them.</p>
      </div>
      <Button type="button" onClick={() => setOpen(true)} className="shadow-sm">
        <Icon name="upload" className="size-5" />
        Upload Photos
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Upload Photo"
        description="JPEG, PNG, WebP or GIF. Photos are resized for the web before they upload."
      >
        <UploadForm
          today={today}
          onDone={(data) => {
            setOpen(false);
            onChange(data);
          }}
        />
      </Modal>
    </section>
  );
}

function UploadForm({ today, onDone }: { today: string; onDone: (data: GalleryActionData) => void }) {
  const fetcher = useGalleryFetcher(onDone);
  const image = useImageVariants();
  const [form, fields] = useForm({
    id: "gallery-upload",
    lastResult: fetcher.lastResult,
    defaultValue: { category: "classes", publishedDate: today },
    constraint: getZodConstraint(galleryCreateFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryCreateFormSchema }),
  });
  return (
    <fetcher.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <ImageField field={fields.image} label="Image" variants={image} />
      <CategoryField field={fields.category} />
      <DateField field={fields.publishedDate} />
      <SubmitButton
        busy={fetcher.state !== "idle" || image.preparing}
        label="Upload Photo"
        busyLabel={image.preparing ? "Preparing image..." : "Uploading..."}
      />
    </fetcher.Form>
  );
}

export function EditGalleryItemDialog({
  item,
  onClose,
  onChange,
}: {
  item: GalleryItem | null;
  onClose: () => void;
  onChange: (data: GalleryActionData) => void;
}) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Edit Photo" description="Change the category or date, or replace the image.">
      {item ? (
        <EditForm
          item={item}
          onDone={(data) => {
            onClose();
            onChange(data);
          }}
        />
      ) : null}
    </Modal>
  );
}

function EditForm({ item, onDone }: { item: GalleryItem; onDone: (data: GalleryActionData) => void }) {
  const fetcher = useGalleryFetcher(onDone);
  const image = useImageVariants();
  const [form, fields] = useForm({
    id: `gallery-edit-${item.id}`,
    lastResult: fetcher.lastResult,
    defaultValue: { category: item.category, publishedDate: item.publishedDate },
    constraint: getZodConstraint(galleryUpdateFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryUpdateFormSchema }),
  });
  return (
    <fetcher.Form method="post" action={ACTION} encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={item.id} />
      <div className="flex items-center gap-4">
        <img
          {...responsiveImage(item.imageUrl, "128px")}
          alt=""
          width={640}
          height={480}
          className="aspect-[4/3] w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <p className="text-sm text-slate-600">The current image stays unless you choose a new one below.</p>
      </div>
      <CategoryField field={fields.category} />
      <DateField field={fields.publishedDate} />
      <ImageField field={fields.image} label="Replace image (optional)" variants={image} />
      <SubmitButton
        busy={fetcher.state !== "idle" || image.preparing}
        label="Save Changes"
        busyLabel={image.preparing ? "Preparing image..." : "Saving..."}
      />
    </fetcher.Form>
  );
}

export function DeleteGalleryItemDialog({
  item,
  onClose,
  onChange,
}: {
  item: GalleryItem | null;
  onClose: () => void;
  onChange: (data: GalleryActionData) => void;
}) {
  const fetcher = useActionFetcher<GalleryActionData>({
    errorTitle: "Error deleting gallery item",
    onSuccess: (data) => {
      onClose();
      onChange(data);
    },
  });
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete photo"
      message={DELETE_QUESTION}
      busy={fetcher.state !== "idle"}
      onCancel={onClose}
      onConfirm={() => {
        if (item) fetcher.submit({ intent: "delete", id: item.id }, { method: "post", action: ACTION, encType: "multipart/form-data" });
      }}
    />
  );
}

function CategoryField({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <LabeledField field={field as FieldMetadata<unknown>} label="Category">
      <select {...getSelectProps(field)} className={inputClass}>
        {GALLERY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </LabeledField>
  );
}

function DateField({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <LabeledField field={field as FieldMetadata<unknown>} label="Published Date">
      <input {...getInputProps(field, { type: "date" })} className={inputClass} />
    </LabeledField>
  );
}
