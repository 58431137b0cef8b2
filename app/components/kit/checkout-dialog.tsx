import { Icon } from "~/components/icon";
import { useId, useState, type FormEvent } from "react";
import { inputClass } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { GSTIN_EXAMPLE, isIntraState, moneyFormatFor, normalizeGstin, orderTotals, taxSplit } from "~/lib/gst";
import type { Profile } from "~/services/profile.server";
import type { ProfileValues } from "./details-saver";
import type { PlacedOrder } from "./order-placed";
import { checkGstin, checkName, detailsFrom, newIdempotencyKey } from "./checkout-checks";
import { CheckoutDelivery, CheckoutField, checkDetails, describedBy } from "./checkout-details";
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
  // After a refusal (prices or stock moved under the cart) Remix reloads the catalogue by itself.
  const fetcher = useActionFetcher<KitActionData>({
    toastSuccess: false,
    errorTitle: "Order failed",
    onSuccess: ({ data }) => {
      if (!data?.orderId || !data.invoiceNumber) return;
      onPlaced({ orderId: data.orderId, invoiceNumber: data.invoiceNumber }, details.saveToProfile ? profileValues() : null);
    },
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
  const nameError = checkName(name);
  const detailErrors = checkDetails(details);
  const shown = <T,>(field: string, error: T) => (touched[field] ? error : null);
  const shownDetails = Object.fromEntries(
    Object.entries(detailErrors).map(([field, error]) => [field, shown(field, error)]),
  ) as typeof detailErrors;
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  const profileValues = (): ProfileValues => ({
    businessName: name.trim(),
    gstin: gstin.gstin,
    billingAddress: details.billingAddress,
    deliveryAddress: details.sameAsBilling ? "" : details.deliveryAddress,
    phone: details.contactPhone,
  });

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
          className={inputClass}
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

      <PlaceOfSupplyField
        id={`${id}-state`}
        value={placeOfSupply}
        fromGstin={gstin.state !== undefined}
        supplierState={supplierState}
        onChange={setChosenState}
      />

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
