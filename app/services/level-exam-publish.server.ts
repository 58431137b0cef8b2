import { and, eq, isNull, or, sql } from "drizzle-orm";
import { levelNumberOf } from "~/lib/level-names";
import { insertAfterChange } from "~/db/insert-select.server";
import { competitions, notifications, studentLevels, students } from "~/db/schema";
import { conflict, notFound } from "~/lib/errors";
import { authorize, canManageCompetitionEntries, type Actor } from "~/lib/permissions";
import { LEVEL_MAX } from "~/validation/students";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { LEVEL_EXAM_NOT_FOUND, MANAGE_LEVEL_EXAMS } from "./level-exams.server";
import { partnerUpdate } from "./notifications.server";
import { notYetHeld } from "./results.server";
import { issueCodes, withFreshCodes } from "./results-publish.server";

// Publishing a level exam's results (admins), in ONE batch: the exam is marked published; each entry
// at or above the pass mark that was not published before closes the student's level in their history
// as "passed" (with its entry), moves them up a level (the trigger on students opens the next one;
// the programme's last level is completed, not passed beyond) and gets its level certificate code;
// the partners whose students sat are told. Publishing again (marks entered since) does the same for
// the new passes only; two admins publishing at once promote each student once, as every step
// matches only what is still to do.

export const NO_MARKS = "Enter at least one student's marks before publishing.";
export const partnerExamLink = (examId: string) => `/my-centres/competitions/${encodeURIComponent(examId)}`;
export const adminMarksLink = (examId: string) => `/admin/level-exams/${encodeURIComponent(examId)}`;

/** A pass still to publish: its entry, the student and the level they passed. */
type Pass = { id: string; studentId: string; level: string };

/** The exam, its marks counted, its passes still without a certificate, and the partners to tell: one query. */
async function publishingState(db: Deps["db"], examId: string) {
  const row = await db
    .select({
      title: competitions.title,
      date: competitions.date,
      course: competitions.course,
      publishedAt: competitions.resultsPublishedAt,
      marked: sql<number>`(select count(*) from competition_entries e where e.competition_id = "competitions"."id" and e.score is not null)`,
      passes: sql<string>`(select json_group_array(json_object('id', e.id, 'studentId', e.student_id, 'level', e.level))
        from competition_entries e where e.competition_id = "competitions"."id"
          and e.score >= "competitions"."pass_mark" and e.certificate_code is null)`,
      programmeLevels: sql<number>`(select count(*) from course_levels cl where cl.course = "competitions"."course")`,
      partners: sql<string>`(select json_group_array(distinct p.user_id) from centre_partners p
        where p.centre_id in (select e.centre_id from competition_entries e where e.competition_id = "competitions"."id"
          and e.score is not null and (e.certificate_code is null or "competitions"."results_published_at" is null)))`,
    })
    .from(competitions)
    .where(and(eq(competitions.id, examId), eq(competitions.kind, "level-exam")))
    .get();
  if (!row) throw notFound(LEVEL_EXAM_NOT_FOUND);
  return {
    ...row,
    passes: JSON.parse(row.passes) as Pass[],
    partners: JSON.parse(row.partners) as string[],
    lastLevel: Number(row.programmeLevels) || LEVEL_MAX,
  };
}

/** The passes as one JSON parameter: each student with the level number they passed. */
const passList = (passes: Pass[]) =>
  JSON.stringify(passes.map(({ id, studentId, level }) => ({ e: id, s: studentId, l: levelNumberOf(level) })));

/** Closes each passing student's open level (the one examined) as passed, with the entry and the exam's day. */
function closeLevels(db: Deps["db"], passes: string, course: string, date: string) {
  const pass = (key: string) =>
    sql`(select json_extract(value, ${`$.${key}`}) from json_each(${passes}) where json_extract(value, '$.s') = ${studentLevels.studentId})`;
  return db
    .update(studentLevels)
    .set({ completedOn: date, result: "passed", examEntryId: pass("e") })
    .where(and(isNull(studentLevels.completedOn), eq(studentLevels.course, course as never), sql`${studentLevels.level} = ${pass("l")}`));
}

/** Moves each passing student up from the level they passed (not past the programme's last); the trigger opens the new level. */
function promote(db: Deps["db"], passes: string, course: string, lastLevel: number) {
  // Qualified: json_each has an "id" column of its own.
  const studentId = sql`${sql.identifier("students")}.${sql.identifier("id")}`;
  const passed = sql`(select json_extract(value, '$.l') from json_each(${passes}) where json_extract(value, '$.s') = ${studentId})`;
  return db
    .update(students)
    .set({ level: sql`${students.level} + 1`, updatedAt: new Date().toISOString() })
    .where(and(eq(students.course, course as never), sql`${students.level} = ${passed}`, sql`${students.level} < ${lastLevel}`));
}

/** Passes of the exam still without their certificate (a subquery of the exam's UPDATE). */
const passesLeft = sql`exists (select 1 from competition_entries e where e.competition_id = ${sql.identifier("competitions")}.${sql.identifier("id")}
  and e.score >= ${sql.identifier("competitions")}.${sql.identifier("pass_mark")} and e.certificate_code is null)`;

export type LevelExamPublishOutcome = { publishedAt: string; passed: number; firstPublish: boolean };

export async function publishLevelExam(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  examId: string,
): Promise<LevelExamPublishOutcome> {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  const state = await publishingState(db, examId);
  const early = notYetHeld(state.date, undefined, "exam");
  if (early) throw conflict(early);
  if (!Number(state.marked)) throw conflict(NO_MARKS);
  const passed = state.passes.length;
  const firstPublish = !state.publishedAt;
  if (!firstPublish && !passed) return { publishedAt: state.publishedAt!, passed: 0, firstPublish };

  const now = new Date().toISOString();
  const passes = passList(state.passes);
  const course = state.course ?? "";
  const updates = state.partners.map((recipientId) =>
    partnerUpdate(db, {
      recipientId,
      title: "Level exam results",
      message: `The results of “${state.title}” are out. See who passed and moved up a level, print their level certificates and order the kits of their new level.`,
      link: partnerExamLink(examId),
    }),
  );
  const feedId = crypto.randomUUID();
  const summary = `${passed} pass${passed === 1 ? "" : "es"} in “${state.title}”`;
  const [first] = await withFreshCodes(() =>
    db.batch([
      // Marked published (kept from the first time) while there is something to publish: an admin who
      // published a moment earlier leaves nothing, and the log, updates and feed rows (inserted only
      // after a change) are not written twice.
      db
        .update(competitions)
        .set({ resultsPublishedAt: sql`coalesce(${competitions.resultsPublishedAt}, ${now})` })
        .where(and(eq(competitions.id, examId), or(isNull(competitions.resultsPublishedAt), passesLeft)))
        .returning({ publishedAt: competitions.resultsPublishedAt }),
      activityEntry(db, admin, { action: "competition.publish", target: examId, summary: `Published ${summary}` }),
      ...updates.map((update) => update.statement),
      insertAfterChange(db, notifications, {
        id: feedId,
        title: "Level exam results published",
        message: `${admin.name} published ${summary}.`,
        time: now,
        link: adminMarksLink(examId),
      }),
      closeLevels(db, passes, course, state.date),
      promote(db, passes, course, state.lastLevel),
      issueCodes(
        db,
        examId,
        state.passes.map((pass) => pass.id),
      ),
    ]),
  );
  deliver([...updates.map((update) => update.id), feedId]);
  return { publishedAt: first[0]?.publishedAt ?? now, passed, firstPublish };
}
