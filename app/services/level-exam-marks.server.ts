import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { competitionEntries, competitions } from "~/db/schema";
import { CSV_MAX_COLUMNS, parseCsvRecords } from "~/lib/csv-parse";
import { toCsv, type CsvFile } from "~/lib/csv";
import { invalidInput, notFound } from "~/lib/errors";
import { pageOf, previousOffsetOf, type Pagination } from "~/lib/pagination.server";
import { authorize, canManageCompetitionEntries, type Actor } from "~/lib/permissions";
import { slugify } from "~/lib/slug";
import { marksSchema, type MarksInput } from "~/validation/level-exams";
import { RESULTS_CSV_MAX_ROWS } from "~/validation/results";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { LEVEL_EXAM_NOT_FOUND, MANAGE_LEVEL_EXAMS, toLevelExam } from "./level-exams.server";
import { notYetHeld, resultProblems, sheetEntries } from "./results.server";
import { rowsRefused } from "./results-csv.server";

// A level exam's marks (admins): out of 100, by roll number, typed one by one on the marks sheet, from
// its CSV template or by PUT /api/level-exams/{id}/results; all of a set or none. Marks published are
// final (publishing promoted the student): only entries still without marks take them afterwards.

/** A set of marks, each placed for its messages (the API's "results.2", the CSV's "Line 4"). */
export type PlacedMarks = MarksInput & { field: string; where: string };

export const MARKS_CSV_HEADER = ["Roll number", "Student", "Centre", "Level", "Marks"] as const;
/** The marks sheet shows this many entries a page. */
export const MARKS_PER_PAGE = 25;

/** One entry on the marks sheet. */
export type MarksRow = {
  id: string;
  rollNumber: string;
  level: string;
  studentName: string;
  centreName: string;
  marks: number | null;
  certificateCode: string | null;
};

const sheetRows = (db: Deps["db"], examId: string) =>
  sheetEntries(db, examId, { marks: competitionEntries.score }).orderBy(
    sql`cast(${competitionEntries.rollNumber} as integer)`,
    asc(competitionEntries.rollNumber),
  );

/** Counted over every entry: how many sat (have marks), passed, and passed without a certificate yet. */
const tally = sql<string>`(select json_object('entries', count(*), 'marked', count(e.score), 'passed', sum(e.score >= "competitions"."pass_mark"),
    'newPasses', sum(e.score >= "competitions"."pass_mark" and e.certificate_code is null))
  from competition_entries e where e.competition_id = "competitions"."id")`;

/** The admin's marks sheet: the exam, its counts and one page of its entries, in one round trip. */
export async function getMarksSheet({ db }: Pick<Deps, "db">, actor: Actor | null, examId: string, page: Pagination) {
  authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  const [[row], rows] = await db.batch([
    db
      .select({ exam: competitions, tally: tally.as("tally") })
      .from(competitions)
      .where(and(eq(competitions.id, examId), eq(competitions.kind, "level-exam"))),
    sheetRows(db, examId)
      .limit(page.limit + 1)
      .offset(page.offset),
  ]);
  if (!row) throw notFound(LEVEL_EXAM_NOT_FOUND);
  const counts = JSON.parse(row.tally) as { entries: number; marked: number; passed: number | null; newPasses: number | null };
  const { items, hasMore, nextOffset } = pageOf(rows as MarksRow[], page);
  return {
    exam: toLevelExam(row.exam, counts.entries),
    counts: { entries: counts.entries, marked: counts.marked, passed: counts.passed ?? 0 },
    newPasses: counts.newPasses ?? 0,
    notYetHeld: notYetHeld(row.exam.date, undefined, "exam"),
    entries: items,
    offset: page.offset,
    previousOffset: previousOffsetOf(page),
    hasMore,
    nextOffset,
  };
}

/** The exam's roll numbers, and those whose marks were published (final), in one query. */
async function rollsOf(db: Deps["db"], examId: string) {
  const row = await db
    .select({
      title: competitions.title,
      rolls: sql<string>`(select json_group_array(e.roll_number) from competition_entries e where e.competition_id = "competitions"."id")`,
      published: sql<string>`(select json_group_array(e.roll_number) from competition_entries e
        where e.competition_id = "competitions"."id" and "competitions"."results_published_at" is not null and e.score is not null)`,
    })
    .from(competitions)
    .where(and(eq(competitions.id, examId), eq(competitions.kind, "level-exam")))
    .get();
  if (!row) throw notFound(LEVEL_EXAM_NOT_FOUND);
  return { title: row.title, rolls: new Set(JSON.parse(row.rolls) as string[]), published: new Set(JSON.parse(row.published) as string[]) };
}

