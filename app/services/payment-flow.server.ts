import { notifications } from "~/db/schema";
import { insertAfterChange } from "~/db/insert-select.server";
import { invalidInput } from "~/lib/errors";
import { UTR_MESSAGE, UTR_PATTERN } from "~/lib/upi";
import type { Deps } from "./deps.server";
import { partnerUpdate } from "./notifications.server";

// The one UPI payment flow (unpaid, reported, paid, rejected) that every kind of payment follows:
// an order (payments.server.ts) and a partner's entry fees (entry-payments.server.ts) are adapters
// that say what is paid and how it is found. Here: the checks and the messages they share. The
// states and which may follow which are lib/payment-states.ts (browser-safe); who has used a UTR,
// utr-uses.server.ts.

export const REJECT_NOTE_MESSAGE = "Say why the payment is rejected (note): the partner reads it.";

/** A reported UTR: exactly 12 digits (400 naming `utr`). */
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
