import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { levelName } from "~/lib/level-names";
import { canWithdrawEntry, PAYABLE_STATUSES } from "~/lib/payment-states";
import { insertAfterChange } from "~/db/insert-select.server";
import { centres, competitionEntries, competitions, students, type CompetitionRow } from "~/db/schema";
import type { Award, CompetitionKind, PaymentStatus } from "~/lib/enums";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import { courseName } from "~/lib/courses";
import { conflict, invalidInput, notFound, type ServiceError } from "~/lib/errors";
import { authorize, canEnterCompetitions, isAdmin, type Actor } from "~/lib/permissions";
import { registrationState } from "~/lib/registration";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { openForEntries } from "./competitions.server";
import { centresRunBy } from "./students.server";
import { levelWeeksOf, notYetDueReason, type ProgressOfStudent } from "~/lib/level-progress";

// Entering students in a competition (issue 16). A partner enters students of the centres they run
// (centre_partners), an admin any student. Every entry gets a roll number unique within the
// competition: `competitions.entry_sequence` is raised in the SAME batch (one transaction) as the
// inserts, and that UPDATE is itself conditioned on the deadline, an early close and the capacity,
// so two partners entering at the same moment can never pass the capacity or reuse a number; the
// unique index (competition, student) refuses a student entered twice, and the whole batch with it.
//
// Withdrawing: a partner withdraws an entry while registration is open and its fee is neither
// reported nor paid (a fee already sent is the organisers' to refund: they withdraw it); an admin
// withdraws any entry until results are published. Roll numbers of withdrawn entries are not reused.

const NOT_FOUND = "Competition not found.";
const ENTRY_NOT_FOUND = "Entry not found.";
/** Roll numbers read as four digits from 1001. */
const ROLL_BASE = 1000;

type Db = Deps["db"];

/** Admins: every entry; partners: their centres' entries. */
export const entryScope = (actor: Actor): SQL | undefined =>
  isAdmin(actor) ? undefined : inArray(competitionEntries.centreId, centresRunBy(actor.id));

/** Why entries cannot be made (or withdrawn by a partner) now, or null while registration is open. */
export function registrationRefusal(competition: CompetitionRow, today = indiaDate()): ServiceError | null {
  const state = registrationState(competition, today);
  if (state === "none") return conflict(`Registration is not open for “${competition.title}”.`);
  if (state === "closed")
    return competition.registrationClosedAt
      ? conflict(`Registration for “${competition.title}” has been closed by the organisers.`)
      : conflict(`Registration for “${competition.title}” closed on ${formatPublishedDate(competition.registrationDeadline!)}.`);
  return null;
}

function capacityRefusal(competition: CompetitionRow, entered: number, adding: number): ServiceError | null {
  if (competition.capacity === null || entered + adding <= competition.capacity) return null;
  const left = Math.max(0, competition.capacity - entered);
  if (left === 0) return conflict(`“${competition.title}” is full: all ${competition.capacity} places are taken.`);
  const tried = adding === 1 ? "1 student" : `${adding} students`;
  return conflict(`Only ${left === 1 ? "1 place is" : `${left} places are`} left in “${competition.title}”; you tried to enter ${tried}.`);
}

/** The competition level a student is entered in: the one asked for, else "Level <roster level>" when the competition has it. */
function levelFor(competition: CompetitionRow, student: { name: string; level: number }, asked: string | undefined) {
  if (asked !== undefined) {
    if (competition.levels.length && !competition.levels.includes(asked)) {
      const message = `level must be one of ${competition.levels.join(", ")}`;
      throw invalidInput(message, { level: [message] });
    }
    return asked;
  }
  const level = levelName(student.level);
  if (competition.levels.length && !competition.levels.includes(level)) {
    const message = `${student.name} is at ${level}, which “${competition.title}” does not have: choose one of ${competition.levels.join(", ")}.`;
    throw invalidInput(message, { level: [message] });
  }
  return level;
}

/**
 * A level exam takes each student at their own level, once they have been at it for the programme's
 * weeks by the exam's day (lib/level-progress): otherwise 400 naming studentIds (or level).
 */
function levelExamEligibility(exam: CompetitionRow, found: (ProgressOfStudent & { id: string })[], asked: string | undefined) {
  if (asked !== undefined) {
    const message = "level cannot be chosen for a level exam: each student sits the exam of the level they are at";
    throw invalidInput(message, { level: [message] });
  }
  const reasons = found.flatMap((student) => notYetDueReason(student, exam.date) ?? []);
  if (reasons.length) {
    const more = reasons.length > 1 ? ` (and ${reasons.length - 1} more not yet due)` : "";
    const message = `${reasons[0]}${more} Nothing was entered.`;
    throw invalidInput(message, { studentIds: reasons });
  }
}

