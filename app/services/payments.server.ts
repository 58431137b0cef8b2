import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { decisionUpdate, reportNotice, requireRejectionNote, requireUtr } from "./payment-flow.server";
import { DECIDED_FROM } from "~/lib/payment-states";
import { orders } from "~/db/schema";
import { conflict, invalidInput, notFound } from "~/lib/errors";
import { formatRupees } from "~/lib/gst";
import { orderLink } from "~/lib/notification-links";
import { authorize, canManageOrders, canOrderKits, type Actor } from "~/lib/permissions";
import { activityEntry } from "./activity.server";
import { orderColumns, toOrder, type Order, type OrderRead } from "./orders.server";
import type { Deps } from "./deps.server";
import { readUtrUse, utrFree, utrInUse, utrTaken, utrTakenSinceRejected, type UtrClaim } from "./utr-uses.server";

// Paying for an order by UPI or bank transfer (issues 14, 32). The partner pays outside the site and
// reports the transaction reference (UTR): the payment is `reported`, and the admin feed hears of it. An admin
// who finds the money marks it `paid`; one who does not, `rejected` with the reason, and the
// partner may report again. Every move is a conditional UPDATE, so two tabs or two admins cannot race
// it past its rules; the notice of the move is in the same batch and written only if it happened.
//
// The rules:
// - Only the order's own partner reports (an admin reports nothing for anyone else; another
//   partner's order is not found). Not on a cancelled or paid order (409).
// - A UTR pays one thing, or several orders of one partner who says so (`sharedPayment`): the rule
//   of who has used a UTR is services/utr-uses.server.ts, a condition of the report's UPDATE.
// - A reported payment can be corrected by reporting again (a typo in the UTR); the same UTR again
//   changes nothing. A rejected one is reported again the same way; the rejection note is cleared.
// - `paid`: from reported, or from unpaid or rejected too (the admin found the money in the bank
//   under another reference, or it was paid some other way; the note may say so). Never a cancelled order.
// - `rejected`: only a reported payment, and only with a note (the partner reads it).
// - A decision is on the UTR the admin was shown (`utr`; none for an order never reported): it
//   applies only while the order still has that UTR (409 otherwise), so a correction the partner
//   sent meanwhile is never confirmed unseen. The API asks for `utr` whenever the order has one.

const NOT_FOUND = "Order not found.";
export const CANCELLED_PAYMENT_MESSAGE = "A cancelled order cannot be paid.";
export const ALREADY_PAID_MESSAGE = "This order is already paid.";
const STALE_UTR_MESSAGE = "The partner reported a different UTR since you looked; reload.";

/** The order (its partner's own, given `ownerId`), and who else uses `utr` if `claim` took it. */
async function findOrder(db: Deps["db"], id: string, ownerId?: string, claim?: { utr: string; claim: UtrClaim }) {
  const row = await db
    .select({ ...orderColumns(), utrInUse: claim ? utrInUse(claim.utr, claim.claim) : sql<null>`null`.as("utr_in_use") })
    .from(orders)
    .where(and(eq(orders.id, id), ownerId ? eq(orders.userId, ownerId) : undefined))
    .get();
  if (!row) return undefined;
  const { utrInUse: use, ...order } = row;
  return { order: order as OrderRead, use: readUtrUse(use) };
}

/** Why the partner cannot report a payment for this order, or null when they can. */
function reportRefusal(row: OrderRead) {
  if (row.status === "cancelled") return conflict(CANCELLED_PAYMENT_MESSAGE);
  if (row.paymentStatus === "paid") return conflict(ALREADY_PAID_MESSAGE);
  return null;
}

/**
 * The partner reports the UTR of their payment (UPI or bank transfer) for their own order; `sharedPayment`: the same
 * transfer paid their other order(s) that report it too.
 */
export async function reportPayment(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  { id, utr, sharedPayment = false }: { id: string; utr: string; sharedPayment?: boolean },
): Promise<Order> {
  const buyer = authorize(actor, canOrderKits, "Only franchise partners can report payments for their orders.");
  requireUtr(utr);
  const claim: UtrClaim = { kind: "order", payerId: buyer.id, orderId: id, sharedPayment };
  const found = await findOrder(db, id, buyer.id, { utr, claim });
  if (!found) throw notFound(NOT_FOUND);
  const { order: current, use } = found;
  const refusal = reportRefusal(current);
  if (refusal) throw refusal;
  if (current.paymentStatus === "reported" && current.paymentReference === utr) return toOrder(current);
  if (use) throw utrTaken(utr, use);

  const now = new Date().toISOString();
  const noticeId = crypto.randomUUID();
  const corrected = current.paymentStatus === "reported" ? " (a corrected reference)" : "";
  const message = `${current.franchiseeName} reported a payment of ${formatRupees(current.total)} for invoice ${current.invoiceNumber}, UTR ${utr}${corrected}.`;
  const [[row]] = await db.batch([
    db
      .update(orders)
      .set({ paymentStatus: "reported", paymentReference: utr, paymentReportedAt: now, paymentNote: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.userId, buyer.id),
          ne(orders.status, "cancelled"),
          ne(orders.paymentStatus, "paid"),
          // Checked and written in one statement: of two reports of one UTR, D1 runs one first.
          utrFree(utr, claim),
        ),
      )
      .returning(orderColumns()),
    // The admin feed's notice (no recipient), written only if the UPDATE above changed the order.
    reportNotice(db, { id: noticeId, title: "Payment reported", message, time: now, link: orderLink(id) }),
    // The partner's line in the activity log, after the notice: written only when it was.
    activityEntry(db, buyer, {
      action: "order.payment_report",
      target: id,
      summary: `Reported UTR ${utr}${corrected} for ${formatRupees(current.total)} of invoice ${current.invoiceNumber}`,
    }),
  ]);
  if (!row) {
    // Changed meanwhile (an admin cancelled it or confirmed the payment, or the UTR was reported for
    // another payment a moment before): say what it is now.
    const after = await findOrder(db, id, buyer.id, { utr, claim });
    if (after?.use) throw utrTaken(utr, after.use);
    throw (after && reportRefusal(after.order)) ?? notFound(NOT_FOUND);
  }
  deliver([noticeId]);
  return toOrder(row);
}

