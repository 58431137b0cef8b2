import { and, gte, lt, or, sql, type Column } from "drizzle-orm";
import { zipSync, strToU8 } from "fflate";
import { orders, siteSettings } from "~/db/schema";
import { toCsv, type CsvFile } from "~/lib/csv";
import { instantsOf } from "~/lib/date-ranges";
import { authorize, canManageOrders, type Actor } from "~/lib/permissions";
import type { Gstr1Query } from "~/validation/exports";
import type { Deps } from "./deps.server";
import { GSTR1_COLUMNS, GSTR1_FILE_NAMES, GSTR1_SECTIONS, gstr1Rows, type Gstr1Section, type ReturnPeriod } from "./gstr1-sections.server";

// GSTR-1 for a period, as the accountant uploads it: one section as CSV (GET
// /api/exports/gstr1/{section}.csv), or every section in one ZIP named as the offline tool names its
// templates. One query reads the period's invoices and credit notes of one registration.

const ONLY_ADMINS = "Only administrators can export GSTR-1.";

/** The sections as the address names them: the HSN summary is one, its table chosen by `?table=`. */
export const GSTR1_ADDRESS_SECTIONS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "docs"] as const;
export type Gstr1AddressSection = (typeof GSTR1_ADDRESS_SECTIONS)[number];

const sectionOf = (section: Gstr1AddressSection, table: "b2b" | "b2c"): Gstr1Section => (section === "hsn" ? `hsn-${table}` : section);

/** The invoices placed and the credit notes issued in the range, under the GSTIN asked for (or saved now). */
async function readPeriod({ db }: Pick<Deps, "db">, { from, to, gstin }: Gstr1Query): Promise<ReturnPeriod> {
  const { start, end } = instantsOf({ from, to });
  const inRange = (column: Column) => and(gte(column, start!), lt(column, end!));
  const savedGstin = sql`(select json_extract(${siteSettings.value}, '$.gstin') from ${siteSettings} where ${siteSettings.key} = 'business')`;
  // An order invoiced while no business details were saved has no GSTIN: it is reported with none.
  const underGstin = sql`coalesce(json_extract(${orders.supplier}, '$.gstin'), '') = coalesce(${gstin ?? savedGstin}, '')`;
  const rows = await db
    .select()
    .from(orders)
    .where(and(underGstin, or(inRange(orders.createdAt), inRange(orders.creditNoteAt))))
    .orderBy(orders.createdAt, orders.sequence);
  const within = (iso: string | null) => iso !== null && iso >= start! && iso < end!;
  return {
    invoices: rows.filter((order) => within(order.createdAt)),
    creditNotes: rows
      .filter((order) => order.creditNoteNumber && within(order.creditNoteAt))
      .sort((a, b) => a.creditNoteAt!.localeCompare(b.creditNoteAt!)),
  };
}

/** One section of GSTR-1 for the period, as the offline tool's CSV template. */
export async function exportGstr1Section(
  deps: Pick<Deps, "db">,
  actor: Actor | null,
  section: Gstr1AddressSection,
  query: Gstr1Query,
): Promise<CsvFile> {
  authorize(actor, canManageOrders, ONLY_ADMINS);
  const period = await readPeriod(deps, query);
  const table = sectionOf(section, query.table);
  return { filename: `gstr1-${table}-${query.from}-to-${query.to}.csv`, body: toCsv(GSTR1_COLUMNS[table], gstr1Rows(table, period)) };
}

/** Every section of GSTR-1 for the period in one ZIP, each file named as the offline tool's template. */
export async function exportGstr1Zip(deps: Pick<Deps, "db">, actor: Actor | null, query: Gstr1Query) {
  authorize(actor, canManageOrders, ONLY_ADMINS);
  const period = await readPeriod(deps, query);
  const files = Object.fromEntries(
    GSTR1_SECTIONS.map((table) => [GSTR1_FILE_NAMES[table], strToU8(toCsv(GSTR1_COLUMNS[table], gstr1Rows(table, period)))]),
  );
  // fflate types its output over any buffer; it is a plain ArrayBuffer's.
  const body = zipSync(files, { level: 6, mtime: new Date(`${query.to}T00:00:00Z`) }) as Uint8Array<ArrayBuffer>;
  return { filename: `gstr1-${query.from}-to-${query.to}.zip`, body, contentType: "application/zip" };
}
