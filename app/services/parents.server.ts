import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { centres, competitionEntries, privacyRequests, studentConsents, studentLevels, students, studentTransfers } from "~/db/schema";
import { consentOf } from "~/lib/consent";
import { courseName } from "~/lib/courses";
import { indiaDate } from "~/lib/dates";
import type { Award, ConsentMethod, Course, LevelResult } from "~/lib/enums";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { readTogether } from "~/db/read-together.server";
import type { Deps } from "./deps.server";
import type { Locale } from "~/i18n/locales";

// What a parent signed in to /parents sees: every child on record with their phone (siblings
// included), each with their centre, course and level history, their competitions and exams (hall
// tickets before, results and certificates after), and the consent in force with its history; and
// everything held about them, to download (DPDP Act section 11). A parent never sees another's
// child. Each child's lists come as JSON from correlated subqueries: one statement for all children.

/** A JSON array of `object` over `from` (SQL text naming the outer student as "students"."id"), newest first by `order`. */
const jsonList = (object: string, from: string, order: string) =>
  sql.raw(`coalesce((select json_group_array(json(x.item)) from (select ${object} as item ${from} order by ${order}) x), '[]')`);

const LEVELS = jsonList(
  "json_object('course', l.course, 'level', l.level, 'startedOn', l.started_on, 'completedOn', l.completed_on, 'result', l.result)",
  `from student_levels l where l.student_id = "students"."id"`,
  "l.started_on desc",
);
const ENTRIES = jsonList(
  `json_object('id', e.id, 'title', c.title, 'kind', c.kind, 'date', c.date, 'level', e.level, 'rollNumber', e.roll_number,
    'published', c.results_published_at is not null, 'award', e.award, 'rank', e.rank, 'score', e.score, 'certificateCode', e.certificate_code)`,
  `from competition_entries e join competitions c on c.id = e.competition_id where e.student_id = "students"."id"`,
  "c.date desc",
);
const CONSENTS = jsonList(
  `json_object('core', k.core, 'results', k.results, 'photos', k.photos, 'messages', k.messages, 'method', k.method,
    'noticeVersion', k.notice_version, 'recordedAt', k.recorded_at)`,
  `from student_consents k where k.student_id = "students"."id"`,
  "k.recorded_at desc",
);

type Entry = {
  id: string;
  title: string;
  kind: "competition" | "level-exam";
  date: string;
  level: string;
  rollNumber: string;
  published: number;
  award: Award | null;
  rank: number | null;
  score: number | null;
  certificateCode: string | null;
};
type Consent = {
  core: number;
  results: number;
  photos: number;
  messages: number;
  method: ConsentMethod;
  noticeVersion: string;
  recordedAt: string;
};
type Level = { course: Course; level: number; startedOn: string; completedOn: string | null; result: LevelResult | null };

/** The children of a phone, with everything their page shows: one statement. */
export async function listParentChildren({ db }: Pick<Deps, "db">, phone: string, today = indiaDate()) {
  // With the parent's requests (the page reads both at once): one round trip.
  const rows = await readTogether(
    db,
    db
      .select({
        student: students,
        centre: { name: sql<string>`${centres.name}`.as("centre_name"), city: centres.city },
        levels: sql<string>`${LEVELS}`.as("levels_json"),
        entries: sql<string>`${ENTRIES}`.as("entries_json"),
        consents: sql<string>`${CONSENTS}`.as("consents_json"),
      })
      .from(students)
      .innerJoin(centres, eq(centres.id, students.centreId))
      .where(eq(students.parentPhone, phone))
      .orderBy(asc(students.name)),
  );
  return rows.map(({ student, centre, ...lists }) => {
    const entries = (JSON.parse(lists.entries) as Entry[]).map((entry) => ({ ...entry, published: Boolean(entry.published) }));
    const consents = (JSON.parse(lists.consents) as Consent[]).map((row) => ({
      ...row,
      core: Boolean(row.core),
      results: Boolean(row.results),
      photos: Boolean(row.photos),
      messages: Boolean(row.messages),
    }));
    return {
      id: student.id,
      name: student.name,
      dateOfBirth: student.dateOfBirth,
      course: courseName(student.course),
      level: student.level,
      archived: student.archived,
      centre,
      consent: consentOf(student),
      /** The consent asks again when the notice has changed since it was given. */
      noticeChanged: student.consentStatus === "given" && consents[0]?.noticeVersion !== PRIVACY_NOTICE_VERSION,
      consents,
      levels: (JSON.parse(lists.levels) as Level[]).map((level) => ({ ...level, course: courseName(level.course) })),
      upcoming: entries.filter((entry) => !entry.published && entry.date >= today),
      results: entries.filter((entry) => entry.published),
    };
  });
}
export type ParentChild = Awaited<ReturnType<typeof listParentChildren>>[number];

