import { useId } from "react";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { SHARED_PAYMENT_LABEL } from "~/lib/upi";

/** The field's label, for either way of paying. */
export const UTR_LABEL = "Paid? Enter the payment's reference (UTR)";

/**
 * The UTR the partner's bank or UPI app shows after paying (by UPI or bank transfer), its refusal under it, and the submit
 * button: the same fields for an order's payment and for competition entry fees. An order's form
 * (`shareable`) also has, before its button, the tick saying one transfer paid several orders (only
 * orders share a UTR).
 */
export function UtrFields({ error, busy, shareable = false }: { error: string | undefined; busy: boolean; shareable?: boolean }) {
  const id = useId();
  const submit = (
    <Button type="submit" disabled={busy} variant="accent">
      {busy ? "Reporting..." : "Report payment"}
    </Button>
  );
  return (
    <>
      <input type="hidden" name="intent" value="reportPayment" />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {UTR_LABEL}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        12 digits for UPI or IMPS; 16 to 22 letters and digits for NEFT or RTGS.
      </p>
      {/* The refusal right under the field it is about; the tick before the button it changes. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="utr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={30}
          pattern="\s*(?:(?:\d\s*){12}|(?:[A-Za-z0-9]\s*){16,22})"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={`${inputClass} font-mono sm:max-w-72`}
        />
        {shareable ? null : submit}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {shareable ? (
        <>
          <div className="flex items-start gap-2.5 text-sm">
            <input
              id={`${id}-shared`}
              type="checkbox"
              name="sharedPayment"
              aria-describedby={`${id}-shared-hint`}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-shared`} className="font-semibold text-slate-800">
                {SHARED_PAYMENT_LABEL}
              </label>
              <p id={`${id}-shared-hint`} className="text-slate-600">
                Only when one transfer paid several of your orders: report its UTR on each of them.
              </p>
            </div>
          </div>
          <div className="flex flex-col pt-1 sm:flex-row">{submit}</div>
        </>
      ) : null}
    </>
  );
}
