import { cutText } from "./cut-text";
import type { UpiPayee } from "./site";

// Paying by UPI (NPCI's deep-link format):
// `upi://pay?pa=<VPA>&pn=<payee>&am=<amount>&cu=INR&tn=<note>&tr=<reference>[&mc=<merchant code>]`.
// Browser-safe: the order card and the invoice build the link; the server draws the same text as a QR.

/**
 * A UTR, the reference the bank shows for a payment, whichever way it went: 12 digits for UPI (and
 * IMPS), 16 to 22 letters and digits for a bank transfer (NEFT 16, RTGS 22). Upper case: the forms
 * and the API's schema drop spaces and raise the letters before this is checked.
 */
export const UTR_PATTERN = /^(?:\d{12}|[A-Z0-9]{16,22})$/;
export const UTR_MESSAGE = "Enter the payment's UTR: 12 digits for UPI or IMPS, or 16 to 22 letters and digits for NEFT or RTGS";

/** The partner's tick (the API's `sharedPayment: true`): one transfer paid several of their orders, each reported with its UTR. */
export const SHARED_PAYMENT_LABEL = "This one payment covers my other order(s) too";

/**
 * The largest amount offered by UPI unless Settings say otherwise: ₹1,00,000, NPCI's cap per
 * payment for most payers. Above it, bank transfer only.
 */
export const DEFAULT_UPI_LIMIT = 100_000;

/** Whether `amount` (rupees) may be paid to `payee` by UPI: at most the saved limit, or the default. */
export const upiAllows = (payee: UpiPayee, amount: number) => amount > 0 && amount <= (payee.limit ?? DEFAULT_UPI_LIMIT);

/** What one payment is for: whole rupees, the reference the money must carry (an invoice number), and a note to show. */
export type PaymentDue = { amount: number; reference: string; note: string };

/** NPCI: the note (`tn`) at most 50 characters, the reference (`tr`) at most 35. */
const UPI_NOTE_MAX = 50;
const UPI_REFERENCE_MAX = 35;

/**
 * `upi://pay?...` for one payment: the payee, the exact amount with paise, rupees, the note, the
 * reference (`tr`: the invoice number, or the entry fees' reference) and the merchant code only
 * when one is saved.
 */
export function upiPayLink(payee: UpiPayee, due: PaymentDue): string {
  const params: [string, string][] = [
    ["pa", payee.vpa],
    ["pn", payee.payeeName],
    ["am", due.amount.toFixed(2)],
    ["cu", "INR"],
    // Cut by whole characters.
    ["tn", cutText(due.note, UPI_NOTE_MAX)],
    ["tr", cutText(due.reference, UPI_REFERENCE_MAX)],
  ];
  if (payee.merchantCode) params.push(["mc", payee.merchantCode]);
  // encodeURIComponent, not URLSearchParams: UPI apps read %20 for a space, not "+", and "@" stays readable.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%40/g, "@")}`).join("&");
  return `upi://pay?${query}`;
}

/** Where the order's QR code is drawn (the resource route kit-ordering.orders.$id.upi-qr[.]svg). */
export const upiQrPath = (orderId: string) => `/kit-ordering/orders/${encodeURIComponent(orderId)}/upi-qr.svg`;
