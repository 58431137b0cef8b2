import { notifications } from "~/db/schema";
import { insertAfterChange } from "~/db/insert-select.server";
import { invalidInput } from "~/lib/errors";
import { paymentOptions, type PaymentOptions, type PaymentSettings } from "~/lib/payment-options";
import { UTR_MESSAGE, UTR_PATTERN, type PaymentDue } from "~/lib/upi";
import type { Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";
import { partnerUpdate } from "./notifications.server";
import { getSiteInfo } from "./site-info.server";

// The one payment flow (unpaid, reported, paid, rejected), by UPI or bank transfer, that every kind of payment follows:
// an order (payments.server.ts) and a partner's entry fees (entry-payments.server.ts) are adapters
// that say what is paid and how it is found. Here: the checks and the messages they share. The
// states and which may follow which are lib/payment-states.ts (browser-safe); who has used a UTR,
// utr-uses.server.ts.

export const REJECT_NOTE_MESSAGE = "Say why the payment is rejected (note): the partner reads it.";

/**
 * How `payer` may pay: the saved bank account and UPI payee, as they may see them (none for a
 * visitor), read with the request's other settings (one query per request, site-info.server.ts).
 */
export async function getPaymentSettings(deps: Pick<Deps, "db">, payer: Actor | null): Promise<PaymentSettings> {
  const info = await getSiteInfo(deps, payer);
  return { upi: info.upi ?? null, bank: info.bank ?? null };
}

/** The ways to pay `due` that `payer` is offered (lib/payment-options.ts: bank transfer, and UPI up to its limit). */
export async function howToPay(deps: Pick<Deps, "db">, payer: Actor | null, due: PaymentDue): Promise<PaymentOptions> {
  return paymentOptions(await getPaymentSettings(deps, payer), due);
}

/** A reported UTR: 12 digits (UPI, IMPS) or 16 to 22 letters and digits (NEFT, RTGS); else 400 naming `utr`. */
export function requireUtr(utr: string) {
  if (!UTR_PATTERN.test(utr)) throw invalidInput(UTR_MESSAGE, { utr: [UTR_MESSAGE] });
}

/** A rejection says why (400 naming `note`): the partner reads it. */
export function requireRejectionNote(paymentStatus: "paid" | "rejected", note: string | undefined) {
  if (paymentStatus === "rejected" && !note?.trim()) throw invalidInput(REJECT_NOTE_MESSAGE, { note: [REJECT_NOTE_MESSAGE] });
}

/** The admin feed's notice of a report, for the report's batch right after its UPDATE: written only if that changed something. */
export const reportNotice = (db: Deps["db"], notice: { id: string; title: string; message: string; time: string; link: string }) =>
  insertAfterChange(db, notifications, notice);

/**
 * The partner's update of an admin's decision, for the decision's batch: `payment` says what was
 * paid ("₹1,180 for order INV-…", "₹600 (UTR …) for “…”"), `titles` the kind's own titles.
 */
export function decisionUpdate(
  db: Deps["db"],
  {
    recipientId,
    paid,
    payment,
    note,
    link,
    titles,
  }: {
    recipientId: string;
    paid: boolean;
    payment: string;
    note: string | undefined;
    link: string;
    titles: { paid: string; rejected: string };
  },
) {
  return partnerUpdate(db, {
    recipientId,
    title: paid ? titles.paid : titles.rejected,
    message: paid
      ? `Your payment of ${payment} is confirmed. Thank you!`
      : `Your payment of ${payment} could not be confirmed: ${note}. Please check the UTR and report it again.`,
    link,
  });
}
