import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { centres, competitionEntries, competitions, students } from "~/db/schema";
import type { Award } from "~/lib/enums";
import { invalidInput, notFound, type FieldErrors } from "~/lib/errors";
import { pageOf, previousOffsetOf, type Pagination } from "~/lib/pagination.server";
import { authorize, canManageCompetitionEntries, type Actor } from "~/lib/permissions";
import type { ResultInput } from "~/validation/results";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { formatPublishedDate, indiaDate } from "~/lib/dates";

/** Why results cannot be published yet (the competition's day, in India, is still to come), or null. */
export const notYetHeld = (date: string, today = indiaDate(), held: "competition" | "exam" = "competition") =>
  date > today ? `Results can be published from ${formatPublishedDate(date)}, the day of the ${held}.` : null;

// Results of a competition (issue 16). An admin enters each entry's result (score, rank within its
// level, award) by hand or from a CSV keyed on roll number, then publishes them. Until then nobody
// else sees any of it: not the public results page or API, not certificates, not partners.
//
// The rules:
// - Admins only. A result names an entry by its roll number within the competition; an unknown roll
//   number, or one listed twice, refuses the whole set (400, naming each): nothing is saved.
// - The award makes a result; score and rank may be left out. A result is replaced by saving it
//   again, also after publishing (a correction shows at once on the results page and on the
//   certificate, whose code stays the same). A result cannot be removed, only corrected.
// - Publishing is publish.server.ts.

export const MANAGE_RESULTS = "Only administrators can enter and publish results.";
export const COMPETITION_NOT_FOUND = "Competition not found.";
/** The admin's results sheet shows this many entries a page (Previous / Next for the others): each is a form, 3.5 KB of HTML. */
export const RESULTS_PER_PAGE = 25;

/** One entry on the admin's results sheet. */
export type EntryResult = {
  id: string;
  rollNumber: string;
  level: string;
  studentName: string;
  centreName: string;
  score: number | null;
  rank: number | null;
  award: Award | null;
  certificateCode: string | null;
};

/** Entries in the order results are read: by level, then rank (results without one after), then roll number. */
export const RESULT_ORDER = [
  asc(competitionEntries.level),
  sql`${competitionEntries.rank} is null`,
  asc(competitionEntries.rank),
  sql`cast(${competitionEntries.rollNumber} as integer)`,
  asc(competitionEntries.rollNumber),
];

const competitionColumns = {
  id: competitions.id,
  title: competitions.title,
  date: competitions.date,
  location: competitions.location,
  resultsPublishedAt: competitions.resultsPublishedAt,
};

/**
 * The entries of a competition (or level exam) on an admin's sheet: each with its roll number, level,
 * student and centre (a removed one said so), its certificate code and the result's own columns (unexecuted).
 */
export const sheetEntries = <Result extends Record<string, SQLiteColumn>>(db: Deps["db"], competitionId: string, result: Result) =>
  db
    .select({
      id: competitionEntries.id,
      rollNumber: competitionEntries.rollNumber,
      level: competitionEntries.level,
      studentName: sql<string>`coalesce(${students.name}, '(student removed)')`,
      centreName: sql<string>`coalesce(${centres.name}, '(centre removed)')`,
      certificateCode: competitionEntries.certificateCode,
      ...result,
    })
    .from(competitionEntries)
    .leftJoin(students, eq(students.id, competitionEntries.studentId))
    .leftJoin(centres, eq(centres.id, competitionEntries.centreId))
    .where(eq(competitionEntries.competitionId, competitionId));

/** The entries of a competition with their results, in the order results are read (unexecuted). */
const entryResults = (db: Deps["db"], competitionId: string) =>
  sheetEntries(db, competitionId, {
    score: competitionEntries.score,
    rank: competitionEntries.rank,
    award: competitionEntries.award,
  }).orderBy(...RESULT_ORDER);

/** Every entry with its result (the CSV import checks against them), and the competition, in one round trip. */
export async function getResultsSheet({ db }: Pick<Deps, "db">, actor: Actor | null, competitionId: string) {
  authorize(actor, canManageCompetitionEntries, MANAGE_RESULTS);
  const [[competition], entries] = await db.batch([
    db.select(competitionColumns).from(competitions).where(eq(competitions.id, competitionId)),
    entryResults(db, competitionId),
  ]);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  return { competition, entries: entries as EntryResult[] };
}

/** A level's counts on the results sheet: its entries, those with a result, those with a result but no certificate code yet. */
export type LevelCounts = { level: string; entries: number; withResults: number; withoutCode: number };

/** Per level, counted over every entry of the competition (spelled out: Drizzle leaves a one-table select's columns unqualified). */
const levelCounts = sql<string>`(select json_group_array(json_object('level', c.level, 'entries', c.entries, 'withResults', c.with_results, 'withoutCode', c.without_code))
  from (select e.level, count(*) as entries, count(e.award) as with_results, sum(e.award is not null and e.certificate_code is null) as without_code
    from competition_entries e where e.competition_id = "competitions"."id" group by e.level order by e.level) c)`;

