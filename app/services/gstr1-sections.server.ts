import type { OrderLine, OrderRow } from "~/db/schema";
import { csvAmount, type CsvCell } from "~/lib/csv";
import { indiaDate } from "~/lib/dates";
import { GST_STATES, isIntraState, lineTaxSplit, supplierStateOf } from "~/lib/gst";
import { cutText } from "~/lib/cut-text";
import { DEFAULT_UQC, uqcLabel } from "~/lib/uqc";

// GSTR-1's tables as the GST portal's offline tool imports them (its CSV templates, column for
// column): built from the orders alone, the tax split by lineTaxSplit, the function the invoice
// prints with, so a return can never disagree with the invoices it reports.

/** The sections GET /api/exports/gstr1/{section}.csv answers, and the offline tool's file of each. */
export const GSTR1_SECTIONS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn-b2b", "hsn-b2c", "docs"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const GSTR1_FILE_NAMES: Readonly<Record<Gstr1Section, string>> = {
  b2b: "b2b,sez,de.csv",
  b2cl: "b2cl.csv",
  b2cs: "b2cs.csv",
  cdnr: "cdnr.csv",
  cdnur: "cdnur.csv",
  "hsn-b2b": "hsn(b2b).csv",
  "hsn-b2c": "hsn(b2c).csv",
  docs: "docs.csv",
};

const HSN_COLUMNS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

export const GSTR1_COLUMNS: Readonly<Record<Gstr1Section, readonly string[]>> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  "hsn-b2b": HSN_COLUMNS,
  "hsn-b2c": HSN_COLUMNS,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

/**
 * An unregistered buyer's inter-state invoice above this value is B2C (Large), reported invoice by
 * invoice in table 5; below it, and within the state, B2C (Others), summed in table 7.
 * ₹1,00,000 since 1 August 2024 (Notification 12/2024-Central Tax), ₹2,50,000 before.
 */
export const B2CL_LIMIT = 100_000;

/** What a GSTR-1 table reads of an order. */
export type ReturnOrder = Pick<
  OrderRow,
  | "gstNumber"
  | "franchiseeName"
  | "invoiceNumber"
  | "series"
  | "sequence"
  | "createdAt"
  | "total"
  | "placeOfSupply"
  | "supplier"
  | "lines"
  | "status"
  | "creditNoteNumber"
  | "creditNoteSeries"
  | "creditNoteSequence"
  | "creditNoteAt"
>;

