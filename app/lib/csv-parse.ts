// Reading the CSV files admins and partners upload (a roster, results): RFC 4180 quoting, a
// spreadsheet's byte-order mark and CRLF line ends, and blank lines skipped. The writer is lib/csv.ts.
// One pass over the text, stopped at the import's caps: a file of 20,000 empty columns, each row
// made into an object of every column, once took 44 s of the worker's CPU.

import { formatCount } from "./counts";
import { invalidInput } from "./errors";

/** The most columns a line of an uploaded CSV may have: the templates have 6 and 7, so a spreadsheet's own extra columns fit. */
export const CSV_MAX_COLUMNS = 50;

/** How much of a file an import reads: its lines' columns, and its data rows (the header and blank lines not counted). */
type CsvLimits = { maxColumns: number; maxRows: number };

/** A data row as the file has it: its 1-based line number (the header is line 1) and its cells by header name. */
export type CsvRecord = { line: number; cells: Record<string, string> };

/** Thrown the moment the file passes a cap, with where: nothing after that point is read. */
export class CsvLimitError extends Error {
  constructor(
    readonly limit: "columns" | "rows",
    readonly max: number,
    /** The line that passed the cap. */
    readonly line: number,
    /** The offset in the text at which reading stopped. */
    readonly offset: number,
  ) {
    super(`The file has more than ${formatCount(max)} ${limit}`);
    this.name = "CsvLimitError";
  }
}

/** Every row of `text` as lists of cells (quotes removed, "" inside quotes read as "), up to the caps. */
export function parseCsvRows(text: string, { maxColumns, maxRows }: CsvLimits): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.replace(/^\uFEFF/, "");
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = (offset: number) => {
    if (cells.length === maxColumns) throw new CsvLimitError("columns", maxColumns, rowLine, offset);
    cells.push(cell);
    cell = "";
  };
  const endRow = (offset: number) => {
    endCell(offset);
    if (cells.length > 1 || cells[0]!.trim() !== "") {
      // The header and maxRows data rows.
      if (rows.length > maxRows) throw new CsvLimitError("rows", maxRows, rowLine, offset);
      rows.push({ line: rowLine, cells });
    }
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ",") endCell(i);
    else if (char === "\n" || char === "\r") {
      endRow(i);
      if (char === "\r" && source[i + 1] === "\n") i++;
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRow(source.length);
  return rows;
}

/**
 * The data rows of a CSV file with a header row, each with the cells of `columns` only (by the
 * header's names, trimmed and lower-cased; each cell trimmed): the work is the file's length, not
 * its rows times its columns. `required` lists the columns the file must have; missing ones are named
 * in `missing`. A file past a cap is refused (400 under `field`, naming the cap), `rowsAdvice` saying what to do.
 */
export function parseCsvRecords(
  text: string,
  {
    columns,
    required,
    maxColumns,
    maxRows,
    field,
    rowsAdvice = "split the file and import each part",
  }: CsvLimits & { columns: readonly string[]; required: readonly string[]; field: string; rowsAdvice?: string },
): { records: CsvRecord[]; missing: string[] } {
  let rows: { line: number; cells: string[] }[];
  try {
    rows = parseCsvRows(text, { maxColumns, maxRows });
  } catch (error) {
    if (!(error instanceof CsvLimitError)) throw error;
    const message =
      error.limit === "columns"
        ? `${error.message} (line ${error.line}): keep only the template's columns, and upload it again.`
        : `${error.message}: ${rowsAdvice}.`;
    throw invalidInput(message, { [field]: [message] });
  }
  const [head, ...body] = rows;
  const names = (head?.cells ?? []).map((name) => name.trim().toLowerCase());
  const missing = required.filter((name) => !names.includes(name.toLowerCase()));
  // A column named twice is read from its last place, as an object of every column read it.
  const wanted = columns.map((name) => [name, names.lastIndexOf(name.toLowerCase())] as const).filter(([, index]) => index >= 0);
  const records = body.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(wanted.map(([name, index]) => [name, (cells[index] ?? "").trim()])),
  }));
  return { records, missing };
}
