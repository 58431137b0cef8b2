import type { BankAccount, UpiPayee } from "./site";
import { DEFAULT_UPI_LIMIT, upiAllows, upiPayLink, type PaymentDue } from "./upi";

// How a payment may be made, one rule for every place that offers it (the orders page, the invoice,
// the order's QR code, the competition's entry-fee panel and the API): by bank transfer (NEFT, RTGS,
// IMPS) to the saved account with the reference as the remark, and by UPI only up to the UPI limit.
// Browser-safe, so a card and the server draw the same thing from the same settings.

/** The payment settings a payer is handed (services/site-info.server.ts): either may be unsaved. */
export type PaymentSettings = { upi: UpiPayee | null; bank: BankAccount | null };

export type PaymentOptions = PaymentDue & {
  /** Bank transfer to this account with `reference` as the remark; null until an account is saved. */
  bankTransfer: BankAccount | null;
  /** UPI: the payee and the upi:// link; null when no payee is saved or the amount is above the UPI limit. */
  upi: { vpa: string; payeeName: string; link: string } | null;
  /** The limit that kept UPI off (a payee is saved but the amount is above it), else null. */
  upiLimit: number | null;
};

export function paymentOptions(settings: PaymentSettings, due: PaymentDue): PaymentOptions {
  const payee = settings.upi;
  const allowed = payee !== null && upiAllows(payee, due.amount);
  return {
    ...due,
    bankTransfer: settings.bank,
    upi: allowed ? { vpa: payee.vpa, payeeName: payee.payeeName, link: upiPayLink(payee, due) } : null,
    upiLimit: payee && !allowed ? (payee.limit ?? DEFAULT_UPI_LIMIT) : null,
  };
}

/** Whether anything is offered: without either setting the payer is told the details will follow. */
export const canPayNow = (options: PaymentOptions) => options.bankTransfer !== null || options.upi !== null;

/** An order is paid with its invoice number as the reference and the note. */
export const orderDue = (order: { total: number; invoiceNumber: string }): PaymentDue => ({
  amount: order.total,
  reference: order.invoiceNumber,
  note: order.invoiceNumber,
});

/**
 * The reference of one partner's entry fees in one competition, the same on every visit (an entry
 * fee has no invoice): "EF-" and 7 letters and digits from the two ids (FNV-1a), short enough for
 * a NEFT remark and UPI's `tr`.
 */
export function entryFeeReference(competitionId: string, partnerId: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${competitionId}:${partnerId}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `EF-${hash.toString(36).toUpperCase().padStart(7, "0")}`;
}

/** A partner's unpaid entry fees in one competition: `count` entries at `fee` each, in one transfer. */
export const entryFeesDue = (
  competition: { id: string; title: string; entryFee: number },
  partnerId: string,
  count: number,
): PaymentDue => ({
  amount: competition.entryFee * count,
  reference: entryFeeReference(competition.id, partnerId),
  note: `Entry fees ${competition.title}`,
});
