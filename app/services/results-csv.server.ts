import { CSV_MAX_COLUMNS, parseCsvRecords } from "~/lib/csv-parse";
import { toCsv, type CsvFile } from "~/lib/csv";
import { invalidInput } from "~/lib/errors";
import { authorize, canManageCompetitionEntries, type Actor } from "~/lib/permissions";
import { RESULTS_CSV_MAX_ROWS, resultSchema } from "~/validation/results";
import type { Deps } from "./deps.server";
import { getResultsSheet, MANAGE_RESULTS, saveResults, type PlacedResult } from "./results.server";
import { slugify } from "~/lib/slug";

// Results from a spreadsheet: the template lists every entry (roll number, student, centre, level)
// with its result so far; the admin fills in Score, Rank and Award and uploads it. All or nothing:
// every bad row is reported by its line ("Line 4: award must be one of ..."), and nothing is saved
// while any is bad. Rows left without a score, rank and award are skipped (no result yet).

export const RESULTS_CSV_HEADER = ["Roll number", "Student", "Centre", "Level", "Score", "Rank", "Award"] as const;
const REQUIRED = ["roll number", "award"] as const;
/** The columns the import reads (the template's others are there for the person filling it in). */
const READ = ["roll number", "score", "rank", "award"] as const;
/** More than this many problems are summed up, not listed. */
const MAX_LISTED = 50;

/** The template to fill in: every entry of the competition with its result so far (children's names: admins only), named after the competition. */
export async function resultsTemplateCsv(deps: Pick<Deps, "db">, actor: Actor | null, competitionId: string): Promise<CsvFile> {
  const { competition, entries } = await getResultsSheet(deps, actor, competitionId);
  const rows = entries.map((entry) => [
    entry.rollNumber,
    entry.studentName,
    entry.centreName,
    entry.level,
    entry.score,
    entry.rank,
    entry.award,
  ]);
  const name = slugify(competition.title, { fallback: "competition" });
  return { filename: `results-${name}.csv`, body: toCsv(RESULTS_CSV_HEADER, rows) };
}

/** Reads the uploaded file's results, each with its line; throws 400 listing every bad row. */
export function readResultsCsv(text: string): PlacedResult[] {
  const { records, missing } = parseCsvRecords(text, {
    columns: READ,
    required: REQUIRED,
    maxColumns: CSV_MAX_COLUMNS,
    maxRows: RESULTS_CSV_MAX_ROWS,
    field: "csv",
  });
  if (missing.length) {
    const message = `The file must have a header row with the columns ${RESULTS_CSV_HEADER.join(", ")} (missing: ${missing.join(", ")}). Download the template to start from.`;
    throw invalidInput(message, { csv: [message] });
  }
  const problems: string[] = [];
  const results: PlacedResult[] = [];
  for (const { line, cells } of records) {
    const given = { rollNumber: cells["roll number"], score: cells.score ?? "", rank: cells.rank ?? "", award: cells.award };
    if (!given.score && !given.rank && !given.award) continue;
    const parsed = resultSchema.safeParse(given);
    if (parsed.success) results.push({ ...parsed.data, field: "csv", where: `Line ${line}` });
    else for (const issue of parsed.error.issues) problems.push(`Line ${line}: ${issue.message}`);
  }
  if (problems.length) throw rowsRefused(problems);
  if (!results.length) {
    const message = "The file has no results: fill in the Award column (and Score and Rank) for the entries that have one.";
    throw invalidInput(message, { csv: [message] });
  }
  return results;
}

/** 400 listing every bad row under csv (past MAX_LISTED, how many more): nothing was saved. */
export function rowsRefused(problems: string[]) {
  const listed = problems.length > MAX_LISTED ? [...problems.slice(0, MAX_LISTED), `… and ${problems.length - MAX_LISTED} more`] : problems;
  const summary = problems.length === 1 ? "1 row has a problem" : `${problems.length} rows have problems`;
  return invalidInput(`${summary}; nothing was saved. Fix the file and upload it again.`, { csv: listed });
}

/** The CSV import: read, checked against the competition's roll numbers, saved all or none. */
export async function importResultsCsv(deps: Pick<Deps, "db">, actor: Actor | null, competitionId: string, text: string) {
  authorize(actor, canManageCompetitionEntries, MANAGE_RESULTS);
  const results = readResultsCsv(text);
  try {
    return await saveResults(deps, actor, competitionId, results, { source: "CSV import" });
  } catch (error) {
    const lines = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.csv;
    if (lines) throw rowsRefused(lines);
    throw error;
  }
}
