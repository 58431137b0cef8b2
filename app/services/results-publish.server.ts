import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { insertAfterChange } from "~/db/insert-select.server";
import { competitionEntries, competitions, notifications } from "~/db/schema";
import { conflict, notFound } from "~/lib/errors";
import { authorize, canManageCompetitionEntries, type Actor } from "~/lib/permissions";
import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_LENGTH } from "~/validation/results";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { partnerUpdate } from "./notifications.server";
import { COMPETITION_NOT_FOUND, MANAGE_RESULTS, notYetHeld } from "./results.server";

// Publishing a competition's results (admins). The first publish stamps resultsPublishedAt, gives
// every entry with a result its certificate code, tells each partner whose centres have entries
// (their Updates, and WhatsApp when delivery is configured) and adds the admin feed's row, all in
// one batch. Publishing again (results entered after the first) only gives the new results their
// codes; nobody is told twice. Two admins publishing at once: the second finds nothing left to do.

export const NOTHING_TO_PUBLISH = "Enter at least one result (an award) before publishing.";

export const adminResultsLink = (competitionId: string) => `/admin/competitions/${encodeURIComponent(competitionId)}/results`;
/** Where a partner sees their students' awards and certificate links (the partner's competition page). */
export const partnerCompetitionLink = (competitionId: string) => `/my-centres/competitions/${encodeURIComponent(competitionId)}`;

/** A new certificate code: CERTIFICATE_CODE_LENGTH characters of the unambiguous alphabet, uniformly at random. */
export function newCertificateCode(): string {
  const size = CERTIFICATE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < CERTIFICATE_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < CERTIFICATE_CODE_LENGTH) code += CERTIFICATE_ALPHABET[byte % size];
    }
  }
  return code;
}

/** The competition, its results still without a code, how many results it has, and the partners to tell: one query. */
async function publishingState(db: Deps["db"], competitionId: string) {
  // Spelled out with aliases: Drizzle leaves a one-table select's columns unqualified, and "id" would mean the entry's.
  const row = await db
    .select({
      title: competitions.title,
      date: competitions.date,
      publishedAt: competitions.resultsPublishedAt,
      results: sql<number>`(select count(*) from competition_entries e where e.competition_id = "competitions"."id" and e.award is not null)`,
      pending: sql<string>`(select json_group_array(e.id) from competition_entries e
        where e.competition_id = "competitions"."id" and e.award is not null and e.certificate_code is null)`,
      partners: sql<string>`(select json_group_array(distinct p.user_id) from centre_partners p
        where p.centre_id in (select e.centre_id from competition_entries e where e.competition_id = "competitions"."id"))`,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .get();
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return { ...row, pending: JSON.parse(row.pending) as string[], partners: JSON.parse(row.partners) as string[] };
}

/** Gives each listed entry (still without one) its code, from one JSON parameter, and keeps the student's name as issued. */
export function issueCodes(db: Deps["db"], competitionId: string, entryIds: string[]) {
  const codes = JSON.stringify(entryIds.map((id) => ({ id, code: newCertificateCode() })));
  return db
    .update(competitionEntries)
    .set({
      certificateCode: sql`(select json_extract(value, '$.code') from json_each(${codes}) where json_extract(value, '$.id') = ${competitionEntries.id})`,
      // The name the certificate is issued with: later roster edits never change what it says.
      certificateName: sql`(select s.name from students s where s.id = ${competitionEntries.studentId})`,
    })
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        isNull(competitionEntries.certificateCode),
        inArray(competitionEntries.id, sql`(select json_extract(value, '$.id') from json_each(${codes}))`),
      ),
    );
}

export type PublishOutcome = { publishedAt: string; certificatesIssued: number; firstPublish: boolean };

export async function publishResults(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  competitionId: string,
): Promise<PublishOutcome> {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE_RESULTS);
  const state = await publishingState(db, competitionId);
  // Results are of a competition held: not before its day (in India).
  const early = notYetHeld(state.date);
  if (early) throw conflict(early);
  if (!state.results) throw conflict(NOTHING_TO_PUBLISH);
  const issued = state.pending.length;
  if (state.publishedAt) {
    if (issued) {
      await withFreshCodes(() =>
        db.batch([
          issueCodes(db, competitionId, state.pending),
          activityEntry(db, admin, {
            action: "competition.publish",
            target: competitionId,
            summary: `Issued ${issued} more certificate${issued === 1 ? "" : "s"} for “${state.title}”`,
          }),
        ]),
      );
    }
    return { publishedAt: state.publishedAt, certificatesIssued: issued, firstPublish: false };
  }

  const now = new Date().toISOString();
  const updates = state.partners.map((recipientId) =>
    partnerUpdate(db, {
      recipientId,
      title: "Results published",
      message: `The results of “${state.title}” are out. See your students' awards and print their certificates.`,
      link: partnerCompetitionLink(competitionId),
    }),
  );
  const feedId = crypto.randomUUID();
  const feedMessage = `${admin.name} published the results of “${state.title}”: ${issued} certificate${issued === 1 ? "" : "s"}.`;
  const [[published]] = await withFreshCodes(() =>
    db.batch([
      db
        .update(competitions)
        .set({ resultsPublishedAt: now })
        .where(and(eq(competitions.id, competitionId), isNull(competitions.resultsPublishedAt)))
        .returning({ id: competitions.id }),
      activityEntry(db, admin, {
        action: "competition.publish",
        target: competitionId,
        summary: `Published the results of “${state.title}”`,
      }),
      ...updates.map((update) => update.statement),
      // The admin feed's row (no recipient).
      insertAfterChange(db, notifications, {
        id: feedId,
        title: "Results published",
        message: feedMessage,
        time: now,
        link: adminResultsLink(competitionId),
      }),
      issueCodes(db, competitionId, state.pending),
    ]),
  );
  // Another admin published first: their batch told everyone, this one gave out only what was left.
  if (!published)
    return { publishedAt: (await publishingState(db, competitionId)).publishedAt ?? now, certificatesIssued: 0, firstPublish: false };
  deliver([...updates.map((update) => update.id), feedId]);
  return { publishedAt: now, certificatesIssued: issued, firstPublish: true };
}

/** A code already taken (one in 10^11) fails the whole batch on the unique index: it runs again with new codes. */
export async function withFreshCodes<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !/UNIQUE constraint failed: competition_entries\.certificate_code/.test(String(error))) throw error;
    }
  }
}
