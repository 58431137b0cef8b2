import { lt, sql, type SQL } from "drizzle-orm";
import { insertSelect, randomIdSql } from "~/db/insert-select.server";
import { recordReads, students, users } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";

// The staff read log (DPDP Rules, Rule 6: access to personal data is logged and the logs kept a
// year): every read of a child's record by a partner or an admin is a row of record_reads, written
// by the read's own batch (one statement more, no round trip more), one row per child a list shows.

type Db = Deps["db"];

/** What was read, as the log names it. */
export const READS = {
  page: "student page",
  api: "student record (API)",
  consentForm: "consent form photo",
  entriesCsv: "competition entries CSV",
  hallTicket: "hall ticket",
} as const;
export type ReadWhat = (typeof READS)[keyof typeof READS];

/** How long the log is kept. */
export const READS_KEPT_MONTHS = 12;
/** The student's page shows an admin this many of the newest reads. */
export const READS_SHOWN = 20;

/**
 * The log's rows of `reader` reading the students `which` finds (a condition on `students`: the
 * rows the read itself returns), as one statement for the read's batch: a child not there for the
 * reader (another centre's, no such id) is not logged.
 */
export function logReads(db: Db, reader: Actor, what: ReadWhat, which: SQL | undefined, now = new Date()) {
  return insertSelect(
    db,
    recordReads,
    { id: randomIdSql(), readAt: now.toISOString(), readerId: reader.id, studentId: sql`${students.id}`, what },
    { from: sql`${students}`, where: which ?? sql`1` },
  );
}

/** A read of a child's record, as the student's page shows it to an admin. */
export type RecordRead = { reader: string; role: string | null; what: string; readAt: string };

/**
 * The newest READS_SHOWN reads of the student of the statement around it (`students`), as a JSON
 * array (SQL): who (by their name now; a deleted account is said so), what and when.
 */
export const newestReadsJson = () => sql<string>`(select json_group_array(json_object('reader', coalesce(u.name, 'A deleted account'),
    'role', u.role, 'what', r.what, 'readAt', r.read_at))
  from (select r0.reader_id, r0.what, r0.read_at from ${recordReads} r0
    where r0.student_id = ${sql.identifier("students")}.${sql.identifier("id")}
    order by r0.read_at desc, r0.rowid desc limit ${READS_SHOWN}) r
  left join ${users} u on u.id = r.reader_id)`;

/** Those reads, newest first. */
export const toRecordReads = (json: string | null): RecordRead[] =>
  json ? (JSON.parse(json) as RecordRead[]).sort((a, b) => b.readAt.localeCompare(a.readAt)) : [];

/** The daily job: forgets the reads older than READS_KEPT_MONTHS. Answers how many. */
export async function forgetOldReads(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - READS_KEPT_MONTHS);
  const result = await db.delete(recordReads).where(lt(recordReads.readAt, cutoff.toISOString())).run();
  return result.meta.changes;
}
