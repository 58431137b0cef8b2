import { formatRupees } from "~/lib/gst";
import type { Order } from "~/services/orders.server";

/** "A, B and C" (written out, not Intl.ListFormat: the server's and the browser's may word it apart). */
const listed = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * The orders one UTR pays together (the partner said one transfer paid them), with the total that
 * transfer should hold: what the admin looks for in the bank, and what the partner declared.
 */
export function SharedPayment({ order }: { order: Order }) {
  if (!order.sharedWith.length) return null;
  const together = [order, ...order.sharedWith].sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
  const total = together.reduce((sum, each) => sum + each.total, 0);
  // One string: the words are read (and found) as one sentence.
  const sentence = `One payment for ${listed(together.map((each) => each.invoiceNumber))}: ${formatRupees(total)} in all.`;
  const paid = order.sharedWith.filter((other) => other.paymentStatus === "paid").map((other) => other.invoiceNumber);
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong>Shared UTR.</strong> {sentence}
      {paid.length ? <> Already confirmed: {listed(paid)}.</> : null}
    </p>
  );
}
