import { useId, useState } from "react";
import { MAX_QTY } from "~/lib/gst";

export const QTY_HINT = `Enter a quantity from 1 to ${MAX_QTY}`;
export const QTY_TOO_MANY = `At most ${MAX_QTY} per order`;

/** What a typed quantity means: a quantity to take at once, or the message to show while it is not one. */
export function readQty(text: string): { qty: number | null; message: string | null } {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return { qty: null, message: QTY_HINT };
  const qty = Number(digits);
  if (qty < 1) return { qty: null, message: QTY_HINT };
  if (qty > MAX_QTY) return { qty: null, message: QTY_TOO_MANY };
  return { qty, message: null };
}

type QtyInputProps = {
  value: number;
  /** Called with each valid quantity as it is typed (and with the largest one for a larger number, on leaving). */
  onChange: (qty: number) => void;
  /** Names the kit: "Quantity of Abacus Starter Kit". */
  label: string;
  className?: string;
};

/**
 * A quantity that can be typed as well as stepped (1 to 999). While what is typed is not a
 * quantity (empty, 0, letters, over 999) the field says so and the cart keeps its last quantity;
 * leaving the field puts that back (or 999 for a larger number).
 */
export function QtyInput({ value, onChange, label, className = "" }: QtyInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const { message } = draft === null ? { message: null } : readQty(draft);
  return (
    <span className="relative inline-flex flex-col items-center">
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        value={draft ?? String(value)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.target.value.replace(/[^\d]/g, "");
          setDraft(text);
          const { qty } = readQty(text);
          if (qty !== null) onChange(qty);
        }}
        onBlur={() => {
          if (draft !== null && /^\d+$/.test(draft) && Number(draft) > MAX_QTY) onChange(MAX_QTY);
          setDraft(null);
        }}
        className={`w-14 rounded-md border border-brand-200 bg-white px-1 py-1.5 text-center text-base font-bold tabular-nums text-brand-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 ${className}`}
      />
      {message ? (
        <span
          id={`${id}-message`}
          role="alert"
          className="absolute top-full z-10 mt-1 w-max max-w-48 rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white shadow"
        >
          {message}
        </span>
      ) : null}
    </span>
  );
}
