import { and, eq, getTableName, inArray, isNotNull, ne, notLike, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  activityLog,
  competitionEntries,
  leads,
  notifications,
  parentCodes,
  parentLanguages,
  parentSessions,
  privacyRequests,
  siteSettings,
  studentConsents,
  students,
  studentTransfers,
  users,
  whatsappContacts,
  whatsappMessages,
} from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { ERASED_DATE_OF_BIRTH, ERASED_NAME } from "~/lib/erasure";
import { studentLink, whatsappConversationLink } from "~/lib/notification-links";
import { DEFAULT_ARCHIVED_RETENTION_MONTHS, studentsSettingsSchema } from "~/validation/students";
import type { Deps } from "./deps.server";
import { anonymiseLeadsStatements, monthsBefore } from "./lead-retention.server";
import { TRANSFER_NOTICE_TITLES } from "./transfers.server";

// Erasing a child's data (DPDP Act section 12; Rule 8): a parent's erasure request, or the daily
// job once a student has been archived longer than the retention period (Settings, "Archived students").
// The student's row stays, so entries, counts and level histories still add up, but their name,
// date of birth and parent's phone go from it and from every copy: consent records and their form
// photos (R2), certificates, the activity log, partners' updates and the admin feed, the parent's
// requests, the demo booking that named the child and, when the parent keeps no other child here,
// their sign-in codes, sessions and WhatsApp conversation. Tax invoices (orders) are kept as the
// law requires; they never name a child. One batch per group of students: all of it or none.

type Db = Deps["db"];

/** What is left where a partner's update, a feed row or a parent's request told of an erased child. */
export const ERASED_TEXT = "Details removed: the student's data was erased.";

/** One batch erases at most this many students (the daily job sends several batches). */
export const ERASED_PER_BATCH = 100;
/** The daily job's most batches in a run: whatever is left waits for the next day. */
const MOST_BATCHES = 20;

/** What the activity log keeps of a change of an erased child's record: what was done, not to whom. */
const DONE: Record<string, string> = {
  "student.create": "added",
  "student.update": "edited",
  "student.archive": "archived",
  "student.consent": "consent recorded",
  "student.transfer": "moved to another centre",
  "student.transfer-request": "a move asked",
  "student.transfer-decline": "a move declined",
};
const erasedSummary = sql`${`${ERASED_NAME}: `} || case ${activityLog.action} ${sql.join(
  Object.entries(DONE).map(([action, done]) => sql`when ${action} then ${done}`),
  sql` `,
)} else 'changed' end`;

