// Reading the CSV files admins and partners upload (a roster, results): RFC 4180 quoting, a
// spreadsheet's byte-order mark and CRLF line ends, and blank lines skipped. The writer is lib/csv.ts.

/** A data row as the file has it: its 1-based line number (the header is line 1) and its cells by header name. */
export type CsvRecord = { line: number; cells: Record<string, string> };

/** Every row of `text` as lists of cells (quotes removed, "" inside quotes read as "). */
export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.replace(/^\uFEFF/, "");
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
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
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/**
 * The data rows of a CSV file with a header row, keyed by the header's names (trimmed, lower-cased),
 * each cell trimmed. `headers` lists the columns the file must have; missing ones are named in `missing`.
 */
export function parseCsvRecords(text: string, headers: readonly string[]): { records: CsvRecord[]; missing: string[] } {
  const [head, ...body] = parseCsvRows(text);
  const names = (head?.cells ?? []).map((name) => name.trim().toLowerCase());
  const missing = headers.filter((name) => !names.includes(name.toLowerCase()));
  const records = body.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(names.map((name, index) => [name, (cells[index] ?? "").trim()])),
  }));
  return { records, missing };
}