/**
 * The admin's results page: the competition, how many entries there are and have results (per level
 * and in all, every entry counted), and one page of the entries with their results, in one round trip.
 */
export async function getResultsSheetPage({ db }: Pick<Deps, "db">, actor: Actor | null, competitionId: string, page: Pagination) {
  authorize(actor, canManageCompetitionEntries, MANAGE_RESULTS);
  const [[competition], rows] = await db.batch([
    db
      .select({ ...competitionColumns, levels: levelCounts.as("level_counts") })
      .from(competitions)
      .where(eq(competitions.id, competitionId)),
    entryResults(db, competitionId)
      .limit(page.limit + 1)
      .offset(page.offset),
  ]);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  const { levels, ...shown } = competition;
  const { items, hasMore, nextOffset } = pageOf(rows as EntryResult[], page);
  const previousOffset = previousOffsetOf(page);
  const perLevel = JSON.parse(levels) as LevelCounts[];
  const sum = (key: "entries" | "withResults" | "withoutCode") => perLevel.reduce((total, level) => total + level[key], 0);
  return {
    competition: shown,
    // The publishing service refuses before the day; the page says so in place of the button.
    notYetHeld: notYetHeld(shown.date),
    levels: perLevel,
    totals: { entries: sum("entries"), withResults: sum("withResults"), withoutCode: sum("withoutCode") },
    entries: items,
    offset: page.offset,
    previousOffset,
    hasMore,
    nextOffset,
  };
}

/** The competition's title and its roll numbers, in one query (404 when there is no such competition). */
async function rollNumbersOf(db: Deps["db"], competitionId: string) {
  const row = await db
    .select({
      title: competitions.title,
      // Spelled out: Drizzle leaves a one-table select's columns unqualified, and "id" would mean the entry's.
      rolls: sql<string>`(select json_group_array(e.roll_number) from competition_entries e where e.competition_id = "competitions"."id")`,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .get();
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return { title: row.title, rolls: new Set(JSON.parse(row.rolls) as string[]) };
}

/** A result and where it came from: `field` names it for the API ("results.2.rollNumber") or the form ("csv"); `where` for people ("Line 4"). */
export type PlacedResult = ResultInput & { field: string; where: string };

/** Why these results cannot be saved, per field (empty when they can): unknown roll numbers and repeats. */
export function resultProblems(results: PlacedResult[], rolls: Set<string>, held: "competition" | "exam" = "competition"): FieldErrors {
  const problems: FieldErrors = {};
  const seen = new Map<string, PlacedResult>();
  for (const result of results) {
    const earlier = seen.get(result.rollNumber);
    const message = !rolls.has(result.rollNumber)
      ? `no entry in this ${held} has roll number ${result.rollNumber}`
      : earlier
        ? `roll number ${result.rollNumber} is listed twice (also ${earlier.where})`
        : null;
    if (message) (problems[result.field] ??= []).push(`${result.where}: ${message}`);
    if (!earlier) seen.set(result.rollNumber, result);
  }
  return problems;
}

/**
 * Saves results by roll number, all or none: one UPDATE that reads the set as JSON (D1 binds at most
 * 100 parameters to a statement), with the activity log's entry in the same batch.
 */
export async function saveResults(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  competitionId: string,
  results: PlacedResult[],
  { source = "by hand" } = {},
): Promise<{ saved: number }> {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE_RESULTS);
  const { title, rolls } = await rollNumbersOf(db, competitionId);
  const problems = resultProblems(results, rolls);
  const count = Object.values(problems).flat().length;
  if (count) {
    const first = Object.values(problems)[0]![0]!;
    throw invalidInput(count === 1 ? `${first}. Nothing was saved.` : `${count} problems; nothing was saved. ${first}.`, problems);
  }
  const json = JSON.stringify(results.map(({ rollNumber, score, rank, award }) => ({ r: rollNumber, s: score, k: rank, a: award })));
  const pick = (key: string) =>
    sql`(select json_extract(value, ${`$.${key}`}) from json_each(${json}) where json_extract(value, '$.r') = ${competitionEntries.rollNumber})`;
  await db.batch([
    db
      .update(competitionEntries)
      .set({ score: pick("s"), rank: pick("k"), award: pick("a") })
      .where(
        and(
          eq(competitionEntries.competitionId, competitionId),
          inArray(competitionEntries.rollNumber, sql`(select json_extract(value, '$.r') from json_each(${json}))`),
        ),
      ),
    activityEntry(db, admin, {
      action: "competition.results",
      target: competitionId,
      summary:
        results.length === 1
          ? `Entered the result of roll number ${results[0]!.rollNumber} in “${title}”: ${results[0]!.award}`
          : `Entered ${results.length} results in “${title}” (${source})`,
    }),
  ]);
  return { saved: results.length };
}

/** The results set by the API: each named by its place in the list. */
export const placedFromApi = (results: ResultInput[]): PlacedResult[] =>
  results.map((result, index) => ({
    ...result,
    field: `results.${index}.rollNumber`,
    where: `results.${index}`,
  }));
