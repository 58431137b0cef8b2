import { useId } from "react";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";

/**
 * The UTR the partner's bank or UPI app shows after paying, with its submit button and the refusal
 * under it: the same fields for an order's payment and for competition entry fees.
 */
export function UtrFields({ error, busy }: { error: string | undefined; busy: boolean }) {
  const id = useId();
  return (
    <>
      <input type="hidden" name="intent" value="reportPayment" />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Paid? Enter the 12-digit UPI transaction reference (UTR)
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={16}
          pattern="\s*(\d\s*){12}"
          placeholder="12 digits"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} font-mono sm:max-w-56`}
        />
        <Button type="submit" disabled={busy} variant="accent">
          {busy ? "Reporting..." : "Report payment"}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