/** A column named with its table, as a subquery must name the row of the statement around it (Drizzle leaves them bare). */
const outer = (column: SQLiteColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The students of `json` (an array of ids) not erased yet, as a subquery: the same rows for every statement of the batch. */
const erasing = (json: string) =>
  sql`(select e.id from ${students} e where e.id in (select value from json_each(${json})) and e.date_of_birth <> ${ERASED_DATE_OF_BIRTH})`;

/** The name of a student being erased that `text` holds as whole words (between spaces or at its ends), or null. */
const namedIn = (ids: SQL, text: SQLiteColumn) =>
  sql`(select s.name from ${students} s where s.id in ${ids} and instr(' ' || ${outer(text)} || ' ', ' ' || s.name || ' ') > 0
    order by length(s.name) desc limit 1)`;
/** `text` with that name replaced by ERASED_NAME (a centre's name that holds it stays). */
const withoutName = (ids: SQL, text: SQLiteColumn) =>
  sql`trim(replace(' ' || ${text} || ' ', ' ' || ${namedIn(ids, text)} || ' ', ${` ${ERASED_NAME} `}))`;

/** How a parent's free text may name a student: their first name (up to its first space), unless under 3 letters (then the whole name). */
const shortName = sql`(case when instr(s.name || ' ', ' ') > 3 then substr(s.name, 1, instr(s.name || ' ', ' ') - 1) else s.name end)`;
/**
 * Free text (a parent's, an admin's answer) with the name of a student being erased replaced by
 * ERASED_NAME, then their first name (a parent writes it alone); null when it names none of them.
 */
const nameReplacedIn = (ids: SQL, text: SQLiteColumn) =>
  sql`(select replace(replace(${outer(text)}, s.name, ${ERASED_NAME}), ${shortName}, ${ERASED_NAME}) from ${students} s
    where s.id in ${ids} and instr(${outer(text)}, ${shortName}) > 0 order by length(s.name) desc limit 1)`;
/** That free text without the name (null stays null). */
const withoutText = (ids: SQL, text: SQLiteColumn) => sql`coalesce(${nameReplacedIn(ids, text)}, ${text})`;

/** Of the parents' phones of the students being erased, those no other child on record has. */
const phonesLeft = (ids: SQL) =>
  sql`(select s.parent_phone from ${students} s where s.id in ${ids} and not exists (select 1 from ${students} o
    where o.parent_phone = s.parent_phone and o.id not in ${ids} and o.date_of_birth <> ${ERASED_DATE_OF_BIRTH}))`;

/**
 * Of those, the numbers whose WhatsApp conversation goes too: no account has the number and no lead
 * still kept (the child's own booking is anonymised first, in the same batch) has the phone.
 */
const conversationsLeft = (ids: SQL) =>
  sql`(select p.parent_phone from ${students} p where p.parent_phone in ${phonesLeft(ids)}
    and not exists (select 1 from ${users} u where u.whatsapp_number = p.parent_phone)
    and not exists (select 1 from ${leads} l where l.phone = p.parent_phone and l.anonymised_at is null))`;

/** A demo booking by the child's parent (their phone) that names the child (as whole words, any case). */
const bookingOfChild = (ids: SQL) =>
  sql`exists (select 1 from ${students} s where s.id in ${ids} and s.parent_phone = ${outer(leads.phone)}
    and instr(' ' || lower(coalesce(json_extract(${outer(leads.details)}, '$.childName'), '')) || ' ', ' ' || lower(s.name) || ' ') > 0)`;

/**
 * The statements that erase the students `studentIds` (those not erased already), for one batch,
 * in this order: each reads the student's name and phone, which the last clears. The last answers
 * the ids it erased. The consent forms' photos in R2 are the caller's (eraseStudent does both).
 */
export function eraseStudentsStatements(db: Db, studentIds: readonly string[], now: Date) {
  const ids = erasing(JSON.stringify(studentIds));
  const today = indiaDate(now);
  const scrubbed = { deliveryError: null, emailError: null };
  return [
    // The demo booking that named the child, with its notes and its copies in the feed and the log.
    ...anonymiseLeadsStatements(db, bookingOfChild(ids), now),
    // The activity log: changes of the child's record keep what was done; a withdrawal from a competition names them.
    db
      .update(activityLog)
      .set({ summary: erasedSummary })
      .where(
        and(
          eq(activityLog.kind, "student"),
          // An import's summary counts students, named by the first one's id.
          ne(activityLog.action, "student.import"),
          notLike(activityLog.summary, `${ERASED_NAME}:%`),
          inArray(activityLog.target, sql`(select 'student:' || x.id from ${students} x where x.id in ${ids})`),
        ),
      ),
    db
      .update(activityLog)
      .set({ summary: withoutName(ids, activityLog.summary) })
      .where(and(eq(activityLog.action, "competition.withdraw"), sql`${namedIn(ids, activityLog.summary)} is not null`)),
    // Partners' updates and feed rows: those that link to the student, and the moves' that name them.
    db
      .update(notifications)
      .set({ message: ERASED_TEXT, ...scrubbed })
      .where(
        and(
          ne(notifications.message, ERASED_TEXT),
          inArray(notifications.link, sql`(select ${studentLink("")} || x.id from ${students} x where x.id in ${ids})`),
        ),
      ),
    db
      .update(notifications)
      .set({ message: withoutName(ids, notifications.message), ...scrubbed })
      .where(
        and(inArray(notifications.title, Object.values(TRANSFER_NOTICE_TITLES)), sql`${namedIn(ids, notifications.message)} is not null`),
      ),
    // The feed's rows of the parent's WhatsApp messages, when their conversation goes (below): the link named the number.
    db
      .update(notifications)
      .set({ message: ERASED_TEXT, link: null, ...scrubbed })
      .where(
        and(
          ne(notifications.message, ERASED_TEXT),
          inArray(
            notifications.link,
            sql`(select ${whatsappConversationLink("")} || replace(w.parent_phone, '+', '') from ${conversationsLeft(ids)} w)`,
          ),
        ),
      ),
    // Certificates issued: the name they were issued with.
    db
      .update(competitionEntries)
      .set({ certificateName: ERASED_NAME })
      .where(
        and(
          inArray(competitionEntries.studentId, ids),
          isNotNull(competitionEntries.certificateName),
          ne(competitionEntries.certificateName, ERASED_NAME),
        ),
      ),
    // Consent records keep what was chosen, when and how; not the phone or the form's photo.
    db
      .update(studentConsents)
      .set({ parentPhone: "", evidenceKey: null })
      .where(and(inArray(studentConsents.studentId, ids), or(ne(studentConsents.parentPhone, ""), isNotNull(studentConsents.evidenceKey)))),
    // A move still waiting will not happen.
    db
      .update(studentTransfers)
      .set({ status: "declined", decidedAt: now.toISOString() })
      .where(and(inArray(studentTransfers.studentId, ids), eq(studentTransfers.status, "pending"))),
    // The parent's requests about the child: what they wrote goes (the request, its dates and status stay).
    db
      .update(privacyRequests)
      .set({
        text: ERASED_TEXT,
        answer: sql`replace(${privacyRequests.answer}, (select s.name from ${students} s where s.id = ${outer(privacyRequests.studentId)}), ${ERASED_NAME})`,
      })
      .where(and(inArray(privacyRequests.studentId, ids), ne(privacyRequests.text, ERASED_TEXT))),
    // Their other requests (about another child, or none) may name the child too.
    db
      .update(privacyRequests)
      .set({ text: withoutText(ids, privacyRequests.text), answer: withoutText(ids, privacyRequests.answer) })
      .where(
        and(
          inArray(privacyRequests.phone, sql`(select s.parent_phone from ${students} s where s.id in ${ids})`),
          or(
            sql`${nameReplacedIn(ids, privacyRequests.text)} is not null`,
            sql`${nameReplacedIn(ids, privacyRequests.answer)} is not null`,
          ),
        ),
      ),
    // A parent left with no child here: their phone goes from their requests, codes, sessions, language and WhatsApp conversation.
    db
      .update(privacyRequests)
      .set({ phone: null })
      .where(inArray(privacyRequests.phone, phonesLeft(ids))),
    db.delete(parentSessions).where(inArray(parentSessions.phone, phonesLeft(ids))),
    db.delete(parentCodes).where(inArray(parentCodes.phone, phonesLeft(ids))),
    db.delete(parentLanguages).where(inArray(parentLanguages.phone, phonesLeft(ids))),
    db.delete(whatsappMessages).where(inArray(whatsappMessages.number, conversationsLeft(ids))),
    db.delete(whatsappContacts).where(inArray(whatsappContacts.number, conversationsLeft(ids))),
    // The student's own row last: the statements above find the child by it. Archived (they leave the
    // roster and the pickers), and no consent in force: public results no longer list them.
    db
      .update(students)
      .set({
        name: ERASED_NAME,
        dateOfBirth: ERASED_DATE_OF_BIRTH,
        parentPhone: "",
        archived: true,
        archivedOn: sql`case when ${students.archived} then coalesce(${students.archivedOn}, ${today}) else ${today} end`,
        consentStatus: "withdrawn",
        consentResults: false,
        consentPhotos: false,
        consentMessages: false,
        consentAskedAt: null,
        updatedAt: now.toISOString(),
      })
      .where(inArray(students.id, ids))
      .returning({ id: students.id }),
  ] as const;
}

/** The private photos of signed consent forms (R2, consent-forms/...): never anything else. */
async function deleteForms(images: R2Bucket, keys: string[]) {
  const forms = keys.filter((key) => key.startsWith("consent-forms/"));
  for (let start = 0; start < forms.length; start += 1000) await images.delete(forms.slice(start, start + 1000));
}

/** A student as they were before erasure: for telling the parent it is done, never to be stored. */
export type ErasedStudent = {
  id: string;
  name: string;
  parentPhone: string;
  /** Another child on record has the same parent's phone: it stays on their records (and the parent's page). */
  parentKeepsChildren: boolean;
  /** The photos of signed consent forms deleted from R2. */
  consentForms: number;
};

/**
 * Erases the students `which` finds (at most `limit`, oldest archived first), not erased already: their
 * consent forms' photos from R2 first (a batch that then fails leaves only a record whose photo is
 * gone, which a rerun finishes), then the database in one batch. Answers those it erased.
 */
async function eraseStudents({ db, images }: Pick<Deps, "db" | "images">, which: SQL, now: Date, limit: number): Promise<ErasedStudent[]> {
  const found = await db
    .select({
      id: students.id,
      name: students.name,
      parentPhone: students.parentPhone,
      forms: sql<string>`(select json_group_array(c.evidence_key) from ${studentConsents} c
        where c.student_id = ${outer(students.id)} and c.evidence_key is not null)`,
      siblings: sql<number>`(select count(*) from ${students} o where o.parent_phone = ${outer(students.parentPhone)}
        and o.id <> ${outer(students.id)} and o.date_of_birth <> ${ERASED_DATE_OF_BIRTH})`,
    })
    .from(students)
    .where(and(ne(students.dateOfBirth, ERASED_DATE_OF_BIRTH), which))
    .orderBy(students.archivedOn, students.id)
    .limit(limit);
  if (!found.length) return [];
  const keys = found.flatMap((row) => JSON.parse(row.forms) as string[]);
  await deleteForms(images, keys);
  const json = JSON.stringify(found.map((row) => row.id));
  const [late, ...statements] = await db.batch([
    // A form recorded since the read above goes too.
    db
      .select({ studentId: studentConsents.studentId, key: studentConsents.evidenceKey })
      .from(studentConsents)
      .where(and(sql`${studentConsents.studentId} in (select value from json_each(${json}))`, isNotNull(studentConsents.evidenceKey))),
    ...eraseStudentsStatements(
      db,
      found.map((row) => row.id),
      now,
    ),
  ]);
  const lateForms = late.filter((row) => row.key && !keys.includes(row.key));
  await deleteForms(
    images,
    lateForms.map((row) => row.key!),
  );
  const erased = new Set((statements.at(-1) as { id: string }[]).map((row) => row.id));
  const phones = found.filter((row) => erased.has(row.id)).map((row) => row.parentPhone);
  return found
    .filter((row) => erased.has(row.id))
    .map(({ id, name, parentPhone, forms, siblings }) => ({
      id,
      name,
      parentPhone,
      // Other children of the phone, less those erased with this one.
      parentKeepsChildren: siblings > phones.filter((phone) => phone === parentPhone).length - 1,
      consentForms: (JSON.parse(forms) as string[]).length + lateForms.filter((row) => row.studentId === id).length,
    }));
}

/**
 * Erases one child's data everywhere but the tax invoices (see above), for an admin carrying out a
 * parent's erasure request: the caller authorizes, logs it in the activity log and tells the parent
 * (this sends nothing). Answers the student as they were (their name and the parent's phone, to tell
 * the parent), or null when there is no such student or they were erased already.
 */
export async function eraseStudent(deps: Pick<Deps, "db" | "images">, studentId: string, now = new Date()): Promise<ErasedStudent | null> {
  const [erased] = await eraseStudents(deps, eq(students.id, studentId), now, 1);
  return erased ?? null;
}

/** The saved retention period of archived students in months (the default when none is saved, or what is saved is not one). */
export async function readArchivedRetentionMonths({ db }: Pick<Deps, "db">): Promise<number> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "students")).get();
  const parsed = studentsSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.archivedRetentionMonths : DEFAULT_ARCHIVED_RETENTION_MONTHS;
}

/**
 * The daily job: erases the students archived (left) longer ago than the retention period (Settings,
 * "Archived students"; 24 months unless changed), ERASED_PER_BATCH at a time. A rerun finds nothing new.
 * Answers how many it erased.
 */
export async function anonymiseArchivedStudents(deps: Pick<Deps, "db" | "images">, now: Date): Promise<number> {
  const cutoff = indiaDate(monthsBefore(now, await readArchivedRetentionMonths(deps)));
  // A row archived without its day (written before archived_on was kept) left on the day it was last changed.
  const left = sql`${students.archived} = 1 and coalesce(${students.archivedOn}, substr(${students.updatedAt}, 1, 10)) < ${cutoff}`;
  let total = 0;
  for (let batch = 0; batch < MOST_BATCHES; batch++) {
    const erased = await eraseStudents(deps, left, now, ERASED_PER_BATCH);
    total += erased.length;
    if (erased.length < ERASED_PER_BATCH) break;
  }
  return total;
}
