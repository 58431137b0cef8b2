import { cutText } from "./cut-text";
import type { UpiPayee } from "./site";

// Paying by UPI (NPCI's deep-link format): `upi://pay?pa=<VPA>&pn=<payee>&am=<amount>&cu=INR&tn=<note>`.
// Browser-safe: the order card and the invoice build the link; the server draws the same text as a QR.

/** A UTR (the UPI transaction reference the bank shows): exactly 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
export const UTR_MESSAGE = "Enter the 12-digit UPI transaction reference (UTR)";

/** The partner's tick (the API's `sharedPayment: true`): one transfer paid several of their orders, each reported with its UTR. */
export const SHARED_PAYMENT_LABEL = "This one payment covers my other order(s) too";

const UPI_NOTE_MAX = 50;

/** `upi://pay?...` for one order: the payee, the exact amount with paise, rupees, and the invoice number as the note. */
export function upiPayLink(payee: UpiPayee, order: { total: number; invoiceNumber: string }): string {
  const params: [string, string][] = [
    ["pa", payee.vpa],
    ["pn", payee.payeeName],
    ["am", order.total.toFixed(2)],
    ["cu", "INR"],
    // The note a UPI app shows (NPCI: at most 50 characters), cut by whole characters.
    ["tn", cutText(order.invoiceNumber, UPI_NOTE_MAX)],
  ];
  // encodeURIComponent, not URLSearchParams: UPI apps read %20 for a space, not "+", and "@" stays readable.
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%40/g, "@")}`).join("&");
  return `upi://pay?${query}`;
}

/** Where the order's QR code is drawn (the resource route kit-ordering.orders.$id.upi-qr[.]svg). */
export const upiQrPath = (orderId: string) => `/kit-ordering/orders/${encodeURIComponent(orderId)}/upi-qr.svg`;
