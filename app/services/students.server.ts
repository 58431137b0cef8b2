import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { centrePartners, centres, parentLanguages, rosterCounts, students, studentTransfers, type StudentRow } from "~/db/schema";
import { consentOf, type StudentConsent } from "~/lib/consent";
import { courseName } from "~/lib/courses";
import { conflict, invalidInput, notFound } from "~/lib/errors";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import { ERASED_DATE_OF_BIRTH, isErased } from "~/lib/erasure";
import { previousOffsetOf, readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canKeepStudents, isAdmin, type Actor } from "~/lib/permissions";
import type { StudentInput, StudentListQuery, StudentUpdateInput } from "~/validation/students";
import { activityEntry, changedFields } from "./activity.server";
import { centreParentLanguage, languageOfPhone } from "./parent-languages.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { Deps } from "./deps.server";
import { readTogether } from "~/db/read-together.server";
import { atCentresMatching } from "./centres.server";
import { containsText } from "~/db/contains.server";
import { dueBySql } from "~/lib/level-progress";
import { progressColumns, progressOf, type LevelProgress } from "./roster-progress.server";

// The roster: the students of a centre (children's data, never public). A partner keeps the
// students of the centres they run (centre_partners); admins see and change every centre's. A
// student of a centre the caller does not run is not there for them (404, never 403).

type Db = Pick<Deps, "db">;

const KEEP = "Only administrators and approved franchise partners keep student rosters.";

/** The roster's keepers (admins, approved partners): every service of students asks here. */
export const authorizeKeeper = (actor: Actor | null) => authorize(actor, canKeepStudents, KEEP);
/** The most a list shows (a search narrows it). */
export const STUDENTS_SHOWN = 500;
/** The roster page shows this many at a time (Previous / Next for the others). */
export const STUDENTS_PER_PAGE = 25;

/** A student as the API answers it (GET/POST /api/students, PUT/DELETE /api/students/{id}). */
export type Student = Pick<StudentRow, "id" | "name" | "dateOfBirth" | "course" | "level" | "centreId" | "parentPhone" | "archived"> & {
  /** YYYY-MM-DD (India): the day they joined. */
  enrolledOn: string;
  /** The parent's consent in force (issue 35): "needed" until one is recorded. */
  consent: StudentConsent;
};
/** A request to move the student to another centre, waiting for an admin. */
export type PendingTransfer = { id: string; toCentreId: string; toCentreName: string; requestedAt: string };
/** A student in a list or picker: with their centre's name. */
export type StudentListItem = Student & { centreName: string };
/** A student on the roster: with their progress at their level and a move waiting for an admin. */
export type RosterStudent = StudentListItem & LevelProgress & { pendingTransfer: PendingTransfer | null };
/** A centre the caller keeps students of (the page's centre filter and forms, the import's centre column). */
export type RosterCentre = { id: string; name: string; slug: string; city: string };

/** The API's student object: exactly the roster fields (no audit columns). */
export const toStudent = ({
  id,
  name,
  dateOfBirth,
  course,
  level,
  centreId,
  parentPhone,
  archived,
  enrolledOn,
  createdAt,
  ...row
}: StudentRow): Student => ({
  id,
  name,
  dateOfBirth,
  course,
  level,
  centreId,
  parentPhone,
  archived,
  // A row written without it (a seed, an old client) joined the day it was added, as its history says.
  enrolledOn: enrolledOn ?? indiaDate(new Date(createdAt)),
  consent: consentOf(row),
});

/** The student's request to move to another centre that waits for an admin, as JSON (one at most: transfers.server.ts). */
const pendingTransferJson = sql<string | null>`(select json_object('id', t.id, 'toCentreId', t.to_centre_id,
    'toCentreName', c.name, 'requestedAt', t.requested_at)
  from ${studentTransfers} t join ${centres} c on c.id = t.to_centre_id
  where t.student_id = ${sql.identifier("students")}.${sql.identifier("id")} and t.status = 'pending' limit 1)`;

/** The roster's columns beside the student and their centre's name: progress at the level, a pending move. */
export const rosterColumns = () => ({
  ...progressColumns(),
  pendingTransfer: sql<string | null>`${pendingTransferJson}`.as("pending_transfer"),
});

