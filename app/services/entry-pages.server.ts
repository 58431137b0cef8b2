import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { LEVEL_PREFIX } from "~/lib/level-names";
import { PAYABLE_STATUSES } from "~/lib/payment-states";
import { centres, competitionEntries, competitions, students } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { toCsv } from "~/lib/csv";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import { conflict, notFound } from "~/lib/errors";
import { pageOf, previousOffsetOf, type Pagination } from "~/lib/pagination.server";
import { authorize, canEnterCompetitions, canManageCompetitionEntries, isAdmin, type Actor } from "~/lib/permissions";
import { slugify } from "~/lib/slug";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { openForEntries } from "./competitions.server";
import { dueBySql } from "~/lib/level-progress";
import { COMPETITION_ID, entryScope, toEntryView } from "./entries.server";
import { centresRunBy } from "./students.server";
import { logReads, READS } from "./record-reads.server";

// What the partner's and the admin's competition pages read (each in one batch), closing and
// reopening registration, the entries CSV and the hall ticket.

const NOT_FOUND = "Competition not found.";
const ENTRIES = "Only approved franchise partners and administrators can see entries.";
const MANAGE = "Only administrators can manage competition entries.";

const count = (condition = sql`1`) =>
  sql<number>`(select count(*) from ${competitionEntries} where ${competitionEntries.competitionId} = ${COMPETITION_ID} and ${condition})`;

/** The partner's list: competitions open for registration, and those they have entries in (with their counts). */
export async function listPartnerCompetitions({ db }: Pick<Deps, "db">, actor: Actor | null) {
  const partner = authorize(actor, canEnterCompetitions, ENTRIES);
  const mine = sql`${competitionEntries.centreId} in ${centresRunBy(partner.id)}`;
  const rows = await db
    .select({
      competition: competitions,
      entered: count(),
      mine: count(mine),
      unpaid: count(and(mine, inArray(competitionEntries.paymentStatus, PAYABLE_STATUSES))),
    })
    .from(competitions)
    .where(
      or(
        openForEntries(),
        sql`exists (select 1 from ${competitionEntries} where ${competitionEntries.competitionId} = ${COMPETITION_ID} and ${mine})`,
      ),
    )
    .orderBy(desc(competitions.date))
    .limit(50);
  return rows.map(({ competition, ...counts }) => ({ competition, ...numbers(counts) }));
}

const numbers = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as { [K in keyof T]: number };

/** The admin's Competitions tab shows this many a page, newest first (Previous / Next for the others). */
export const COMPETITIONS_PER_ADMIN_PAGE = 20;

/** The admin tab: a page of the competitions, newest first, with their registration, entry counts and fees, and how many there are. */
export async function listCompetitionsWithEntries({ db }: Pick<Deps, "db">, actor: Actor | null, { limit, offset }: Pagination) {
  authorize(actor, canManageCompetitionEntries, MANAGE);
  const rows = await readTogether(
    db,
    db
      .select({
        competition: competitions,
        entered: count(),
        paid: count(sql`${competitionEntries.paymentStatus} = 'paid'`),
        reported: count(sql`${competitionEntries.paymentStatus} = 'reported'`),
        // A subquery that names nothing outside itself: counted once.
        total: sql<number>`(select count(*) from ${competitions})`,
      })
      .from(competitions)
      .orderBy(desc(competitions.date), desc(competitions.createdAt))
      .limit(limit + 1)
      .offset(offset),
  );
  const { items, nextOffset } = pageOf(rows, { limit, offset });
  return {
    competitions: items.map(({ competition, total: _total, ...counts }) => ({ competition, ...numbers(counts) })),
    // A page past the last (a link typed by hand) has no row to carry it: 0, and the page says "No more competitions".
    total: Number(rows[0]?.total ?? 0),
    offset,
    previousOffset: previousOffsetOf({ limit, offset }),
    nextOffset,
  };
}

/**
 * One competition with the entries the caller may see, and for a partner the roster to pick from
 * (active students not entered yet): two queries side by side (the competition comes with every
 * entry row, and alone when there is none).
 */
/**
 * The competition takes entries today (registrationState's "open", in SQL): the roster to pick
 * from is read only then. Shown for a closed competition, it was a thousand students sent for nothing.
 */
const registrationOpen = (competitionId: string) =>
  sql`exists (select 1 from ${competitions} where ${competitions.id} = ${competitionId} and ${openForEntries()})`;

