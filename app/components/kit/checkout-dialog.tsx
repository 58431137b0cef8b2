import { Icon } from "~/components/icon";
import { useId, useState, type FormEvent } from "react";
import { inputClass } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { GST_STATES, GSTIN_EXAMPLE, isIntraState, moneyFormatFor, normalizeGstin, orderTotals, taxSplit } from "~/lib/gst";
import type { Profile } from "~/services/profile.server";
import { checkGstin, checkName, detailsFrom, newIdempotencyKey } from "./checkout-checks";
import { CheckoutDelivery, CheckoutField, checkDetails, describedBy } from "./checkout-details";
import { OrderSummary } from "./checkout-summary";
import { type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";

export type CartLine = { product: Product; qty: number };

// The select is disabled while a GSTIN decides the state: it should still read clearly.
const controlClass = `${inputClass} disabled:bg-slate-100 disabled:text-slate-700`;

const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));

type CheckoutProps = {
  open: boolean;
  lines: CartLine[];
  /** The partner's saved details (or the defaults), which fill the form. */
  profile: Profile;
  /** The supplier's GST state: a supply within it pays CGST + SGST, elsewhere IGST. */
  supplierState: string;
  onSetQty: (product: Product, qty: number) => void;
  onClose: () => void;
  onPlaced: (placed: { orderId: string; invoiceNumber: string }) => void;
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
  // After a refusal (prices or stock moved under the cart) Remix reloads the catalogue by itself.
  const fetcher = useActionFetcher<KitActionData>({
    toastSuccess: false,
    errorTitle: "Order failed",
    onSuccess: ({ data }) => data?.orderId && data.invoiceNumber && onPlaced({ orderId: data.orderId, invoiceNumber: data.invoiceNumber }),
  });
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [name, setName] = useState(profile.businessName);
  const [gstinRaw, setGstinRaw] = useState(profile.gstin ?? "");
  const [chosenState, setChosenState] = useState(supplierState);
  const [details, setDetails] = useState(() => detailsFrom(profile));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const busy = fetcher.busy;

  const gstin = checkGstin(gstinRaw);
  const placeOfSupply = gstin.state ?? chosenState;
  const totals = orderTotals(lines.map(({ product, qty }) => ({ price: product.price, qty, gstPercent: product.gstPercent })));
  const split = taxSplit(totals.gst, placeOfSupply, supplierState);
  const supplierStateName = GST_STATES[supplierState] ?? supplierState;
  const nameError = checkName(name);
  const detailErrors = checkDetails(details);
  const shown = <T,>(field: string, error: T) => (touched[field] ? error : null);
  const shownDetails = Object.fromEntries(
    Object.entries(detailErrors).map(([field, error]) => [field, shown(field, error)]),
  ) as typeof detailErrors;
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(Object.fromEntries(["name", "gstin", ...Object.keys(detailErrors)].map((field) => [field, true])));
    if (busy || lines.length === 0 || nameError || gstin.error || Object.values(detailErrors).some(Boolean)) return;
    const payload = {
      items: lines.map(({ product, qty }) => ({ productId: product.id, name: product.name, qty, price: product.price })),
      ...totals,
      franchiseeName: name.trim(),
      gstNumber: gstin.gstin,
      placeOfSupply,
      billingAddress: details.billingAddress,
      deliveryAddress: details.sameAsBilling ? "" : details.deliveryAddress,
      contactPhone: details.contactPhone,
      notes: details.notes,
      saveToProfile: details.saveToProfile,
      idempotencyKey,
    };
    fetcher.submit(payload, { method: "post", action: kitActionUrl("placeOrder"), encType: "application/json" });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <OrderSummary
        headingId={`${id}-lines`}
        lines={lines}
        totals={totals}
        split={split}
        intraState={isIntraState(placeOfSupply, supplierState)}
        onSetQty={onSetQty}
      />

      <CheckoutField id={`${id}-name`} label="Franchisee name" error={shown("name", nameError)}>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          required
          maxLength={120}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
          onBlur={() => touch("name")}
          {...describedBy(`${id}-name`, shown("name", nameError))}
          className={controlClass}
        />
      </CheckoutField>

      <div className="space-y-1.5">
        <CheckoutField id={`${id}-gstin`} label="GSTIN" optional error={shown("gstin", gstin.error)} hint={`For example ${GSTIN_EXAMPLE}`}>
          <input
            id={`${id}-gstin`}
            type="text"
            value={gstinRaw}
            maxLength={30}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setGstinRaw(event.target.value)}
            onBlur={() => {
              touch("gstin");
              setGstinRaw((raw) => normalizeGstin(raw));
            }}
            {...describedBy(`${id}-gstin`, shown("gstin", gstin.error), true)}
            className={`${inputClass} uppercase`}
          />
        </CheckoutField>
        {!shown("gstin", gstin.error) && gstin.warning ? (
          <p id={`${id}-gstin-warning`} className="flex gap-1.5 text-sm font-medium text-amber-800">
            <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
            {gstin.warning}
          </p>
        ) : null}
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-slate-800">
          Place of supply
        </label>
        <select
          id={`${id}-state`}
          value={placeOfSupply}
          disabled={gstin.state !== undefined}
          onChange={(event) => setChosenState(event.target.value)}
          aria-describedby={`${id}-state-hint`}
          className={controlClass}
        >
          {STATE_OPTIONS.map(([code, state]) => (
            <option key={code} value={code}>
              {state} ({code})
            </option>
          ))}
        </select>
        <p id={`${id}-state-hint`} className="text-sm text-slate-600">
          {gstin.state !== undefined
            ? "Taken from the first two digits of the GSTIN."
            : isIntraState(placeOfSupply, supplierState)
              ? `Within ${supplierStateName}: CGST and SGST.`
              : `Outside ${supplierStateName}: IGST.`}
        </p>
      </div>

      <CheckoutDelivery
        id={id}
        details={details}
        errors={shownDetails}
        onChange={(next) => setDetails((current) => ({ ...current, ...next }))}
        onBlur={touch}
      />

      <DialogActions onCancel={onClose}>
        <Button type="submit" disabled={busy || lines.length === 0}>
          {busy ? "Placing order…" : `Place Order · ${moneyFormatFor([split.cgst, split.sgst, split.igst])(totals.total)}`}
        </Button>
      </DialogActions>
    </form>
  );
}