export type RosterRow = {
  student: StudentRow;
  centreName: string;
  levelWeeks: number | null;
  pendingTransfer: string | null;
};
export const toRosterStudent = ({ student, centreName, pendingTransfer, levelWeeks }: RosterRow, today: string): RosterStudent => ({
  ...toStudent(student),
  centreName,
  ...progressOf({ levelStartedOn: student.levelStartedOn, levelWeeks }, today),
  pendingTransfer: pendingTransfer ? (JSON.parse(pendingTransfer) as PendingTransfer) : null,
});

/** The centres a partner runs, as SQL (a subquery). */
export const centresRunBy = (userId: string) =>
  sql`(select ${centrePartners.centreId} from ${centrePartners} where ${centrePartners.userId} = ${userId})`;

/** The students `actor` may see (by their `centreId` column): an admin all; a partner those of their own centres. */
export const studentsVisibleTo = (actor: Actor, centreId: SQLiteColumn = students.centreId): SQL | undefined =>
  isAdmin(actor) ? undefined : inArray(centreId, centresRunBy(actor.id));

/**
 * The roster page carries at most this many of the reader's centres, for its centre filter and forms.
 * An admin of a bigger network filters by part of a centre's name (`centre`) instead, and the forms
 * fetch the list when opened: a thousand centres were most of the page (and of its render).
 */
export const ROSTER_CENTRES_ON_PAGE = 50;

/**
 * The centres `actor` keeps students of: an admin every centre; a partner their own. By name, with
 * `first` (a centre the page is filtered by) ahead of the others, so a page that carries only the
 * first few still names it; at most `limit`.
 */
export async function rosterCentres({ db }: Db, actor: Actor | null, { limit = 1000, first }: { limit?: number; first?: string } = {}) {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  // With the request's other reads (the roster page's list, the footer's settings): one round trip.
  return readTogether(
    db,
    db
      .select({ id: centres.id, name: centres.name, slug: centres.slug, city: centres.city })
      .from(centres)
      .where(isAdmin(keeper) ? undefined : inArray(centres.id, centresRunBy(keeper.id)))
      .orderBy(...(first ? [sql`${centres.id} = ${first} desc`] : []), asc(centres.name), asc(centres.city))
      .limit(limit),
  ) satisfies Promise<RosterCentre[]>;
}

/** A search matches a name anywhere in it, or (four digits or more) a parent's phone. */
function searchWhere(search: string): SQL {
  const byName = containsText(students.name, search);
  const digits = search.replace(/\D/g, "");
  return digits.length >= 4 ? or(byName, containsText(students.parentPhone, digits))! : byName;
}

/** The columns the roster's filters other than a search read: the students' own, or roster_counts'. */
type RosterColumns = { centreId: SQLiteColumn; archived: SQLiteColumn };
const STUDENT_COLUMNS: RosterColumns = { centreId: students.centreId, archived: students.archived };

/** Written as SQL text, not a bound value, so SQLite can match it to students_consent_needed_idx's condition. */
const archivedWhere = (archived: StudentListQuery["archived"], column: SQLiteColumn) =>
  archived === "include" ? undefined : sql`${column} = ${sql.raw(archived === "only" ? "1" : "0")}`;

/**
 * The students `keeper` may see, narrowed by a search (name or parent's phone), a centre (by id, or part
 * of its name or city) and the archived filter; `inListOrder` for a page read in the roster's order.
 * Without a search, the same filters apply to roster_counts (`columns`).
 */
function rosterWhere(
  keeper: Actor,
  { search, centreId, centre, archived = "exclude", due, consent }: Partial<StudentListQuery>,
  { inListOrder = false, columns = STUDENT_COLUMNS } = {},
) {
  return and(
    studentsVisibleTo(keeper, columns.centreId),
    archivedWhere(archived, columns.archived),
    centreId ? eq(columns.centreId, centreId) : undefined,
    centre ? atCentresMatching(columns.centreId, centre, { inListOrder }) : undefined,
    search ? searchWhere(search) : undefined,
    due ? dueBySql(indiaDate()) : undefined,
    consent === "needed" ? consentNeededWhere : undefined,
  );
}

