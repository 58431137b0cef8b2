// The checkout's delivery details: billing address, delivery address (or the same), contact phone,
// a note, and "Save these details to My details". Checked by the order schema's own fields.
import type { ReactNode } from "react";
import { inputClass } from "~/components/form-fields";
import { checkoutFields } from "~/validation/orders";

export type DeliveryDetails = {
  billingAddress: string;
  sameAsBilling: boolean;
  deliveryAddress: string;
  contactPhone: string;
  notes: string;
  saveToProfile: boolean;
};

/** The first message of one checkout field for a value (the server's own check), or null. */
function fieldError(field: "billingAddress" | "deliveryAddress" | "contactPhone" | "notes", value: string): string | null {
  const parsed = checkoutFields[field].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Each field's message: the checkout's schema requires a billing address and a phone; a delivery address unless it is the same. */
export function checkDetails(details: DeliveryDetails) {
  return {
    billingAddress: fieldError("billingAddress", details.billingAddress),
    deliveryAddress: details.sameAsBilling ? null : (fieldError("deliveryAddress", details.deliveryAddress) ?? requiredDelivery(details)),
    contactPhone: fieldError("contactPhone", details.contactPhone),
    notes: fieldError("notes", details.notes),
  };
}

/** A delivery address the partner said differs from billing must be given (left out, the server reads "same as billing"). */
const requiredDelivery = (details: DeliveryDetails) => (details.deliveryAddress.trim() === "" ? "Delivery address is required" : null);

type Errors = ReturnType<typeof checkDetails>;

type FieldProps = { id: string; label: string; optional?: boolean; error?: string | null; hint?: string; children: ReactNode };

/** A label, a control and its message, as every checkout field shows them. */
export function CheckoutField({ id, label, optional, error, hint, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control whose message shows. */
export const describedBy = (id: string, error: string | null | undefined, hint?: boolean) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type Props = {
  id: string;
  details: DeliveryDetails;
  errors: Errors;
  onChange: (next: Partial<DeliveryDetails>) => void;
  onBlur: (field: keyof Errors) => void;
};

export function CheckoutDelivery({ id, details, errors, onChange, onBlur }: Props) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold uppercase tracking-wide text-slate-600">Billing and delivery</legend>
      <CheckoutField id={`${id}-billing`} label="Billing address" error={errors.billingAddress}>
        <textarea
          id={`${id}-billing`}
          rows={3}
          value={details.billingAddress}
          autoComplete="street-address"
          onChange={(event) => onChange({ billingAddress: event.target.value })}
          onBlur={() => onBlur("billingAddress")}
          {...describedBy(`${id}-billing`, errors.billingAddress)}
          className={inputClass}
        />
      </CheckoutField>
      <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={details.sameAsBilling}
          onChange={(event) => onChange({ sameAsBilling: event.target.checked })}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Deliver to the billing address
      </label>
      {details.sameAsBilling ? null : (
        <CheckoutField id={`${id}-delivery`} label="Delivery address" error={errors.deliveryAddress}>
          <textarea
            id={`${id}-delivery`}
            rows={3}
            value={details.deliveryAddress}
            onChange={(event) => onChange({ deliveryAddress: event.target.value })}
            onBlur={() => onBlur("deliveryAddress")}
            {...describedBy(`${id}-delivery`, errors.deliveryAddress)}
            className={inputClass}
          />
        </CheckoutField>
      )}
      <CheckoutField id={`${id}-phone`} label="Contact phone" error={errors.contactPhone} hint="For the courier, e.g. +91 98765 43210.">
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          value={details.contactPhone}
          onChange={(event) => onChange({ contactPhone: event.target.value })}
          onBlur={() => onBlur("contactPhone")}
          {...describedBy(`${id}-phone`, errors.contactPhone, true)}
          className={inputClass}
        />
      </CheckoutField>
      <CheckoutField id={`${id}-notes`} label="Note for this order" optional error={errors.notes}>
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={details.notes}
          maxLength={500}
          onChange={(event) => onChange({ notes: event.target.value })}
          onBlur={() => onBlur("notes")}
          {...describedBy(`${id}-notes`, errors.notes)}
          className={inputClass}
        />
      </CheckoutField>
      <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={details.saveToProfile}
          onChange={(event) => onChange({ saveToProfile: event.target.checked })}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Save these details to My details
      </label>
    </fieldset>
  );
}