/**
 * For a level exam, only the students it would take (enterStudents' rule, in SQL): at one of its
 * levels, and at it for the programme's weeks by the exam's day. Any other competition: everyone.
 */
const dueForLevelExam = (competitionId: string) => {
  const exam = (column: string) =>
    sql`(select ${sql.identifier(column)} from ${competitions} where ${competitions.id} = ${competitionId} and ${competitions.kind} = 'level-exam')`;
  return sql`(${exam("id")} is null or ((${LEVEL_PREFIX} || ${students.level}) in (select value from json_each(${exam("levels")}))
    and ${dueBySql(exam("date"))}))`;
};

export async function loadCompetitionEntries({ db }: Pick<Deps, "db">, actor: Actor | null, competitionId: string) {
  const member = authorize(actor, canEnterCompetitions, ENTRIES);
  const entered = sql`${students.id} in (select ${competitionEntries.studentId} from ${competitionEntries} where ${competitionEntries.competitionId} = ${competitionId})`;
  const roster = isAdmin(member)
    ? Promise.resolve([])
    : db
        .select({ id: students.id, name: students.name, level: students.level, course: students.course, centreName: centres.name })
        .from(students)
        .innerJoin(centres, eq(centres.id, students.centreId))
        .where(
          and(
            inArray(students.centreId, centresRunBy(member.id)),
            eq(students.archived, false),
            // Only with a parent's consent on record (enterStudents refuses the others).
            eq(students.consentStatus, "given"),
            sql`not ${entered}`,
            registrationOpen(competitionId),
            // Only the competition's course, when it has one (enterStudents refuses the others).
            sql`${students.course} = coalesce((select ${competitions.course} from ${competitions} where ${competitions.id} = ${competitionId}), ${students.course})`,
            dueForLevelExam(competitionId),
          ),
        )
        .orderBy(asc(students.name))
        .limit(1000);
  const [rows, pickable] = await Promise.all([
    db
      .select({
        competition: competitions,
        entered: count(),
        entry: competitionEntries,
        studentName: students.name,
        centreName: centres.name,
        // Only with the parent's consent to messages: no consent, no "Tell the parent" link.
        parentPhone: sql<string | null>`iif(${students.consentMessages}, ${students.parentPhone}, null)`,
      })
      .from(competitions)
      .leftJoin(competitionEntries, and(eq(competitionEntries.competitionId, competitions.id), entryScope(member)))
      .leftJoin(students, eq(students.id, competitionEntries.studentId))
      .leftJoin(centres, eq(centres.id, competitionEntries.centreId))
      .where(eq(competitions.id, competitionId))
      .orderBy(asc(centres.name), asc(competitionEntries.level), asc(competitionEntries.rollNumber)),
    roster,
  ]);
  const competition = rows[0]?.competition;
  if (!competition) throw notFound(NOT_FOUND);
  const entries = rows.flatMap(({ entry, studentName, centreName }) =>
    entry ? [toEntryView({ entry, studentName: studentName ?? "", centreName: centreName ?? "" }, competition, member)] : [],
  );
  // A published level exam: the parents' phones of the partner's students who passed, to tell them.
  const passMark = competition.kind === "level-exam" && competition.resultsPublishedAt && !isAdmin(member) ? competition.passMark : null;
  const parentsOfPasses = rows.flatMap(({ entry, parentPhone }) =>
    passMark !== null && entry?.certificateCode && entry.score !== null && entry.score >= passMark && parentPhone
      ? [{ entryId: entry.id, parentPhone }]
      : [],
  );
  return { competition, totalEntered: Number(rows[0]?.entered ?? 0), entries, students: pickable, parentsOfPasses };
}

/** Close registration early, or reopen it (only while the deadline has not passed). */
export async function setRegistrationClosed(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { competitionId, closed }: { competitionId: string; closed: boolean },
) {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE);
  const competition = await db.select().from(competitions).where(eq(competitions.id, competitionId)).get();
  if (!competition) throw notFound(NOT_FOUND);
  if (!competition.registrationDeadline)
    throw conflict("Registration was never opened: set a registration deadline on the competition first.");
  if (!closed && competition.registrationDeadline < indiaDate())
    throw conflict(
      `The deadline (${formatPublishedDate(competition.registrationDeadline)}) has passed: move it on the competition to reopen registration.`,
    );
  const [[row]] = await db.batch([
    db
      .update(competitions)
      .set({ registrationClosedAt: closed ? new Date().toISOString() : null })
      .where(
        and(
          eq(competitions.id, competitionId),
          closed ? isNull(competitions.registrationClosedAt) : sql`${competitions.registrationClosedAt} is not null`,
        ),
      )
      .returning(),
    activityEntry(db, admin, {
      action: closed ? "competition.close" : "competition.reopen",
      target: competitionId,
      summary: `${closed ? "Closed" : "Reopened"} registration for “${competition.title}”`,
    }),
  ]);
  return row ?? competition;
}

