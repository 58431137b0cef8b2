import { and, eq, inArray } from "drizzle-orm";
import { decisionUpdate, reportNotice, requireRejectionNote, requireUtr } from "./payment-flow.server";
import { PAYABLE_STATUSES } from "~/lib/payment-states";
import { competitionEntries, competitions } from "~/db/schema";
import { conflict, notFound } from "~/lib/errors";
import { formatRupees } from "~/lib/gst";
import { entryFeeReference } from "~/lib/payment-options";
import { authorize, canEnterCompetitions, canManageCompetitionEntries, isAdmin, type Actor } from "~/lib/permissions";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { centresRunBy } from "./students.server";
import { readUtrUse, utrFree, utrInUse, utrTaken, type UtrClaim } from "./utr-uses.server";

// Paying entry fees by UPI or bank transfer, the way an order is paid (services/payments.server.ts): the partner pays
// the total of their unpaid entries in one transfer and reports its UTR, which marks those entries
// `reported` and tells the admin feed; an admin who finds the money marks every entry of that UTR
// `paid`, or `rejected` with the reason, and the partner reports again. Conditional UPDATEs, notices
// in the same batch, written only if the UPDATE changed something.
//
// The UTR pays those fees and nothing else (services/utr-uses.server.ts, a condition of the
// report's UPDATE): so the entries of one UTR are one report of one partner, and the admin's
// decision, which names the UTR it was shown, touches them and no one else's.

export const adminCompetitionLink = (competitionId: string) => `/admin/competitions/${encodeURIComponent(competitionId)}`;
export const partnerCompetitionLink = (competitionId: string) => `/my-centres/competitions/${encodeURIComponent(competitionId)}`;

/** The partner reports one UTR for all their unpaid (or rejected) entries in the competition. */
export async function reportEntryPayment(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  { competitionId, utr }: { competitionId: string; utr: string },
) {
  const partner = authorize(actor, canEnterCompetitions, "Only franchise partners can report entry fee payments.");
  if (isAdmin(partner)) throw conflict("Admins confirm entry fees; partners report them.");
  requireUtr(utr);
  const mine = and(eq(competitionEntries.competitionId, competitionId), inArray(competitionEntries.centreId, centresRunBy(partner.id)));
  const claim: UtrClaim = { kind: "entries", payerId: partner.id };
  const [[read], due] = await db.batch([
    db
      .select({ competition: competitions, utrInUse: utrInUse(utr, claim) })
      .from(competitions)
      .where(eq(competitions.id, competitionId)),
    db
      .select({ id: competitionEntries.id })
      .from(competitionEntries)
      .where(and(mine, inArray(competitionEntries.paymentStatus, PAYABLE_STATUSES))),
  ]);
  if (!read) throw notFound("Competition not found.");
  const { competition } = read;
  if (competition.entryFee === 0) throw conflict("This competition has no entry fee.");
  if (!due.length) throw conflict("None of your entries has a fee left to pay.");
  const use = readUtrUse(read.utrInUse);
  if (use) throw utrTaken(utr, use);
  const amount = formatRupees(competition.entryFee * due.length);
  const now = new Date().toISOString();
  const noticeId = crypto.randomUUID();
  const count = due.length === 1 ? "1 entry" : `${due.length} entries`;
  const reference = entryFeeReference(competitionId, partner.id);
  const message = `${partner.name} reported a payment of ${amount} for ${count} in “${competition.title}” (reference ${reference}), UTR ${utr}.`;
  const ids = due.map((entry) => entry.id);
  const [updated] = await db.batch([
    db
      .update(competitionEntries)
      .set({ paymentStatus: "reported", paymentReference: utr, paymentReportedAt: now, paymentNote: null })
      .where(
        and(
          mine,
          inArray(competitionEntries.id, ids),
          inArray(competitionEntries.paymentStatus, PAYABLE_STATUSES),
          // Checked and written in one statement: of two reports of one UTR, D1 runs one first.
          utrFree(utr, claim),
        ),
      )
      .returning({ id: competitionEntries.id }),
    reportNotice(db, { id: noticeId, title: "Entry fees reported", message, time: now, link: adminCompetitionLink(competitionId) }),
    // The partner's line in the activity log, after the notice: written only when it was.
    activityEntry(db, partner, {
      action: "competition.payment_report",
      target: competitionId,
      summary: `Reported UTR ${utr} for ${amount} of entry fees (${count}) in “${competition.title}”`,
    }),
  ]);
  if (!updated.length) {
    // The UTR reported for another payment a moment before, or the entries changed.
    const after = await db
      .select({ utrInUse: utrInUse(utr, claim) })
      .from(competitions)
      .where(eq(competitions.id, competitionId))
      .get();
    const taken = readUtrUse(after?.utrInUse);
    throw taken ? utrTaken(utr, taken) : conflict("These entries changed meanwhile; reload the page and try again.");
  }
  deliver([noticeId]);
  return { count: updated.length, amount: competition.entryFee * updated.length, utr };
}

/** The decision's UTR has no reported entries (decided, or never reported here): 409 naming `utr`. */
function noneWaiting(utr: string) {
  const message = `No reported payment with UTR ${utr} is waiting in this competition: it was decided or changed since you looked; reload.`;
  return conflict(message, { utr: [message] });
}

/** An admin confirms (`paid`) or rejects (with `note`) every reported entry paid with the UTR they were shown (`utr`). */
export async function decideEntryPayment(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  { competitionId, utr, paymentStatus, note }: { competitionId: string; utr: string; paymentStatus: "paid" | "rejected"; note?: string },
) {
  const admin = authorize(actor, canManageCompetitionEntries, "Only administrators can confirm or reject entry fees.");
  requireRejectionNote(paymentStatus, note);
  const ofReference = and(
    eq(competitionEntries.competitionId, competitionId),
    eq(competitionEntries.paymentReference, utr),
    eq(competitionEntries.paymentStatus, "reported"),
  );
  const [[competition], reported] = await db.batch([
    db.select().from(competitions).where(eq(competitions.id, competitionId)),
    db.select({ id: competitionEntries.id, enteredBy: competitionEntries.enteredBy }).from(competitionEntries).where(ofReference),
  ]);
  if (!competition) throw notFound("Competition not found.");
  if (!reported.length) throw noneWaiting(utr);
  const paid = paymentStatus === "paid";
  const amount = formatRupees(competition.entryFee * reported.length);
  const updates = [...new Set(reported.map((entry) => entry.enteredBy))].map((recipientId) =>
    decisionUpdate(db, {
      recipientId,
      paid,
      payment: `${amount} (UTR ${utr}) for “${competition.title}”`,
      note,
      link: partnerCompetitionLink(competitionId),
      titles: { paid: "Entry fees confirmed", rejected: "Entry fee payment rejected" },
    }),
  );
  const [updated] = await db.batch([
    db
      .update(competitionEntries)
      .set({ paymentStatus, paymentNote: note ?? null })
      .where(ofReference)
      .returning({ id: competitionEntries.id }),
    activityEntry(db, admin, {
      action: "competition.payment",
      target: competitionId,
      summary: paid
        ? `Marked the entry fees of UTR ${utr} (${amount}) paid in “${competition.title}”`
        : `Rejected the entry fees of UTR ${utr} in “${competition.title}”: ${note}`,
    }),
    ...updates.map((update) => update.statement),
  ]);
  if (!updated.length) throw noneWaiting(utr);
  deliver(updates.map((update) => update.id));
  return { count: updated.length, paymentStatus };
}
