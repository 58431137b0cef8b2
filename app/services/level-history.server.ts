import { and, eq, sql } from "drizzle-orm";
import { centres, studentConsents, studentLevels, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import type { ConsentMethod, Course, LevelResult } from "~/lib/enums";
import { notFound } from "~/lib/errors";
import { canReadRecordReads, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";
import { logReads, newestReadsJson, toRecordReads, type ReadWhat, type RecordRead } from "./record-reads.server";
import { authorizeKeeper, rosterColumns, studentsVisibleTo, toRosterStudent, type RosterStudent } from "./students.server";

// A student's level history (student_levels, kept by the triggers of migration 0029): each level
// they were at, at which centre, from when to when and how it ended. Shown with the student to the
// partners of the student's centre now (their whole history, earlier centres included) and admins.

export type LevelHistoryEntry = {
  course: Course;
  level: number;
  startedOn: string;
  completedOn: string | null;
  result: LevelResult | null;
  centreId: string;
  /** The centre's name (a centre deleted since: empty). */
  centreName: string;
};
/** How the consent in force was recorded (the newest record), for the student's page and API. */
export type ConsentRecord = { method: ConsentMethod; recordedAt: string; noticeVersion: string; hasForm: boolean };
export type StudentWithHistory = RosterStudent & {
  levelHistory: LevelHistoryEntry[];
  consentRecord: ConsentRecord | null;
  /** Who opened the record lately, newest first: only for an admin who asks (the student's page). */
  reads?: RecordRead[];
};

/** The newest consent record, as JSON (null before any). */
const consentRecordJson = sql<string | null>`(select json_object('method', r.method, 'recordedAt', r.recorded_at,
    'noticeVersion', r.notice_version, 'hasForm', r.evidence_key is not null)
  from ${studentConsents} r where r.student_id = ${sql.identifier("students")}.${sql.identifier("id")}
  order by r.recorded_at desc, r.rowid desc limit 1)`;

/** The student's history as one JSON array, oldest first (rowid orders the rows of one day as they were written). */
const historyJson = sql<string>`(select json_group_array(json_object('course', h.course, 'level', h.level,
    'startedOn', h.started_on, 'completedOn', h.completed_on, 'result', h.result, 'centreId', h.centre_id,
    'centreName', coalesce(c.name, ''), 'seq', h.rowid))
  from ${studentLevels} h left join ${centres} c on c.id = h.centre_id
  where h.student_id = ${sql.identifier("students")}.${sql.identifier("id")})`;

type Stored = LevelHistoryEntry & { seq: number };
const oldestFirst = (a: Stored, b: Stored) => a.startedOn.localeCompare(b.startedOn) || a.seq - b.seq;

/**
 * GET /api/students/{id} and the student's page: one student `actor` may see with their progress and
 * history (one query), or 404. The read is logged (`what`) in the same batch; `withReads` adds, for
 * an admin, the newest reads of the record (this one first).
 */
export async function getStudentWithHistory(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  id: string,
  { what, withReads = false }: { what: ReadWhat; withReads?: boolean },
): Promise<StudentWithHistory> {
  const keeper = authorizeKeeper(actor);
  const theirs = and(eq(students.id, id), studentsVisibleTo(keeper));
  const showReads = withReads && canReadRecordReads(keeper);
  const [, [row]] = await db.batch([
    logReads(db, keeper, what, theirs),
    db
      .select({
        student: students,
        centreName: sql<string>`${centres.name}`.as("centre_name"),
        ...rosterColumns(),
        history: historyJson.as("level_history"),
        consentRecord: consentRecordJson.as("consent_record"),
        reads: (showReads ? newestReadsJson() : sql<null>`null`).as("newest_reads"),
      })
      .from(students)
      .innerJoin(centres, eq(centres.id, students.centreId))
      .where(theirs),
  ]);
  if (!row) throw notFound("Student not found.");
  const { history, consentRecord, reads, ...rest } = row;
  const levelHistory = (JSON.parse(history) as Stored[]).sort(oldestFirst).map(({ seq: _seq, ...entry }) => entry);
  const record = consentRecord ? (JSON.parse(consentRecord) as ConsentRecord & { hasForm: number | boolean }) : null;
  return {
    ...toRosterStudent(rest, indiaDate()),
    levelHistory,
    consentRecord: record ? { ...record, hasForm: Boolean(record.hasForm) } : null,
    ...(showReads ? { reads: toRecordReads(reads) } : {}),
  };
}