/** Saves marks by roll number, all or none (400 naming each unknown, repeated or already published roll number). */
export async function saveMarks(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  examId: string,
  marks: PlacedMarks[],
  { source = "by hand" } = {},
): Promise<{ saved: number }> {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  const { title, rolls, published } = await rollsOf(db, examId);
  const problems = resultProblems(
    marks.map((mark) => ({ ...mark, score: mark.marks, rank: null, award: "participation" as const })),
    rolls,
    "exam",
  );
  for (const mark of marks.filter((each) => published.has(each.rollNumber)))
    (problems[mark.field] ??= []).push(`${mark.where}: the marks of roll number ${mark.rollNumber} are published and final`);
  const count = Object.values(problems).flat().length;
  if (count) {
    const first = Object.values(problems)[0]![0]!;
    const message = count === 1 ? `${first}. Nothing was saved.` : `${count} problems; nothing was saved. ${first}.`;
    throw invalidInput(message, problems);
  }
  const json = JSON.stringify(marks.map(({ rollNumber, marks: value }) => ({ r: rollNumber, m: value })));
  await db.batch([
    db
      .update(competitionEntries)
      .set({
        score: sql`(select json_extract(value, '$.m') from json_each(${json}) where json_extract(value, '$.r') = ${competitionEntries.rollNumber})`,
      })
      .where(
        and(
          eq(competitionEntries.competitionId, examId),
          inArray(competitionEntries.rollNumber, sql`(select json_extract(value, '$.r') from json_each(${json}))`),
        ),
      ),
    activityEntry(db, admin, {
      action: "competition.results",
      target: examId,
      summary:
        marks.length === 1
          ? `Entered the marks of roll number ${marks[0]!.rollNumber} in “${title}”: ${marks[0]!.marks}`
          : `Entered ${marks.length} students' marks in “${title}” (${source})`,
    }),
  ]);
  return { saved: marks.length };
}

/** The marks set by the API: each named by its place in the list. */
export const placedMarksFromApi = (marks: MarksInput[]): PlacedMarks[] =>
  marks.map((mark, index) => ({ ...mark, field: `results.${index}.rollNumber`, where: `results.${index}` }));

/** The template to fill in: every entry with its marks so far (children's names: admins only). */
export async function marksTemplateCsv({ db }: Pick<Deps, "db">, actor: Actor | null, examId: string): Promise<CsvFile> {
  authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  const [[exam], rows] = await db.batch([
    db
      .select({ title: competitions.title })
      .from(competitions)
      .where(and(eq(competitions.id, examId), eq(competitions.kind, "level-exam"))),
    sheetRows(db, examId),
  ]);
  if (!exam) throw notFound(LEVEL_EXAM_NOT_FOUND);
  const body = toCsv(
    MARKS_CSV_HEADER,
    (rows as MarksRow[]).map((row) => [row.rollNumber, row.studentName, row.centreName, row.level, row.marks]),
  );
  return { filename: `marks-${slugify(exam.title, { fallback: "level-exam" })}.csv`, body };
}

/** The uploaded marks, each with its line; rows left without marks are skipped; 400 listing every bad row. */
export function readMarksCsv(text: string): PlacedMarks[] {
  const { records, missing } = parseCsvRecords(text, {
    columns: ["roll number", "marks"],
    required: ["roll number", "marks"],
    maxColumns: CSV_MAX_COLUMNS,
    maxRows: RESULTS_CSV_MAX_ROWS,
    field: "csv",
  });
  if (missing.length) {
    const message = `The file must have a header row with the columns ${MARKS_CSV_HEADER.join(", ")} (missing: ${missing.join(", ")}). Download the template to start from.`;
    throw invalidInput(message, { csv: [message] });
  }
  const problems: string[] = [];
  const marks: PlacedMarks[] = [];
  for (const { line, cells } of records) {
    if (!cells.marks?.trim()) continue;
    const parsed = marksSchema.safeParse({ rollNumber: cells["roll number"], marks: cells.marks });
    if (parsed.success) marks.push({ ...parsed.data, field: "csv", where: `Line ${line}` });
    else for (const issue of parsed.error.issues) problems.push(`Line ${line}: ${issue.message}`);
  }
  if (problems.length) throw rowsRefused(problems);
  if (!marks.length) {
    const message = "The file has no marks: fill in the Marks column for the students who sat the exam.";
    throw invalidInput(message, { csv: [message] });
  }
  return marks;
}

/** The CSV import: read, checked against the exam's roll numbers, saved all or none (problems listed under csv). */
export async function importMarksCsv(deps: Pick<Deps, "db">, actor: Actor | null, examId: string, text: string) {
  authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  try {
    return await saveMarks(deps, actor, examId, readMarksCsv(text), { source: "CSV import" });
  } catch (error) {
    // Unknown, repeated or published roll numbers: listed by line, as a bad row is.
    const lines = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.csv;
    if (lines) throw rowsRefused(lines);
    throw error;
  }
}