/**
 * No parent's consent for the core service in force (none recorded, asked, or withdrawn). Written
 * as SQL text, not a bound value: SQLite reads students_consent_needed_idx (a partial index) only
 * for a condition it can see implies the index's own.
 */
const consentNeededWhere = sql`${students.consentStatus} <> 'given'`;

/** By centre then name (students_roster_order_idx and centres_name_id_idx hold this order). */
const ROSTER_ORDER = [asc(centres.name), asc(centres.id), sql`${students.name} collate nocase`, asc(students.id)];

/**
 * The students `actor` may see, narrowed by a search (name or parent's phone), a centre and the
 * archived filter (the current roster by default), by centre then name; at most STUDENTS_SHOWN.
 */
export async function listStudents({ db }: Db, actor: Actor | null, query: Partial<StudentListQuery> = {}): Promise<RosterStudent[]> {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  const today = indiaDate();
  const rows = await db
    .select({ student: students, centreName: centres.name, ...rosterColumns() })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(rosterWhere(keeper, query))
    .orderBy(...ROSTER_ORDER)
    .limit(STUDENTS_SHOWN);
  return rows.map((row) => toRosterStudent(row, today));
}

/**
 * A search counts its matches up to this many; past it the roster says "1,000+ students". A common
 * name's every match was read to count it: 5 ms at ten times the bench's data.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many students match, as a subquery that names nothing outside itself: SQLite counts once, and
 * the page's query keeps only its page while sorting. A window count (`count(*) over ()`) made it keep
 * every match whole: 4,000 students for a common name at ten times the bench's data. Without a search,
 * the centres' counts (roster_counts, a row a centre) are summed; a search counts its matches.
 */
function rosterCount(keeper: Actor, query: Partial<StudentListQuery>) {
  if (!isCounted(query)) {
    const where = rosterWhere(keeper, query, { columns: { centreId: rosterCounts.centreId, archived: rosterCounts.archived } });
    return sql<number>`select coalesce(sum(${rosterCounts.students}), 0) from ${rosterCounts} where ${where ?? sql`1`}`;
  }
  return sql<number>`select count(*) from (select 1 from ${students} where ${rosterWhere(keeper, query)} limit ${SEARCH_COUNT_CAP + 1})`;
}

/** A search or the "due for an exam" filter counts its matches (up to SEARCH_COUNT_CAP); roster_counts cannot. */
const isCounted = (query: Partial<StudentListQuery>) => !!(query.search || query.due || query.consent);

/**
 * How many of the students `keeper` may see on the roster have no parent's consent in force (up to
 * SEARCH_COUNT_CAP), as a subquery of the roster page's own statement: the page says how many.
 */
const consentNeededCount = (keeper: Actor) =>
  sql<number>`select count(*) from (select 1 from ${students} where ${and(
    studentsVisibleTo(keeper),
    archivedWhere("exclude", students.archived),
    consentNeededWhere,
  )} limit ${SEARCH_COUNT_CAP + 1})`;

/**
 * One page of listStudents (the roster page), with how many students match in all (`total`, counted
 * by the same query: a page past the end counts 0; a search's, up to SEARCH_COUNT_CAP), and where
 * the pages before and after start.
 */
export async function listStudentsPage({ db }: Db, actor: Actor | null, query: Partial<StudentListQuery>, page: Pagination) {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  const { items, hasMore, nextOffset } = await readPage(
    db
      // Batched reads are mapped by column name: the centre's name must not be read as another `name`.
      .select({
        student: students,
        centreName: sql<string>`${centres.name}`.as("centre_name"),
        ...rosterColumns(),
        total: sql<number>`(${rosterCount(keeper, query)})`.as("roster_total"),
        consentNeeded: sql<number>`(${consentNeededCount(keeper)})`.as("consent_needed"),
      })
      // A cross join keeps this order of the tables: centres by name, then each one's students from
      // the index in order, stopping when the page is full (without statistics, SQLite would rather
      // scan every student and sort the matches: 17 ms for a common name at ten times the bench's data).
      .from(centres)
      .crossJoin(students)
      .where(and(eq(students.centreId, centres.id), rosterWhere(keeper, query, { inListOrder: true })))
      .orderBy(...ROSTER_ORDER),
    page,
    db,
  );
  const today = indiaDate();
  const list = items.map((row) => toRosterStudent(row, today));
  const counted = items[0]?.total ?? 0;
  // Read with the page's rows: a page past the end (no rows) does not say it.
  const consentNeeded = items[0]?.consentNeeded ?? null;
  // A search's count stops past SEARCH_COUNT_CAP: `totalCapped` says there are more than `total`.
  const totalCapped = isCounted(query) && counted > SEARCH_COUNT_CAP;
  return {
    students: list,
    total: totalCapped ? SEARCH_COUNT_CAP : counted,
    totalCapped,
    consentNeeded,
    offset: page.offset,
    previousOffset: previousOffsetOf(page),
    hasMore,
    nextOffset,
  };
}

