import { Icon } from "~/components/icon";
import { getFormProps, useForm } from "@conform-to/react";
import { useId, useRef, useState } from "react";
import { schemaChecks } from "~/components/schema-checks";
import { inputClass } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { GSTIN_EXAMPLE, isIntraState, moneyFormatFor, normalizeGstin, orderTotals, taxNameOf, taxSplit } from "~/lib/gst";
import type { Profile } from "~/services/profile.server";
import type { ProfileValues } from "./details-saver";
import type { PlacedOrder } from "./order-placed";
import { checkoutFormSchema, stateCodeOfAddress } from "~/validation/orders";
import { checkoutDefaults, newIdempotencyKey, readGstin } from "./checkout-checks";
import { CheckoutDelivery, CheckoutField, describedBy, firstError } from "./checkout-details";
import { PlaceOfSupplyField } from "./checkout-place";
import { OrderSummary } from "./checkout-summary";
import { type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";

export type CartLine = { product: Product; qty: number };

type CheckoutProps = {
  open: boolean;
  lines: CartLine[];
  /** The partner's saved details (or the defaults), which fill the form. */
  profile: Profile;
  /** The supplier's GST state: a supply within it pays CGST + SGST, elsewhere IGST. */
  supplierState: string;
  onSetQty: (product: Product, qty: number) => void;
  onClose: () => void;
  /** After the order: what to save to My details, when the partner asked for it (null otherwise). */
  onPlaced: (placed: PlacedOrder, saveDetails: ProfileValues | null) => void;
};

export function CheckoutDialog({ open, ...form }: CheckoutProps) {
  return (
    <Modal
      open={open}
      onClose={form.onClose}
      title="Checkout Details"
      description="Review your order, and where the kits and the GST invoice should go."
    >
      {open ? <CheckoutForm {...form} /> : null}
    </Modal>
  );
}

function CheckoutForm({ lines, profile, supplierState, onSetQty, onClose, onPlaced }: Omit<CheckoutProps, "open">) {
  // What to save to My details once the order is placed (the values sent with it), or null.
  const saveAfterwards = useRef<ProfileValues | null>(null);
  // After a refusal (prices or stock moved under the cart) Remix reloads the catalogue by itself.
  const fetcher = useActionFetcher<KitActionData>({
    toastSuccess: false,
    errorTitle: "Order failed",
    onSuccess: ({ data }) => {
      if (!data?.orderId || !data.invoiceNumber) return;
      onPlaced({ orderId: data.orderId, invoiceNumber: data.invoiceNumber }, saveAfterwards.current);
    },
  });
  const id = useId();
  // One key per opening of the checkout: a double submit or a retry of it never orders twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const busy = fetcher.busy;
  const [form, fields] = useForm({
    id: `${id}-checkout`,
    lastResult: fetcher.lastResult,
    defaultValue: checkoutDefaults(profile, supplierState),
    ...schemaChecks(checkoutFormSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (busy || lines.length === 0 || submission?.status !== "success") return;
      const details = submission.value;
      const gstNumber = details.gstNumber ?? "";
      const deliveryAddress = details.sameAsBilling ? "" : (details.deliveryAddress ?? "");
      saveAfterwards.current = details.saveToProfile
        ? {
            businessName: details.franchiseeName,
            gstin: gstNumber,
            billingAddress: details.billingAddress,
            deliveryAddress,
            phone: details.contactPhone,
          }
        : null;
      const payload = {
        items: lines.map(({ product, qty }) => ({ productId: product.id, name: product.name, qty, price: product.price })),
        ...totals,
        franchiseeName: details.franchiseeName,
        gstNumber,
        placeOfSupply,
        billingAddress: details.billingAddress,
        deliveryAddress,
        contactPhone: details.contactPhone,
        notes: details.notes ?? "",
        idempotencyKey,
      };
      fetcher.submit(payload, { method: "post", action: kitActionUrl("placeOrder"), encType: "application/json" });
    },
  });

  // Worked out as the partner types: the GSTIN's state decides the place of supply and the tax;
  // without one, the state chosen, or until one is, the billing address's (as the server reads it).
  const [stateChosen, setStateChosen] = useState(false);
  const gstin = readGstin(String(fields.gstNumber.value ?? ""));
  const billingState = stateChosen ? undefined : stateCodeOfAddress(String(fields.billingAddress.value ?? ""));
  const placeOfSupply = gstin.state ?? billingState ?? String(fields.placeOfSupply.value ?? supplierState);
  const totals = orderTotals(lines.map(({ product, qty }) => ({ price: product.price, qty, gstPercent: product.gstPercent })));
  const split = taxSplit(totals.gst, placeOfSupply, supplierState);
  const nameError = firstError(fields.franchiseeName);
  const gstinError = firstError(fields.gstNumber);

  return (
    <form {...getFormProps(form)} className="space-y-5">
      <OrderSummary
        headingId={`${id}-lines`}
        lines={lines}
        totals={totals}
        split={split}
        intraState={isIntraState(placeOfSupply, supplierState)}
        stateTax={taxNameOf("sgst", supplierState)}
        onSetQty={onSetQty}
      />

      <CheckoutField id={`${id}-name`} label="Franchisee name" error={nameError}>
        <input
          id={`${id}-name`}
          name={fields.franchiseeName.name}
          type="text"
          defaultValue={fields.franchiseeName.initialValue}
          required
          maxLength={120}
          autoComplete="organization"
          {...describedBy(`${id}-name`, nameError)}
          className={inputClass}
        />
      </CheckoutField>

      <div className="space-y-1.5">
        <CheckoutField id={`${id}-gstin`} label="GSTIN" optional error={gstinError} hint={`For example ${GSTIN_EXAMPLE}`}>
          <input
            id={`${id}-gstin`}
            name={fields.gstNumber.name}
            type="text"
            defaultValue={fields.gstNumber.initialValue as string | undefined}
            maxLength={30}
            autoComplete="off"
            spellCheck={false}
            // Read as the server reads it: trimmed, without spaces, upper-case.
            onBlur={(event) => form.update({ name: fields.gstNumber.name, value: normalizeGstin(event.currentTarget.value) })}
            {...describedBy(`${id}-gstin`, gstinError, true)}
            className={`${inputClass} uppercase`}
          />
        </CheckoutField>
        {!gstinError && gstin.warning ? (
          <p id={`${id}-gstin-warning`} className="flex gap-1.5 text-sm font-medium text-amber-800">
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
            {gstin.warning}
          </p>
        ) : null}
      </div>

      <PlaceOfSupplyField
        id={`${id}-state`}
        name={fields.placeOfSupply.name}
        value={placeOfSupply}
        fromGstin={gstin.state !== undefined}
        supplierState={supplierState}
        onChange={(state) => {
          setStateChosen(true);
          form.update({ name: fields.placeOfSupply.name, value: state });
        }}
      />

      <CheckoutDelivery id={id} fields={fields} />

      <DialogActions onCancel={onClose}>
        <Button type="submit" disabled={busy || lines.length === 0}>
          {busy ? "Placing order…" : `Place Order · ${moneyFormatFor([split.cgst, split.sgst, split.igst])(totals.total)}`}
        </Button>
      </DialogActions>
    </form>
  );
}
