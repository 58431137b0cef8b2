import { Icon } from "~/components/icon";
import { useId, useState, type FormEvent } from "react";
import { inputClass } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { formatRupees, GST_STATES, isIntraState, normalizeGstin, orderTotals, taxSplit } from "~/lib/gst";
import { checkGstin, checkName } from "./checkout-checks";
import { OrderSummary } from "./checkout-summary";
import { type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";

export type CartLine = { product: Product; qty: number };

// The select is disabled while a GSTIN decides the state: it should still read clearly.
const controlClass = `${inputClass} disabled:bg-slate-100 disabled:text-slate-700`;

const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/** One key per checkout attempt: a double submit or a retry of the same attempt never orders twice. */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

type CheckoutProps = {
  open: boolean;
  lines: CartLine[];
  defaultName: string;
  /** The supplier's GST state: a supply within it pays CGST + SGST, elsewhere IGST. */
  supplierState: string;
  onClose: () => void;
  onPlaced: () => void;
};

export function CheckoutDialog({ open, ...form }: CheckoutProps) {
  return (
    <Modal
      open={open}
      onClose={form.onClose}
      title="Checkout Details"
      description="Review your order and the billing details for the GST invoice."
    >
      {open ? <CheckoutForm {...form} /> : null}
    </Modal>
  );
}

function CheckoutForm({ lines, defaultName, supplierState, onClose, onPlaced }: Omit<CheckoutProps, "open">) {
  // After a refusal (prices or stock moved under the cart) Remix reloads the catalogue by itself.
  const fetcher = useActionFetcher<KitActionData>({ successTitle: "Order placed", errorTitle: "Order failed", onSuccess: onPlaced });
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [name, setName] = useState(defaultName);
  const [gstinRaw, setGstinRaw] = useState("");
  const [chosenState, setChosenState] = useState(supplierState);
  const [touched, setTouched] = useState({ name: false, gstin: false });
  const busy = fetcher.busy;

  const gstin = checkGstin(gstinRaw);
  const placeOfSupply = gstin.state ?? chosenState;
  const totals = orderTotals(lines.map(({ product, qty }) => ({ price: product.price, qty, gstPercent: product.gstPercent })));
  const split = taxSplit(totals.gst, placeOfSupply, supplierState);
  const supplierStateName = GST_STATES[supplierState] ?? supplierState;
  const nameError = checkName(name);
  const showNameError = touched.name && nameError;
  const showGstinError = touched.gstin && gstin.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ name: true, gstin: true });
    if (busy || lines.length === 0 || nameError || gstin.error) return;
    const payload = {
      items: lines.map(({ product, qty }) => ({ productId: product.id, name: product.name, qty, price: product.price })),
      ...totals,
      franchiseeName: name.trim(),
      gstNumber: gstin.gstin,
      placeOfSupply,
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
      />

      <div className="space-y-1.5">
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-slate-800">
          Franchisee name<span className="text-red-700"> *</span>
        </label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          required
          maxLength={120}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          aria-invalid={showNameError ? true : undefined}
          aria-describedby={showNameError ? `${id}-name-error` : undefined}
          className={controlClass}
        />
        {showNameError ? (
          <p id={`${id}-name-error`} className="text-sm font-medium text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-gstin`} className="block text-sm font-semibold text-slate-800">
          GSTIN <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={`${id}-gstin`}
          type="text"
          value={gstinRaw}
          maxLength={30}
          autoComplete="off"
          spellCheck={false}
          placeholder="27ABCDE1234F1Z5"
          onChange={(event) => setGstinRaw(event.target.value)}
          onBlur={() => {
            setTouched((t) => ({ ...t, gstin: true }));
            setGstinRaw((raw) => normalizeGstin(raw));
          }}
          aria-invalid={showGstinError ? true : undefined}
          aria-describedby={showGstinError ? `${id}-gstin-error` : gstin.warning ? `${id}-gstin-warning` : undefined}
          className={`${inputClass} uppercase`}
        />
        {showGstinError ? (
          <p id={`${id}-gstin-error`} className="text-sm font-medium text-red-700">
            {gstin.error}
          </p>
        ) : gstin.warning ? (
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

      <DialogActions onCancel={onClose}>
        <Button type="submit" disabled={busy || lines.length === 0}>
          {busy ? "Placing order…" : `Place Order · ${formatRupees(totals.total)}`}
        </Button>
      </DialogActions>
    </form>
  );
}
