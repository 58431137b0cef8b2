import { useRevalidator } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useId, useState, type FormEvent } from "react";
import { inputClass } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { gstinField, orderFields } from "~/validation/orders";
import {
  formatRupees,
  formatRupeesWithPaise,
  GST_STATES,
  GSTIN_CHECKSUM_WARNING,
  GSTIN_MESSAGE,
  gstinChecksumMatches,
  HOME_STATE_CODE,
  lineAmounts,
  normalizeGstin,
  orderTotals,
  stateOfGstin,
  taxSplit,
} from "~/lib/gst";
import { type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";

export type CartLine = { product: Product; qty: number };

// The select is disabled while a GSTIN decides the state: it should still read clearly.
const controlClass = `${inputClass} disabled:bg-slate-100 disabled:text-slate-700`;

const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/** One key per checkout attempt: a double submit or a retry of the same attempt never orders twice. */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

type CheckoutProps = { open: boolean; lines: CartLine[]; defaultName: string; onClose: () => void; onPlaced: () => void };

export function CheckoutDialog({ open, lines, defaultName, onClose, onPlaced }: CheckoutProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Checkout Details"
      description="Review your order and the billing details for the GST invoice."
    >
      {open ? <CheckoutForm lines={lines} defaultName={defaultName} onClose={onClose} onPlaced={onPlaced} /> : null}
    </Modal>
  );
}

/** The GSTIN as typed, read by the order schema's own field (the server's messages), and its checksum hint. */
function checkGstin(raw: string) {
  const parsed = gstinField.safeParse(raw);
  if (!parsed.success)
    return { gstin: normalizeGstin(raw), error: parsed.error.issues[0]?.message ?? GSTIN_MESSAGE, warning: null, state: undefined };
  const gstin = parsed.data ?? "";
  if (!gstin) return { gstin, error: null, warning: null, state: undefined };
  return { gstin, error: null, warning: gstinChecksumMatches(gstin) ? null : GSTIN_CHECKSUM_WARNING, state: stateOfGstin(gstin) };
}

/** The franchisee name, checked by the order schema's own field. */
function checkName(name: string): string | null {
  const parsed = orderFields.franchiseeName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function CheckoutForm({ lines, defaultName, onClose, onPlaced }: Omit<CheckoutProps, "open">) {
  const revalidator = useRevalidator();
  const fetcher = useActionFetcher<KitActionData>({
    successTitle: "Order placed",
    errorTitle: "Order failed",
    onSuccess: onPlaced,
    // Prices or stock moved under the cart: show the catalogue as it is now.
    onError: (result) => {
      if (!result.unanswered) revalidator.revalidate();
    },
  });
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [name, setName] = useState(defaultName);
  const [gstinRaw, setGstinRaw] = useState("");
  const [chosenState, setChosenState] = useState(HOME_STATE_CODE);
  const [touched, setTouched] = useState({ name: false, gstin: false });
  const busy = fetcher.busy;

  const gstin = checkGstin(gstinRaw);
  const placeOfSupply = gstin.state ?? chosenState;
  const totals = orderTotals(lines.map(({ product, qty }) => ({ price: product.price, qty, gstPercent: product.gstPercent })));
  const split = taxSplit(totals.gst, placeOfSupply);
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
      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="sr-only">
          Items
        </h3>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {lines.map(({ product, qty }) => (
            <li key={product.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold text-slate-900">{product.name}</p>
                <p className="text-slate-600">
                  {qty} × {formatRupees(product.price)}
                </p>
              </div>
              <p className="font-semibold text-slate-900">
                {formatRupees(lineAmounts({ price: product.price, qty, gstPercent: product.gstPercent }).taxable)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 px-1 text-sm">
          <SummaryRow term="Subtotal" value={formatRupees(totals.subtotal)} />
          <SummaryRow term="GST" value={formatRupees(totals.gst)} />
          {placeOfSupply === HOME_STATE_CODE ? (
            <>
              <SummaryRow term="CGST" value={formatRupeesWithPaise(split.cgst)} muted />
              <SummaryRow term="SGST" value={formatRupeesWithPaise(split.sgst)} muted />
            </>
          ) : (
            <SummaryRow term="IGST" value={formatRupees(split.igst)} muted />
          )}
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-extrabold text-brand-900">
            <dt>Total</dt>
            <dd>{formatRupees(totals.total)}</dd>
          </div>
        </dl>
      </section>

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
            : placeOfSupply === HOME_STATE_CODE
              ? "Within Maharashtra: CGST and SGST."
              : "Outside Maharashtra: IGST."}
        </p>
      </div>

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" onClick={onClose} variant="outline">
          Cancel
        </Button>
        <Button type="submit" disabled={busy || lines.length === 0}>
          {busy ? "Placing order…" : `Place Order · ${formatRupees(totals.total)}`}
        </Button>
      </div>
    </form>
  );
}

function SummaryRow({ term, value, muted }: { term: string; value: string; muted?: boolean }) {
  return (
    <div className={`flex justify-between ${muted ? "pl-4 text-slate-600" : "text-slate-800"}`}>
      <dt>{muted ? `of which ${term}` : term}</dt>
      <dd className={muted ? "" : "font-semibold"}>{value}</dd>
    </div>
  );
}
