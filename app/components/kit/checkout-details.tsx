// The checkout's delivery details: billing address, delivery address (or the same), contact phone,
// a note, and "Save these details to My details": fields of the checkout's Conform form, checked by
// the order schema's own fields (checkoutFormSchema).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { inputClass } from "~/components/form-fields";

/** The first message of a field, once Conform has checked it. */
export const firstError = (field: FieldMetadata<unknown>) => field.errors?.[0] ?? null;

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

type DeliveryFields = Record<
  "billingAddress" | "sameAsBilling" | "deliveryAddress" | "contactPhone" | "notes" | "saveToProfile",
  FieldMetadata<unknown>
>;

export function CheckoutDelivery({ id, fields }: { id: string; fields: DeliveryFields }) {
  const errors = {
    billingAddress: firstError(fields.billingAddress),
    deliveryAddress: firstError(fields.deliveryAddress),
    contactPhone: firstError(fields.contactPhone),
    notes: firstError(fields.notes),
  };
  const sameAsBilling = fields.sameAsBilling.value === "on";
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold uppercase tracking-wide text-slate-600">Billing and delivery</legend>
      <CheckoutField id={`${id}-billing`} label="Billing address" error={errors.billingAddress}>
        <textarea
          id={`${id}-billing`}
          name={fields.billingAddress.name}
          rows={3}
          defaultValue={fields.billingAddress.initialValue as string | undefined}
          autoComplete="street-address"
          {...describedBy(`${id}-billing`, errors.billingAddress)}
          className={inputClass}
        />
      </CheckoutField>
      <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name={fields.sameAsBilling.name}
          defaultChecked={fields.sameAsBilling.initialValue === "on"}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Deliver to the billing address
      </label>
      {sameAsBilling ? null : (
        <CheckoutField id={`${id}-delivery`} label="Delivery address" error={errors.deliveryAddress}>
          <textarea
            id={`${id}-delivery`}
            name={fields.deliveryAddress.name}
            rows={3}
            defaultValue={fields.deliveryAddress.initialValue as string | undefined}
            {...describedBy(`${id}-delivery`, errors.deliveryAddress)}
            className={inputClass}
          />
        </CheckoutField>
      )}
      <CheckoutField id={`${id}-phone`} label="Contact phone" error={errors.contactPhone} hint="For the courier, e.g. +91 98765 43210.">
        <input
          id={`${id}-phone`}
          name={fields.contactPhone.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={fields.contactPhone.initialValue as string | undefined}
          {...describedBy(`${id}-phone`, errors.contactPhone, true)}
          className={inputClass}
        />
      </CheckoutField>
      <CheckoutField id={`${id}-notes`} label="Note for this order" optional error={errors.notes}>
        <textarea
          id={`${id}-notes`}
          name={fields.notes.name}
          rows={2}
          maxLength={500}
          {...describedBy(`${id}-notes`, errors.notes)}
          className={inputClass}
        />
      </CheckoutField>
      <label className="flex items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name={fields.saveToProfile.name}
          defaultChecked={fields.saveToProfile.initialValue === "on"}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Save these details to My details
      </label>
    </fieldset>
  );
}
