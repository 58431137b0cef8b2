import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { HONEYPOT_FIELD } from "~/validation/leads";

/**
 * The field no person fills: off screen, out of the tab order and hidden from screen readers. A bot
 * that fills every input fills it too, and its lead is answered like any other and never stored.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this empty</label>
      <input id={`${HONEYPOT_FIELD}-field`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A lead taken: said in a box brought into view and focused, so a phone shows it after the button. */
export function LeadThanks({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}
