import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { centres, competitionEntries, competitions, privacyRequests, recordReads, studentConsents, studentLevels, students, studentTransfers } from "~/db/schema";
import { consentOf } from "~/lib/consent";
import { courseName } from "~/lib/courses";
import { indiaDate } from "~/lib/dates";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import type { Deps } from "./deps.server";

// What a parent signed in to /parents sees: every child on record with their phone (siblings
// included), each with their centre, course and level history, their competitions and exams (hall
// tickets before, results and certificates after), and the consent in force with its history; and
// everything held about them, to download (DPDP Act section 11). A parent never sees another's child.

/** The children of a phone, with everything their page shows: one round trip. */
export async function listParentChildren({ db }: Pick<Deps, "db">, phone: string, today = indiaDate()) {
  const mine = eq(students.parentPhone, phone);
  const ids = db.select({ id: students.id }).from(students).where(mine);
  const [rows, levels, entries, consents] = await db.batch([
    db
      .select({ student: students, centre: { name: sql<string>`${centres.name}`.as("centre_name"), city: centres.city } })
      .from(students)
      .innerJoin(centres, eq(centres.id, students.centreId))
      .where(mine)
      .orderBy(asc(students.name)),
    db.select().from(studentLevels).where(inArray(studentLevels.studentId, ids)).orderBy(desc(studentLevels.startedOn)),
    db
      .select({
        id: competitionEntries.id,
        studentId: competitionEntries.studentId,
        title: competitions.title,
        kind: competitions.kind,
        date: competitions.date,
        level: competitionEntries.level,
        rollNumber: competitionEntries.rollNumber,
        published: sql<boolean>`${competitions.resultsPublishedAt} is not null`.mapWith(Boolean),
        award: competitionEntries.award,
        rank: competitionEntries.rank,
        score: competitionEntries.score,
        passMark: competitions.passMark,
        certificateCode: competitionEntries.certificateCode,
      })
      .from(competitionEntries)
      .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
      .where(inArray(competitionEntries.studentId, ids))
      .orderBy(desc(competitions.date)),
    db
      .select({
        studentId: studentConsents.studentId,
        core: studentConsents.core,
        results: studentConsents.results,
        photos: studentConsents.photos,
        messages: studentConsents.messages,
        method: studentConsents.method,
        noticeVersion: studentConsents.noticeVersion,
        recordedAt: studentConsents.recordedAt,
      })
      .from(studentConsents)
      .where(inArray(studentConsents.studentId, ids))
      .orderBy(desc(studentConsents.recordedAt)),
  ]);
  return rows.map(({ student, centre }) => ({
    id: student.id,
    name: student.name,
    dateOfBirth: student.dateOfBirth,
    course: courseName(student.course),
    level: student.level,
    archived: student.archived,
    centre,
    consent: consentOf(student),
    /** The consent asks again when the notice has changed since it was given. */
    noticeChanged: student.consentStatus === "given" && consents.find((row) => row.studentId === student.id)?.noticeVersion !== PRIVACY_NOTICE_VERSION,
    consents: consents.filter((row) => row.studentId === student.id),
    levels: levels
      .filter((row) => row.studentId === student.id)
      .map(({ course, level, startedOn, completedOn, result }) => ({ course: courseName(course), level, startedOn, completedOn, result })),
    upcoming: entries.filter((entry) => entry.studentId === student.id && !entry.published && entry.date >= today),
    results: entries.filter((entry) => entry.studentId === student.id && entry.published),
  }));
}
export type ParentChild = Awaited<ReturnType<typeof listParentChildren>>[number];

/** The evidence photo is held, not handed out: its R2 key says nothing to a parent. */
const { evidenceKey: _evidence, recordedBy: _recordedBy, ...consentColumns } = getTableColumns(studentConsents);

/**
 * GET /api/parents/export: everything held about the phone's children, as it is stored: each
 * child's record, their centre, consents (and whether a signed form's photo is held), level
 * history, entries with fees, results and certificates, moves between centres, the parent's
 * requests, and when staff opened each record. Signs of nothing else (no other family's data).
 */
export async function exportParentData({ db }: Pick<Deps, "db">, phone: string, now = new Date()) {
  const mine = eq(students.parentPhone, phone);
  const ids = db.select({ id: students.id }).from(students).where(mine);
  const [rows, consents, levels, entries, transfers, requests, reads] = await db.batch([
    db
      .select({ student: students, centre: { name: sql<string>`${centres.name}`.as("centre_name"), city: centres.city, phone: centres.phone } })
      .from(students)
      .innerJoin(centres, eq(centres.id, students.centreId))
      .where(mine)
      .orderBy(asc(students.name)),
    db
      .select({ ...consentColumns, signedFormPhotoHeld: sql<boolean>`${studentConsents.evidenceKey} is not null`.mapWith(Boolean) })
      .from(studentConsents)
      .where(inArray(studentConsents.studentId, ids))
      .orderBy(asc(studentConsents.recordedAt)),
    db.select().from(studentLevels).where(inArray(studentLevels.studentId, ids)).orderBy(asc(studentLevels.startedOn)),
    db
      .select({ entry: competitionEntries, competition: { title: competitions.title, kind: competitions.kind, date: competitions.date } })
      .from(competitionEntries)
      .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
      .where(inArray(competitionEntries.studentId, ids))
      .orderBy(asc(competitions.date)),
    db.select().from(studentTransfers).where(inArray(studentTransfers.studentId, ids)),
    db.select().from(privacyRequests).where(eq(privacyRequests.phone, phone)).orderBy(asc(privacyRequests.createdAt)),
    db
      .select({ studentId: recordReads.studentId, readAt: recordReads.readAt, what: recordReads.what })
      .from(recordReads)
      .where(inArray(recordReads.studentId, ids))
      .orderBy(desc(recordReads.readAt))
      .limit(1000),
  ]);
  const of = <Row extends { studentId: string }>(list: Row[], id: string) => list.filter((row) => row.studentId === id);
  return {
    exportedAt: now.toISOString(),
    phone,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    children: rows.map(({ student, centre }) => ({
      student,
      centre,
      consents: of(consents, student.id),
      levels: of(levels, student.id),
      entries: entries.filter(({ entry }) => entry.studentId === student.id).map(({ entry, competition }) => ({ ...entry, competition })),
      transfers: of(transfers, student.id),
      staffReads: of(reads, student.id),
    })),
    requests,
  };
}
export type ParentExport = Awaited<ReturnType<typeof exportParentData>>;

/** A child of this phone (their id), or null: another family's child is as absent as none. */
export async function childOfParent({ db }: Pick<Deps, "db">, phone: string, studentId: string) {
  return db
    .select({ id: students.id, name: students.name, archived: students.archived, centreId: students.centreId })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.parentPhone, phone)))
    .get();
}