function decisionRefusal(row: OrderRead, paymentStatus: "paid" | "rejected") {
  if (paymentStatus === "paid" && row.status === "cancelled") return conflict("A cancelled order cannot be marked paid.");
  if (!DECIDED_FROM[paymentStatus].includes(row.paymentStatus)) {
    const message =
      paymentStatus === "rejected"
        ? `Only a reported payment can be rejected; this order's payment is ${row.paymentStatus}.`
        : `This order's payment is already ${row.paymentStatus}.`;
    return conflict(message, { paymentStatus: [message] });
  }
  return null;
}

/**
 * Whether the admin decides on the UTR the order has: `utr` is the one they were shown (null: none
 * was; undefined: the API's caller sent none, which only an order never reported may do).
 */
function seenUtrRefusal(row: OrderRead, utr: string | null | undefined) {
  const reported = row.paymentReference;
  if (utr === undefined && reported) {
    const message = `Send the UTR you checked as utr: this payment was reported with UTR ${reported}.`;
    return invalidInput(message, { utr: [message] });
  }
  if ((utr ?? null) !== reported) return conflict(STALE_UTR_MESSAGE, { utr: [STALE_UTR_MESSAGE] });
  return null;
}

/**
 * An admin confirms a payment (`paid`) or rejects a reported one with the reason (`note`), on the
 * UTR they were shown (`utr`, see seenUtrRefusal).
 */
export async function decidePayment(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  { id, paymentStatus, note, utr }: { id: string; paymentStatus: "paid" | "rejected"; note?: string; utr?: string | null },
): Promise<Order> {
  const admin = authorize(actor, canManageOrders, "Only administrators can confirm or reject payments.");
  requireRejectionNote(paymentStatus, note);
  const found = await findOrder(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const current = found.order;
  // Marking a paid order paid again changes nothing, whatever UTR came with it.
  if (paymentStatus === "paid" && current.paymentStatus === "paid") return toOrder(current);
  const unseen = seenUtrRefusal(current, utr);
  if (unseen) throw unseen;
  const refusal = decisionRefusal(current, paymentStatus);
  if (refusal) throw refusal;

  const now = new Date().toISOString();
  const amount = formatRupees(current.total);
  const paid = paymentStatus === "paid";
  const reference = current.paymentReference;
  // A rejected report used its UTR no more; marked paid, it uses it again (see utr-uses.server.ts).
  const reclaim =
    paid && reference
      ? { utr: reference, claim: { kind: "order", payerId: current.userId, orderId: id, sharedPayment: true } satisfies UtrClaim }
      : undefined;
  const update = decisionUpdate(db, {
    recipientId: current.userId,
    paid,
    payment: `${amount} for order ${current.invoiceNumber}`,
    note,
    link: orderLink(id),
    titles: { paid: "Payment confirmed", rejected: "Payment rejected" },
  });
  const [[row]] = await db.batch([
    db
      .update(orders)
      .set({ paymentStatus, paidAt: paid ? now : null, paymentNote: note ?? null, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.paymentStatus, DECIDED_FROM[paymentStatus]),
          paid ? ne(orders.status, "cancelled") : undefined,
          reference === null ? isNull(orders.paymentReference) : eq(orders.paymentReference, reference),
          reclaim ? or(ne(orders.paymentStatus, "rejected"), utrFree(reclaim.utr, reclaim.claim)) : undefined,
        ),
      )
      .returning(orderColumns()),
    activityEntry(db, admin, {
      action: "order.payment",
      target: id,
      summary: paid ? `Marked the payment of ${current.invoiceNumber} paid` : `Rejected the payment of ${current.invoiceNumber}: ${note}`,
    }),
    update.statement,
  ]);
  if (!row) {
    const after = await findOrder(db, id, undefined, reclaim);
    if (!after) throw notFound(NOT_FOUND);
    const changed = seenUtrRefusal(after.order, utr);
    if (changed) throw changed;
    if (paid && after.order.paymentStatus === "paid") return toOrder(after.order);
    const refused = decisionRefusal(after.order, paymentStatus);
    if (refused) throw refused;
    if (reclaim && after.use) throw utrTakenSinceRejected(reclaim.utr, after.use);
    throw conflict("This payment changed meanwhile; reload.");
  }
  deliver([update.id]);
  return toOrder(row);
}