/** json_object of every column of `table` under its name in the schema, read as `alias` (the export shows rows as stored). */
const rowJson = (table: SQLiteTable, alias: string, leaveOut: string[] = []) =>
  `json_object(${Object.entries(getTableColumns(table))
    .filter(([key]) => !leaveOut.includes(key))
    .map(([key, column]) => `'${key}', ${alias}."${column.name}"`)
    .join(", ")})`;

/** A JSON array of `item` over `from` (SQL text that may name the outer "students"."id"). */
const listOf = (item: string, from: string) =>
  `coalesce((select json_group_array(json(x.item)) from (select ${item} as item ${from}) x), '[]')`;

/** Each child's lists, the staff reads the newest `readsLimit` (with their count). */
const exportLists = (readsLimit: number) =>
  sql.raw(`json_object(
  'consents', json(${listOf(rowJson(studentConsents, "k", ["evidenceKey"]), `from student_consents k where k.student_id = "students"."id" order by k.recorded_at`)}),
  'signedFormPhotos', (select count(*) from student_consents f where f.student_id = "students"."id" and f.evidence_key is not null),
  'levels', json(${listOf(rowJson(studentLevels, "l"), `from student_levels l where l.student_id = "students"."id" order by l.started_on`)}),
  'entries', json(${listOf(
    `json_object('competition', c.title, 'kind', c.kind, 'date', c.date, 'entry', json(${rowJson(competitionEntries, "e")}))`,
    `from competition_entries e join competitions c on c.id = e.competition_id where e.student_id = "students"."id" order by c.date`,
  )}),
  'transfers', json(${listOf(rowJson(studentTransfers, "t"), `from student_transfers t where t.student_id = "students"."id" order by t.requested_at`)}),
  'staffReads', json(${listOf(
    `json_object('readAt', r.read_at, 'what', r.what)`,
    `from record_reads r where r.student_id = "students"."id" order by r.read_at desc limit ${Math.trunc(readsLimit)}`,
  )}),
  'staffReadCount', (select count(*) from record_reads n where n.student_id = "students"."id")
)`);

export type ParentExport = Awaited<ReturnType<typeof exportParentData>>;

/**
 * GET /api/parents/export: everything held about the phone's children, as stored: each child's
 * record, their centre, consents (and whether a signed form's photo is held), level history,
 * entries with fees, results and certificates, moves between centres, when staff opened each
 * record (the newest 1,000 of the year kept, with their count), the parent's own requests, and the
 * language our messages reach them in (read with their session). Two statements. `newest`: the readable page's shorter lists, the newest of the reads and requests.
 */
export async function exportParentData(
  { db }: Pick<Deps, "db">,
  { phone, language }: { phone: string; language: Locale },
  { newest }: { newest?: number } = {},
  now = new Date(),
) {
  const requestsQuery = db
    .select({ request: privacyRequests, total: sql<number>`count(*) over ()`.as("request_total") })
    .from(privacyRequests)
    .where(eq(privacyRequests.phone, phone));
  const [rows, requestRows] = await db.batch([
    db
      .select({
        student: students,
        centre: {
          name: sql<string>`${centres.name}`.as("centre_name"),
          city: centres.city,
          phone: sql<string>`${centres.phone}`.as("centre_phone"),
        },
        lists: sql<string>`${exportLists(newest ?? 1000)}`.as("lists_json"),
      })
      .from(students)
      .innerJoin(centres, eq(centres.id, students.centreId))
      .where(eq(students.parentPhone, phone))
      .orderBy(asc(students.name)),
    newest ? requestsQuery.orderBy(desc(privacyRequests.createdAt)).limit(newest) : requestsQuery.orderBy(asc(privacyRequests.createdAt)),
  ]);
  return {
    exportedAt: now.toISOString(),
    phone,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    children: rows.map(({ student, centre, lists }) => ({ student, centre, ...(JSON.parse(lists) as ExportLists) })),
    requests: requestRows.map(({ request }) => request),
    requestCount: Number(requestRows[0]?.total ?? 0),
    messageLanguage: language,
  };
}

type ExportLists = {
  consents: Record<string, unknown>[];
  signedFormPhotos: number;
  levels: Record<string, unknown>[];
  entries: { competition: string; kind: string; date: string; entry: Record<string, unknown> }[];
  transfers: Record<string, unknown>[];
  staffReads: { readAt: string; what: string }[];
  staffReadCount: number;
};

/** A child of this phone (their id), or null: another family's child is as absent as none. */
export async function childOfParent({ db }: Pick<Deps, "db">, phone: string, studentId: string) {
  return db
    .select({ id: students.id, name: students.name, archived: students.archived, centreId: students.centreId })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.parentPhone, phone)))
    .get();
}