/** One student `reader` may see, or 404. */
async function readStudent({ db }: Db, reader: Actor, id: string): Promise<StudentRow> {
  const row = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), studentsVisibleTo(reader)))
    .get();
  if (!row) throw notFound("Student not found.");
  return row;
}

/**
 * The centre a student is put in: one `keeper` keeps students of, else 400 on centreId. With
 * `like`, in the same query: a student on its roster with that name (case and spaces aside) and the
 * same birth date or parent's phone, the likeliest same child, and the language that parent's
 * messages go in. (The centre's id is qualified: Drizzle leaves a one-table select's columns bare,
 * and "id" inside the subquery would be the student's.)
 */
async function checkCentre({ db }: Db, keeper: Actor, centreId: string, like?: Pick<StudentInput, "name" | "dateOfBirth" | "parentPhone">) {
  const lookalike = like
    ? sql<string | null>`(select json_object('name', s.name, 'dateOfBirth', s.date_of_birth) from ${students} s
        where s.centre_id = ${sql.identifier("centres")}.${sql.identifier("id")} and s.archived = 0 and lower(trim(s.name)) = ${like.name.trim().toLowerCase()}
        and (s.date_of_birth = ${like.dateOfBirth} or s.parent_phone = ${like.parentPhone}) limit 1)`
    : sql<null>`null`;
  const centre = await db
    .select({ id: centres.id, name: centres.name, lookalike, parentLanguage: like ? languageOfPhone(like.parentPhone) : sql<null>`null` })
    .from(centres)
    .where(and(eq(centres.id, centreId), isAdmin(keeper) ? undefined : inArray(centres.id, centresRunBy(keeper.id))))
    .get();
  if (!centre) {
    const message = isAdmin(keeper) ? "This centre does not exist: choose another" : "Choose one of your own centres";
    throw invalidInput(message, { centreId: [message] });
  }
  return centre;
}

const describe = (student: Pick<StudentRow, "name" | "course" | "level">, centreName: string) =>
  `${student.name}, ${courseName(student.course)} level ${student.level}, ${centreName}`;

/** A student just added, with their centre's name and the language their parent's messages go in. */
export type AddedStudent = { student: Student; centreName: string; parentLanguage: Locale };

/**
 * Adds a student to one of the caller's centres (an admin: any centre). In the activity log, whoever
 * adds them. `parentLanguage` is kept for the parent unless they chose their own.
 */