/**
 * The outer query's competition id, always qualified: Drizzle writes a column of a query without
 * joins as a bare "id", which inside a subquery of competition_entries would mean the entry's id.
 */
export const COMPETITION_ID = sql`${sql.identifier("competitions")}.${sql.identifier("id")}`;

/** The entries of a competition so far (a correlated subquery of a competitions query). */
export const entryCount = (condition: SQL = sql`1`) =>
  sql<number>`(select count(*) from ${competitionEntries} where ${competitionEntries.competitionId} = ${COMPETITION_ID} and ${condition})`;

/** The ids as one JSON parameter (D1 binds at most 100 parameters per statement). */
const idList = (ids: string[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/**
 * What entering reads first, in ONE query: the competition with its entry count, each student asked
 * for that the caller may enter (a partner: their centres'), and the roll number of any already entered.
 */
async function readForEntering(db: Db, actor: Actor, competitionId: string, studentIds: string[]) {
  const rows = await db
    .select({
      competition: competitions,
      entered: entryCount(),
      student: {
        id: students.id,
        name: students.name,
        level: students.level,
        course: students.course,
        centreId: students.centreId,
        archived: students.archived,
        consentStatus: students.consentStatus,
        // A level exam's eligibility: how long they have been at their level, and how long it takes.
        levelStartedOn: students.levelStartedOn,
        levelWeeks: levelWeeksOf,
      },
      rollNumber: competitionEntries.rollNumber,
    })
    .from(competitions)
    .leftJoin(
      students,
      and(sql`${students.id} in ${idList(studentIds)}`, isAdmin(actor) ? undefined : inArray(students.centreId, centresRunBy(actor.id))),
    )
    .leftJoin(competitionEntries, and(eq(competitionEntries.studentId, students.id), eq(competitionEntries.competitionId, competitions.id)))
    .where(eq(competitions.id, competitionId));
  const found = rows.flatMap((row) => (row.student ? [row.student] : []));
  const already = rows.flatMap((row) => (row.student && row.rollNumber ? [{ name: row.student.name, rollNumber: row.rollNumber }] : []));
  return { competition: rows[0]?.competition, entered: Number(rows[0]?.entered ?? 0), found, already };
}

function noConsent(students: { name: string }[]): ServiceError {
  const [first] = students;
  const more = students.length > 1 ? ` (and ${students.length - 1} more)` : "";
  return conflict(
    `${first!.name}${more} cannot be entered yet: no parent's consent is on record. Record it from the student's page (the signed enrolment form), then enter them.`,
  );
}

function alreadyEntered(already: { name: string; rollNumber: string }[]): ServiceError {
  const [first] = already;
  const more = already.length > 1 ? ` (and ${already.length - 1} more)` : "";
  return conflict(`${first!.name} is already entered in this competition with roll number ${first!.rollNumber}${more}.`);
}

/** Lost a race after the checks passed: someone else took the last places, closed registration or entered one of these students meanwhile. */
const RACE_MESSAGE =
  "Another entry was saved at the same moment (the last places, or one of these students). Nothing was entered: reload the page to see what is left.";

export type NewEntry = { id: string; studentId: string; rollNumber: string; level: string };

/**
 * Enters the students; all of them or none (409 with the reason, naming the student or the places
 * left). One read, then one transaction of two statements: the claim (the roll numbers and the
 * places, only while registration is open and the places last) and the inserts, which run only if
 * the claim did. Four D1 queries with the session's.
 */
export async function enterStudents(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { competitionId, studentIds, level, kind }: { competitionId: string; studentIds: string[]; level?: string; kind?: CompetitionKind },
): Promise<NewEntry[]> {
  const member = authorize(actor, canEnterCompetitions, "Only approved franchise partners and administrators can enter students.");
  const ids = [...new Set(studentIds)];
  const read = await readForEntering(db, member, competitionId, ids);
  const { competition } = read;
  // Asked as a level exam (/api/level-exams/{id}/entries): a competition of the other kind is not one.
  if (!competition || (kind && competition.kind !== kind)) throw notFound(kind === "level-exam" ? "Level exam not found." : NOT_FOUND);
  const byId = new Map(read.found.map((student) => [student.id, student]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw notFound(`Student ${missing} not found.`);
  const archived = read.found.find((student) => student.archived);
  if (archived) throw conflict(`${archived.name} is archived: restore them to the roster before entering them.`);
  // A child is entered only with a parent's consent to the core service (DPDP Act section 9).
  const unconsented = read.found.filter((student) => student.consentStatus !== "given");
  if (unconsented.length) throw noConsent(unconsented);
  const otherCourse = competition.course && read.found.find((student) => student.course !== competition.course);
  if (otherCourse && competition.course) {
    const message = `${otherCourse.name} learns ${courseName(otherCourse.course)}, and “${competition.title}” is for ${courseName(competition.course)} students only.`;
    throw invalidInput(message, { studentIds: [message] });
  }
  const today = indiaDate();
  const refusal = registrationRefusal(competition, today) ?? (read.already.length ? alreadyEntered(read.already) : null);
  if (refusal) throw refusal;
  if (competition.kind === "level-exam") levelExamEligibility(competition, read.found, level);
  // Roll numbers follow the order of the names, as the partner sees the list.
  const ordered = [...read.found].sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
  const planned = ordered.map((student, index) => ({
    id: crypto.randomUUID(),
    studentId: student.id,
    centreId: student.centreId,
    level: levelFor(competition, student, level),
    index,
  }));
  const full = capacityRefusal(competition, read.entered, planned.length);
  if (full) throw full;

  const n = planned.length;
  const now = new Date().toISOString();
  const entriesSoFar = sql`(select count(*) from ${competitionEntries} where ${competitionEntries.competitionId} = ${competitionId})`;
  const sequence = sql`(select ${competitions.entrySequence} from ${competitions} where ${competitions.id} = ${competitionId})`;
  const claim = db
    .update(competitions)
    .set({ entrySequence: sql`${competitions.entrySequence} + ${n}` })
    .where(
      and(
        eq(competitions.id, competitionId),
        openForEntries(today),
        sql`(${competitions.capacity} is null or ${entriesSoFar} + ${n} <= ${competitions.capacity})`,
      ),
    )
    .returning({ entrySequence: competitions.entrySequence });
  // One statement for every entry, its rows from a JSON parameter; it runs only if the claim changed
  // the competition.
  const rows = JSON.stringify(
    planned.map(({ id, studentId, centreId, level: entryLevel, index }) => [id, studentId, centreId, entryLevel, index]),
  );
  const insert = insertAfterChange(
    db,
    competitionEntries,
    {
      id: sql`json_extract(value, '$[0]')`,
      competitionId,
      studentId: sql`json_extract(value, '$[1]')`,
      centreId: sql`json_extract(value, '$[2]')`,
      level: sql`json_extract(value, '$[3]')`,
      rollNumber: sql`cast(cast(${sequence} + ${ROLL_BASE - n + 1} + json_extract(value, '$[4]') as integer) as text)`,
      enteredBy: member.id,
      paymentStatus: "unpaid",
      createdAt: now,
    },
    sql`json_each(${rows})`,
  );
  // Whoever entered them, admin or partner: the log says who did what.
  const log = [
    activityEntry(db, member, {
      action: "competition.enter",
      target: competitionId,
      summary: `Entered ${n} student${n === 1 ? "" : "s"} in “${competition.title}”`,
    }),
  ];
  let claimed: { entrySequence: number }[];
  try {
    [claimed] = await db.batch([claim, insert, ...log]);
  } catch (error) {
    // The unique index: another request entered one of these students meanwhile (nothing was saved).
    if (/UNIQUE/i.test(String(error))) throw conflict(RACE_MESSAGE);
    throw error;
  }
  const last = claimed[0]?.entrySequence;
  if (last === undefined) throw conflict(RACE_MESSAGE);
  return planned.map(({ index: _index, ...entry }, index) => ({ ...entry, rollNumber: String(ROLL_BASE + last - n + 1 + index) }));
}

/** A partner withdraws while registration is open and the fee is not reported or paid; an admin until results are published. */
export async function withdrawEntry(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { competitionId, entryId }: { competitionId: string; entryId: string },
) {
  const member = authorize(actor, canEnterCompetitions, "Only approved franchise partners and administrators can withdraw entries.");
  const row = await db
    .select({ entry: competitionEntries, competition: competitions, name: students.name })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .innerJoin(students, eq(students.id, competitionEntries.studentId))
    .where(and(eq(competitionEntries.id, entryId), eq(competitionEntries.competitionId, competitionId), entryScope(member)))
    .get();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  const { entry, competition, name } = row;
  if (competition.resultsPublishedAt) throw conflict("Results are published: entries can no longer be withdrawn.");
  const admin = isAdmin(member);
  if (!admin) {
    const closed = registrationRefusal(competition);
    if (closed) throw conflict(`${closed.message} Entries can no longer be withdrawn; please contact the organisers.`);
    if (!canWithdrawEntry(entry, { admin, registrationOpen: true, resultsPublished: false }))
      throw conflict(
        `The entry fee for ${name} is already ${entry.paymentStatus === "paid" ? "paid" : "reported"}: please ask the organisers to withdraw this entry (they arrange any refund).`,
      );
  }
  const today = indiaDate();
  const stillOpen = sql`exists (select 1 from ${competitions} where ${competitions.id} = ${competitionId} and ${openForEntries(today)})`;
  const paidNote = entry.paymentStatus === "paid" ? " (its fee was paid: refund it outside the site)" : "";
  const [deleted] = await db.batch([
    db
      .delete(competitionEntries)
      .where(
        and(
          eq(competitionEntries.id, entryId),
          sql`${competitionEntries.certificateCode} is null`,
          admin ? undefined : and(inArray(competitionEntries.paymentStatus, PAYABLE_STATUSES), stillOpen),
        ),
      )
      .returning(),
    activityEntry(db, member, {
      action: "competition.withdraw",
      target: competitionId,
      summary: `Withdrew ${name} (roll ${entry.rollNumber}) from “${competition.title}”${paidNote}`,
    }),
  ] as const);
  if (!deleted[0]) throw conflict("This entry changed meanwhile; reload the page and try again.");
  return { id: entry.id, studentId: entry.studentId, rollNumber: entry.rollNumber };
}

/** An entry as the API and the pages show it: results only once published (admins: always). */
export type EntryView = {
  id: string;
  competitionId: string;
  studentId: string;
  studentName: string;
  centreId: string;
  centreName: string;
  level: string;
  rollNumber: string;
  paymentStatus: PaymentStatus;
  paymentReference: string | null;
  paymentReportedAt: string | null;
  paymentNote: string | null;
  score: number | null;
  rank: number | null;
  award: Award | null;
  certificateCode: string | null;
  createdAt: string;
};

// Aliased: a D1 batch maps rows by column name, so two columns called "name" would collide.
const entryColumns = {
  entry: competitionEntries,
  studentName: sql<string>`${students.name}`.as("student_name"),
  centreName: sql<string>`${centres.name}`.as("centre_name"),
};

/** The entries of a competition the caller may see (admin: all; partner: their centres'), by centre, level and roll number. */
export function entriesQuery(db: Db, actor: Actor, competitionId: string) {
  return db
    .select(entryColumns)
    .from(competitionEntries)
    .innerJoin(students, eq(students.id, competitionEntries.studentId))
    .innerJoin(centres, eq(centres.id, competitionEntries.centreId))
    .where(and(eq(competitionEntries.competitionId, competitionId), entryScope(actor)))
    .orderBy(asc(centres.name), asc(competitionEntries.level), asc(competitionEntries.rollNumber));
}

export function toEntryView(
  row: { entry: typeof competitionEntries.$inferSelect; studentName: string; centreName: string },
  competition: Pick<CompetitionRow, "resultsPublishedAt">,
  actor: Actor,
): EntryView {
  const { entry } = row;
  const shown = isAdmin(actor) || competition.resultsPublishedAt !== null;
  return {
    id: entry.id,
    competitionId: entry.competitionId,
    studentId: entry.studentId,
    studentName: row.studentName,
    centreId: entry.centreId,
    centreName: row.centreName,
    level: entry.level,
    rollNumber: entry.rollNumber,
    paymentStatus: entry.paymentStatus,
    paymentReference: entry.paymentReference,
    paymentReportedAt: entry.paymentReportedAt,
    paymentNote: entry.paymentNote,
    score: shown ? entry.score : null,
    rank: shown ? entry.rank : null,
    award: shown ? entry.award : null,
    certificateCode: competition.resultsPublishedAt ? entry.certificateCode : null,
    createdAt: entry.createdAt,
  };
}

/** GET /api/competitions/{id}/entries: the competition and the entries the caller may see, in one batch. */
export async function listEntries({ db }: Pick<Deps, "db">, actor: Actor | null, competitionId: string) {
  const member = authorize(actor, canEnterCompetitions, "Only approved franchise partners and administrators can see entries.");
  const [[competition], rows] = await db.batch([
    db.select().from(competitions).where(eq(competitions.id, competitionId)),
    entriesQuery(db, member, competitionId),
  ]);
  if (!competition) throw notFound(NOT_FOUND);
  return { competition, entries: rows.map((row) => toEntryView(row, competition, member)) };
}