/** The entries CSV: every entry, by centre, level and roll number (children's dates of birth and parents' phones: each child's read is logged). */
export async function exportEntries({ db }: Pick<Deps, "db">, actor: Actor | null, competitionId: string) {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE);
  const listed = sql`${students.id} in (select ${competitionEntries.studentId} from ${competitionEntries}
    where ${and(eq(competitionEntries.competitionId, competitionId), entryScope(admin))})`;
  const [[competition], rows] = await db.batch([
    db.select().from(competitions).where(eq(competitions.id, competitionId)),
    db
      // Aliased: a D1 batch maps rows by column name, and entries and students share several.
      .select({
        entry: competitionEntries,
        student: {
          name: sql<string>`${students.name}`.as("student_name"),
          dateOfBirth: students.dateOfBirth,
          course: students.course,
          level: sql<number>`${students.level}`.as("student_level"),
          parentPhone: students.parentPhone,
        },
        centreName: sql<string>`${centres.name}`.as("centre_name"),
      })
      .from(competitionEntries)
      .innerJoin(students, eq(students.id, competitionEntries.studentId))
      .innerJoin(centres, eq(centres.id, competitionEntries.centreId))
      .where(and(eq(competitionEntries.competitionId, competitionId), entryScope(admin)))
      .orderBy(asc(centres.name), asc(competitionEntries.level), asc(competitionEntries.rollNumber)),
    // One row of the read log per child listed.
    logReads(db, admin, READS.entriesCsv, listed),
  ]);
  if (!competition) throw notFound(NOT_FOUND);
  const header = ["Roll number", "Student", "Date of birth", "Course", "Roster level", "Competition level", "Centre", "Parent phone"];
  const body = toCsv(
    [...header, "Entry fee", "Payment", "UTR", "Entered at"],
    rows.map(({ entry, student, centreName }) => [
      entry.rollNumber,
      student.name,
      student.dateOfBirth,
      student.course,
      student.level,
      entry.level,
      centreName,
      student.parentPhone,
      competition.entryFee,
      entry.paymentStatus,
      entry.paymentReference,
      entry.createdAt,
    ]),
  );
  const slug = slugify(competition.title, { maxLength: 40, fallback: "competition" });
  return { filename: `entries-${slug}.csv`, body };
}

/**
 * The hall ticket of one entry: its owner partner's or an admin's; anyone else: 404. It shows the
 * child's date of birth, so the read is logged, beside the read (not in its batch: a batched select
 * is mapped by column name, and the entry's and the competition's share several).
 */
export async function getHallTicket({ db }: Pick<Deps, "db">, actor: Actor | null, entryId: string) {
  const member = authorize(actor, canEnterCompetitions, ENTRIES);
  const ticketed = sql`${students.id} in (select ${competitionEntries.studentId} from ${competitionEntries}
    where ${and(eq(competitionEntries.id, entryId), entryScope(member))})`;
  const [row] = await Promise.all([hallTicketOf(db, entryId, entryScope(member)), logReads(db, member, READS.hallTicket, ticketed)]);
  return row;
}

/** A hall ticket of a child of this phone (the parents' page); another family's: 404. */
export function getParentHallTicket({ db }: Pick<Deps, "db">, phone: string, entryId: string) {
  return hallTicketOf(db, entryId, eq(students.parentPhone, phone));
}

async function hallTicketOf(db: Deps["db"], entryId: string, scope: SQL | undefined) {
  const row = await db
    .select({
      entry: competitionEntries,
      competition: competitions,
      student: { name: students.name, dateOfBirth: students.dateOfBirth, course: students.course },
      centre: { name: sql<string>`${centres.name}`.as("centre_name"), city: centres.city },
    })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .innerJoin(students, eq(students.id, competitionEntries.studentId))
    .innerJoin(centres, eq(centres.id, competitionEntries.centreId))
    .where(and(eq(competitionEntries.id, entryId), scope))
    .get();
  if (!row) throw notFound("Hall ticket not found.");
  return row;
}