export async function createStudent(
  { db }: Db,
  actor: Actor | null,
  { addAnyway, parentLanguage, ...input }: StudentInput,
): Promise<AddedStudent> {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  const centre = await checkCentre({ db }, keeper, input.centreId, input);
  if (centre.lookalike && !addAnyway) {
    const same = JSON.parse(centre.lookalike) as { name: string; dateOfBirth: string };
    const message = `${same.name}, born ${formatPublishedDate(same.dateOfBirth)}, is already on the roster of ${centre.name}. If this is another child, tick "Add anyway".`;
    throw conflict(message, { name: [`Already on the roster: tick "Add anyway" if this is another child`] });
  }
  const time = new Date().toISOString();
  const id = crypto.randomUUID();
  const today = indiaDate();
  // The history trigger opens the starting level on enrolledOn.
  const dates = { enrolledOn: input.enrolledOn ?? today, archivedOn: input.archived ? today : null };
  const insert = db
    .insert(students)
    .values({ ...input, ...dates, id, archived: input.archived ?? false, createdBy: keeper.id, createdAt: time, updatedAt: time })
    .returning();
  const [rows, , kept] = await db.batch([
    insert,
    activityEntry(db, keeper, { action: "student.create", target: id, summary: `Added ${describe(input, centre.name)}` }),
    // Until the parent chooses: their consent request, and every message after it, goes in it.
    ...(parentLanguage
      ? [
          centreParentLanguage(db, input.parentPhone, parentLanguage, { now: new Date(time) }).returning({
            language: parentLanguages.language,
          }),
        ]
      : []),
  ]);
  // Nothing came back when the parent's own choice stood: it is the one read with the centre.
  const language = kept?.[0]?.language ?? centre.parentLanguage ?? DEFAULT_LOCALE;
  return { student: toStudent(rows[0]!), centreName: centre.name, parentLanguage: language };
}

const LABELS = {
  name: "Name",
  dateOfBirth: "Date of birth",
  course: "Course",
  level: "Level",
  centreId: "Centre",
  parentPhone: "Parent's phone",
  archived: "Archived",
};

/** Said to have changed in the activity log, never with their values: the log outlives the record. */
const PERSONAL_FIELDS = ["dateOfBirth", "parentPhone"] as const;

/**
 * Changes a student the caller may see (404 otherwise): the fields given; a new centre must be one
 * the caller keeps students of; `archived: false` restores an archived student (not an erased one:
 * 409). Every change of a
 * child's record goes in the activity log, in the same batch, a partner's as an admin's.
 */
export async function updateStudent({ db }: Db, actor: Actor | null, id: string, input: StudentUpdateInput): Promise<Student> {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  const before = await readStudent({ db }, keeper, id);
  if (isErased(before)) throw conflict("This student's data was erased: their record can no longer be changed or restored.");
  if (input.centreId !== undefined && input.centreId !== before.centreId) await checkCentre({ db }, keeper, input.centreId);
  const update = db
    .update(students)
    .set({
      ...input,
      ...(input.archived === undefined ? {} : { archivedOn: archivedOnWhen(input.archived) }),
      updatedAt: new Date().toISOString(),
    })
    // Not erased meanwhile (the check above read it before).
    .where(and(eq(students.id, id), studentsVisibleTo(keeper), ne(students.dateOfBirth, ERASED_DATE_OF_BIRTH)))
    .returning();
  const summary = `${before.name}: ${changedFields(before, input, LABELS, PERSONAL_FIELDS) || "saved, no change"}`;
  const [rows] = await db.batch([update, activityEntry(db, keeper, { action: "student.update", target: id, summary })]);
  if (!rows[0]) throw notFound("Student not found.");
  return toStudent(rows[0]);
}

/** The day the student left: today (India) when archived now, kept when archived already, none when restored. */
const archivedOnWhen = (archived: boolean) =>
  archived ? sql`case when ${students.archived} then coalesce(${students.archivedOn}, ${indiaDate()}) else ${indiaDate()} end` : null;

/**
 * Archives a student (DELETE /api/students/{id}): they leave the roster and the pickers; their
 * entries and certificates stay. Archiving an archived student changes nothing. 404 for a student
 * the caller may not see.
 */
export async function archiveStudent({ db }: Db, actor: Actor | null, id: string): Promise<Student> {
  const keeper = authorize(actor, canKeepStudents, KEEP);
  const update = db
    .update(students)
    .set({
      archived: true,
      archivedOn: archivedOnWhen(true),
      updatedAt: sql`case when ${students.archived} then ${students.updatedAt} else ${new Date().toISOString()} end`,
    })
    .where(and(eq(students.id, id), studentsVisibleTo(keeper)))
    .returning();
  const summary = sql`'Archived ' || (select ${students.name} from ${students} where ${students.id} = ${id})`;
  const [rows] = await db.batch([update, activityEntry(db, keeper, { action: "student.archive", target: id, summary })]);
  if (!rows[0]) throw notFound("Student not found.");
  return toStudent(rows[0]);
}
