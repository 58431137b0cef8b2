import { orders, type OrderLine } from "~/db/schema";
import { lineAmounts, orderTotals } from "~/lib/gst";
import { db } from "./helpers";

/** Reads RFC 4180 text (CRLF records, quoted fields with doubled quotes) strictly, as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === "") {
      // A quoted field: up to the closing quote, "" standing for one quote.
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else field += text[i++];
      }
      if (i < text.length && text[i] !== "," && text.slice(i, i + 2) !== "\r\n") throw new Error(`text after a closing quote at ${i}`);
    } else if (char === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (text.slice(i, i + 2) === "\r\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else if (char === "\r" || char === "\n" || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} in an unquoted field at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== "" || row.length) throw new Error("the last record does not end with CRLF");
  return rows;
}

/** The records of a CSV body under its header, as objects keyed by column name. */
export function csvRecords(body: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(body.replace(/^\uFEFF/, ""));
  return { header, records: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""]))) };
}

type Line = Pick<OrderLine, "name" | "price" | "qty" | "gstPercent"> & { hsnCode?: string | null; unit?: string };

/** An order row as placeOrder writes it, at a chosen instant (ISO, UTC), with a number no other order has. */
export async function insertOrder({
  createdAt,
  lines,
  franchiseeName = "Kothrud Centre",
  gstNumber = null,
  placeOfSupply = "27",
  status = "placed",
  userId = "someone",
}: {
  createdAt: string;
  lines: Line[];
  franchiseeName?: string;
  gstNumber?: string | null;
  placeOfSupply?: string;
  status?: "placed" | "confirmed" | "dispatched" | "delivered" | "cancelled";
  userId?: string;
}) {
  const full = lines.map((line) => ({ productId: null, hsnCode: null, ...line, ...lineAmounts(line) }));
  const tag = crypto.randomUUID().slice(0, 8);
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      franchiseeName,
      gstNumber,
      placeOfSupply,
      lines: full,
      ...orderTotals(full),
      status,
      financialYear: `t-${tag}`,
      sequence: 1,
      invoiceNumber: `KIT/T/${tag}`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