/** The period's invoices (placed in it) and credit notes (issued in it). */
export type ReturnPeriod = { invoices: ReturnOrder[]; creditNotes: ReturnOrder[] };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date as the offline tool writes it: 05-Nov-2026 (the day in India). */
export function gstrDate(iso: string): string {
  const [year, month, day] = indiaDate(new Date(iso)).split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** A place of supply as the offline tool lists it: "27-Maharashtra", "26-Dadra & Nagar Haveli & Daman & Diu". */
export const gstrPlace = (code: string) => `${code}-${(GST_STATES[code] ?? "Other Territory").replace(/ and /g, " & ")}`;

/** A rate as the tool reads it: 18, 5, 0.25. */
const rateCell = (rate: number) => String(rate);

const isRegistered = (order: ReturnOrder) => Boolean(order.gstNumber);
const supplierState = (order: ReturnOrder) => supplierStateOf(order.supplier);
const isLarge = (order: ReturnOrder) =>
  !isRegistered(order) && !isIntraState(order.placeOfSupply, supplierState(order)) && order.total > B2CL_LIMIT;
/** An invoice cancelled before credit notes were issued: reported in table 13 as cancelled, nowhere else. */
const cancelledWithoutNote = (order: ReturnOrder) => order.status === "cancelled" && !order.creditNoteNumber;

/** The lines of one order summed by rate: taxable value and each tax, split as the invoice splits them. */
function byRate(order: ReturnOrder) {
  const rates = new Map<number, { taxable: number; igst: number; cgst: number; sgst: number }>();
  for (const line of order.lines) {
    const { amounts } = lineTaxSplit(line, order.placeOfSupply, supplierState(order));
    const sum = rates.get(line.gstPercent) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    rates.set(line.gstPercent, {
      taxable: sum.taxable + line.taxable,
      igst: sum.igst + amounts.igst,
      cgst: sum.cgst + amounts.cgst,
      sgst: sum.sgst + amounts.sgst,
    });
  }
  return [...rates].sort(([a], [b]) => a - b);
}

/** Table 4A: one row per registered buyer's invoice and rate. */
function b2bRows({ invoices }: ReturnPeriod): CsvCell[][] {
  return invoices
    .filter((order) => isRegistered(order) && !cancelledWithoutNote(order))
    .flatMap((order) =>
      byRate(order).map(([rate, { taxable }]) => [
        order.gstNumber!,
        order.franchiseeName,
        order.invoiceNumber,
        gstrDate(order.createdAt),
        csvAmount(order.total),
        gstrPlace(order.placeOfSupply),
        "N",
        "",
        "Regular B2B",
        "",
        rateCell(rate),
        csvAmount(taxable),
        "0",
      ]),
    );
}

/** Table 5: one row per large inter-state invoice to an unregistered buyer and rate. */
function b2clRows({ invoices }: ReturnPeriod): CsvCell[][] {
  return invoices
    .filter((order) => isLarge(order) && !cancelledWithoutNote(order))
    .flatMap((order) =>
      byRate(order).map(([rate, { taxable }]) => [
        order.invoiceNumber,
        gstrDate(order.createdAt),
        csvAmount(order.total),
        gstrPlace(order.placeOfSupply),
        "",
        rateCell(rate),
        csvAmount(taxable),
        "0",
        "",
      ]),
    );
}

/**
 * Table 7: every other supply to unregistered buyers, summed by place of supply and rate, net of
 * the credit notes issued in the period against such invoices (the return has no other place for them).
 */
function b2csRows({ invoices, creditNotes }: ReturnPeriod): CsvCell[][] {
  const sums = new Map<string, number>();
  const add = (order: ReturnOrder, sign: 1 | -1) => {
    for (const [rate, { taxable }] of byRate(order)) {
      const key = `${order.placeOfSupply}|${rate}`;
      sums.set(key, (sums.get(key) ?? 0) + sign * taxable);
    }
  };
  const small = (order: ReturnOrder) => !isRegistered(order) && !isLarge(order);
  invoices.filter((order) => small(order) && !cancelledWithoutNote(order)).forEach((order) => add(order, 1));
  creditNotes.filter(small).forEach((order) => add(order, -1));
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
    .map(([key, taxable]) => {
      const [place, rate] = key.split("|") as [string, string];
      return ["OE", gstrPlace(place), "", rate, csvAmount(taxable), "0", ""];
    });
}

/** Table 9B: one row per credit note to a registered buyer and rate. */
function cdnrRows({ creditNotes }: ReturnPeriod): CsvCell[][] {
  return creditNotes
    .filter(isRegistered)
    .flatMap((order) =>
      byRate(order).map(([rate, { taxable }]) => [
        order.gstNumber!,
        order.franchiseeName,
        order.creditNoteNumber!,
        gstrDate(order.creditNoteAt!),
        "C",
        gstrPlace(order.placeOfSupply),
        "N",
        "Regular B2B",
        csvAmount(order.total),
        "",
        rateCell(rate),
        csvAmount(taxable),
        "0",
      ]),
    );
}

/** Table 9B (unregistered): one row per credit note against a B2C (Large) invoice and rate. */
function cdnurRows({ creditNotes }: ReturnPeriod): CsvCell[][] {
  return creditNotes
    .filter(isLarge)
    .flatMap((order) =>
      byRate(order).map(([rate, { taxable }]) => [
        "B2CL",
        order.creditNoteNumber!,
        gstrDate(order.creditNoteAt!),
        "C",
        gstrPlace(order.placeOfSupply),
        csvAmount(order.total),
        "",
        rateCell(rate),
        csvAmount(taxable),
        "0",
      ]),
    );
}

type HsnSum = { names: Set<string>; qty: number; value: number; taxable: number; igst: number; cgst: number; sgst: number };

/**
 * Table 12, its B2B or B2C part: by HSN, unit and rate, the period's invoices less its credit
 * notes. Lines of orders placed before units were kept count in numbers (NOS), as their products now do.
 */
function hsnRows({ invoices, creditNotes }: ReturnPeriod, registered: boolean): CsvCell[][] {
  const sums = new Map<string, HsnSum>();
  const add = (order: ReturnOrder, line: OrderLine, sign: 1 | -1) => {
    const unit = line.unit ?? DEFAULT_UQC;
    const key = `${line.hsnCode ?? ""}|${unit}|${line.gstPercent}`;
    const { amounts } = lineTaxSplit(line, order.placeOfSupply, supplierState(order));
    const sum = sums.get(key) ?? { names: new Set(), qty: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    sum.names.add(line.name);
    sum.qty += sign * line.qty;
    sum.value += sign * (line.taxable + line.gst);
    sum.taxable += sign * line.taxable;
    sum.igst += sign * amounts.igst;
    sum.cgst += sign * amounts.cgst;
    sum.sgst += sign * amounts.sgst;
    sums.set(key, sum);
  };
  const inTable = (order: ReturnOrder) => isRegistered(order) === registered;
  invoices
    .filter((order) => inTable(order) && !cancelledWithoutNote(order))
    .forEach((order) => order.lines.forEach((line) => add(order, line, 1)));
  creditNotes.filter(inTable).forEach((order) => order.lines.forEach((line) => add(order, line, -1)));
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
    .map(([key, sum]) => {
      const [hsn, unit, rate] = key.split("|") as [string, string, string];
      return [
        hsn,
        // The tool takes at most 30 characters of description.
        cutText([...sum.names].join("; "), 30),
        uqcLabel(unit),
        sum.qty,
        csvAmount(sum.value),
        rate,
        csvAmount(sum.taxable),
        csvAmount(sum.igst),
        csvAmount(sum.cgst),
        csvAmount(sum.sgst),
        "0",
      ];
    });
}

/** Table 13: each series' first and last number issued in the period, how many, and how many were cancelled. */
function docsRows({ invoices, creditNotes }: ReturnPeriod): CsvCell[][] {
  const ranges = (nature: string, documents: { series: string; sequence: number; number: string; cancelled: boolean }[]) => {
    const bySeries = new Map<string, typeof documents>();
    for (const document of documents) bySeries.set(document.series, [...(bySeries.get(document.series) ?? []), document]);
    return [...bySeries.values()].map((series) => {
      const sorted = series.sort((a, b) => a.sequence - b.sequence);
      return [nature, sorted[0]!.number, sorted.at(-1)!.number, sorted.length, sorted.filter((document) => document.cancelled).length];
    });
  };
  return [
    ...ranges(
      "Invoices for outward supply",
      invoices.map((order) => ({
        series: order.series,
        sequence: order.sequence,
        number: order.invoiceNumber,
        cancelled: cancelledWithoutNote(order),
      })),
    ),
    ...ranges(
      "Credit Note",
      creditNotes.map((order) => ({
        series: order.creditNoteSeries!,
        sequence: order.creditNoteSequence!,
        number: order.creditNoteNumber!,
        cancelled: false,
      })),
    ),
  ];
}

/** The rows of one section for the period. */
export function gstr1Rows(section: Gstr1Section, period: ReturnPeriod): CsvCell[][] {
  switch (section) {
    case "b2b":
      return b2bRows(period);
    case "b2cl":
      return b2clRows(period);
    case "b2cs":
      return b2csRows(period);
    case "cdnr":
      return cdnrRows(period);
    case "cdnur":
      return cdnurRows(period);
    case "hsn-b2b":
      return hsnRows(period, true);
    case "hsn-b2c":
      return hsnRows(period, false);
    case "docs":
      return docsRows(period);
  }
}
