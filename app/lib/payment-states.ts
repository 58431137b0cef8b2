import type { PaymentStatus } from "./enums";

// The states of a UPI payment (an order's, or a partner's entry fees): `unpaid` until the partner
// reports the transfer's UTR (`reported`); an admin who finds the money marks it `paid`, one who
// does not `rejected` (with the reason), and the partner reports again. Browser-safe: the services,
// the loaders and the components ask these same predicates.

/** The states whose money is still to be sent: never reported, or reported and rejected. */
export const PAYABLE_STATUSES = ["unpaid", "rejected"] as const satisfies readonly PaymentStatus[];

/** Whether this payment's money is still to be sent (an entry fee the partner's next report covers). */
export const isPaymentDue = (status: PaymentStatus) => (PAYABLE_STATUSES as readonly PaymentStatus[]).includes(status);

/** The states that hold their UTR: a report waiting for the admin, or a confirmed payment. */
export const UTR_HOLDING_STATUSES = ["reported", "paid"] as const satisfies readonly PaymentStatus[];

/** The admin's decisions, and the states each may follow (paid: found in the bank, even unreported). */
export const DECIDED_FROM: Record<"paid" | "rejected", readonly PaymentStatus[]> = {
  paid: ["unpaid", "reported", "rejected"],
  rejected: ["reported"],
};

/** An order the partner can still pay (report or correct a UTR) and an admin still decide: not paid, not cancelled. */
export const isPayable = (order: { status: string; paymentStatus: PaymentStatus }) =>
  order.status !== "cancelled" && order.paymentStatus !== "paid";

/**
 * Whether an entry can be withdrawn: never once results are published; by an admin any entry
 * (a fee already sent is refunded outside the site); by a partner while registration is open and
 * the fee is not sent (reported or paid: the organisers withdraw it).
 */
export const canWithdrawEntry = (
  entry: { paymentStatus: PaymentStatus },
  { admin, registrationOpen, resultsPublished }: { admin: boolean; registrationOpen: boolean; resultsPublished: boolean },
) => !resultsPublished && (admin || (registrationOpen && isPaymentDue(entry.paymentStatus)));
