// CSV for people's spreadsheets (DESIGN.md): RFC 4180 (CRLF line ends; a field with a comma, a
// quote or a line break is quoted, its quotes doubled), UTF-8 with a byte-order mark so Excel reads
// ₹ and Devanagari names right, and text that a spreadsheet would run as a formula made inert.

export type CsvCell = string | number | null | undefined;

/** Excel's cue that the file is UTF-8; without it, it guesses the ANSI code page. */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

// =, +, - and @ start a formula in Excel, LibreOffice and Google Sheets; a leading tab or carriage
// return can hide one. OWASP's advice: prefix a single quote, which shows the text as typed.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: text that could be a formula gets a leading quote; numbers we format ourselves pass as they are. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
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
