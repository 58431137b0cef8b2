import type { PaymentStatus } from "~/lib/enums";
import { PAYMENT_LABELS, PAYMENT_STYLES } from "./payment-format";

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset ${PAYMENT_STYLES[status]}`}>
      {PAYMENT_LABELS[status]}
    </span>
  );
}
