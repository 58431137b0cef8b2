// CSV for people's spreadsheets (DESIGN.md): RFC 4180 (CRLF line ends; a field with a comma, a
// quote or a line break is quoted, its quotes doubled), UTF-8 with a byte-order mark so Excel reads
// ₹ and Devanagari names right, and text that a spreadsheet would run as a formula made inert.

export type CsvCell = string | number | null | undefined;

/** A CSV file ready to download: its name and its text. */
export type CsvFile = { filename: string; body: string };
/** A download of another kind (a ZIP of CSV files): its bytes and type. */
export type BinaryFile = { filename: string; body: Uint8Array<ArrayBuffer>; contentType: string };

/** Excel's cue that the file is UTF-8; without it, it guesses the ANSI code page. */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

// =, +, - and @ start a formula in Excel, LibreOffice and Google Sheets; a leading tab or carriage
// return can hide one, as can spaces or a quote. OWASP's advice: prefix a single quote, which
// spreadsheets take as "this is text" and do not show (+91 98220 11001 stays a phone number).
const FORMULA_START = /^(?:[\t\r]|["\s]*[=+\-@])/;
// A cell also starts after a separator some reading of the file splits on (OWASP: "take care of the
// field separator"): a spreadsheet set to ";" (much of Europe) reads `ok;=HYPERLINK(...)` as two cells,
// one splitting on tabs or ignoring quotes cuts elsewhere, and one that does not see a field's quotes
// ends the row at a line break inside it. The formula character there gets its quote mark too.
const SEPARATORS = ",;\t\r\n";
const FORMULA_CHARACTERS = "=+-@";
const BEFORE_A_FORMULA = /["\s]/;

/**
 * Text that no spreadsheet runs as a formula, however it splits the file: a quote mark before each
 * formula character that could start a cell. One pass (a regular expression's backtracking over a
 * run of line breaks would take the square of its length).
 */
function inert(text: string): string {
  let out = FORMULA_START.test(text) ? "'" : "";
  let from = 0;
  let cellMayStart = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (SEPARATORS.includes(char)) cellMayStart = true;
    else if (!cellMayStart) continue;
    else if (FORMULA_CHARACTERS.includes(char)) {
      out += `${text.slice(from, i)}'`;
      from = i;
      cellMayStart = false;
    } else if (!BEFORE_A_FORMULA.test(char)) cellMayStart = false;
  }
  return out + text.slice(from);
}

/** One field: text that could be a formula made inert; numbers we format ourselves pass as they are. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, the header row, then one row per record, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) lines.push(row.map(csvField).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** Money as accountants type it: rupees with two decimals and no grouping (1250.00, 112.50). */
export const csvAmount = (rupees: number) => rupees.toFixed(2);
