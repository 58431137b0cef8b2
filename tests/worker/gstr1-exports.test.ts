import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { siteSettings } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { financialYearOf } from "~/lib/gst";
import { parseCsv } from "./csv-helpers";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";
import {
  cancelOrder,
  createKit,
  GOA_SUPPLIER,
  validGstin,
  type Kit,
  type Party,
  placeOrder,
  type PlacedOrder,
  PUNE_SUPPLIER,
  saveBusiness,
} from "./gst-fixtures";
import { seedOrder } from "./order-fixtures";

// Issue 32, item 4: GSTR-1 as the offline tool imports it, for a business registered in Goa (so a
// Maharashtra buyer is inter-state: IGST), its tax split as the invoices print it.

const HEADERS = {
  b2b: "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
  b2cl: "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  b2cs: "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  cdnr: "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  cdnur: "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  hsn: "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
  docs: "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
};
const MAHARASHTRA_BUYER = "27AAJCB4821M1ZE";
const GOA_BUYER = validGstin("30AAJCB4821M1Z");

let admin: Party;
let partner: Party;
let abacus: Kit;
let readers: Kit;
const placed: Record<string, PlacedOrder> = {};
const cancelled: Record<string, string> = {};
const today = indiaDate();
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const gstrToday = `${today.slice(8)}-${MONTHS[Number(today.slice(5, 7)) - 1]}-${today.slice(0, 4)}`;

const periodQuery = (query: Record<string, string> = {}) => new URLSearchParams({ from: today, to: today, ...query });
const exported = (section: string, query: Record<string, string> = {}, token = admin.token) =>
  call(`/api/exports/gstr1/${section}.csv?${periodQuery(query)}`, { token });

/** A download's bytes, as a spreadsheet or the offline tool reads the file (call() decodes text, dropping the byte-order mark). */
async function download(path: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    headers: { Authorization: `Bearer ${admin.token}`, "CF-Connecting-IP": freshAddress() },
  });
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const decoded = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

/** The file's lines: its header as the tool reads it (after the byte-order mark), then its rows. */
async function sectionOf(section: string, query: Record<string, string> = {}) {
  const { response, bytes } = await download(`/api/exports/gstr1/${section}.csv?${periodQuery(query)}`);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const text = decoded(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return { header: header!.join(","), rows, text };
}

beforeAll(async () => {
  [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
  await db.delete(siteSettings);
  await saveBusiness(admin, GOA_SUPPLIER);
  abacus = await createKit(admin, { name: "Abacus Kit", price: 1000, gstPercent: 18, hsnCode: "9023", unit: "SET" });
  readers = await createKit(admin, { name: "Phonics Readers", price: 500, gstPercent: 5, hsnCode: "4901", unit: "PAC" });
  const pune = { billingAddress: "12 Karve Road, Pune 411038", placeOfSupply: "27" };
  const panaji = { billingAddress: "Rua de Ourem, Panaji 403001", placeOfSupply: "30" };
  placed.registeredTwoRates = await placeOrder(
    partner,
    [
      { kit: abacus, qty: 2 },
      { kit: readers, qty: 3 },
    ],
    { ...pune, gstNumber: MAHARASHTRA_BUYER, franchiseeName: "Kothrud Centre" },
  );
  placed.registeredInGoa = await placeOrder(partner, [{ kit: abacus, qty: 1 }], {
    ...panaji,
    gstNumber: GOA_BUYER,
    franchiseeName: "Panaji Centre",
  });
  placed.largeInterState = await placeOrder(partner, [{ kit: abacus, qty: 100 }], { ...pune, franchiseeName: "Big Pune Centre" });
  placed.smallInGoa = await placeOrder(partner, [{ kit: abacus, qty: 1 }], panaji);
  placed.smallInterState = await placeOrder(partner, [{ kit: abacus, qty: 1 }], pune);
  placed.registeredCancelled = await placeOrder(partner, [{ kit: abacus, qty: 1 }], { ...pune, gstNumber: MAHARASHTRA_BUYER });
  placed.largeCancelled = await placeOrder(partner, [{ kit: abacus, qty: 100 }], pune);
  cancelled.registered = (await cancelOrder(admin, placed.registeredCancelled!.id, "Ordered twice")).creditNoteNumber!;
  cancelled.large = (await cancelOrder(admin, placed.largeCancelled!.id)).creditNoteNumber!;
});

describe("GSTR-1 exports", () => {
  it("write every section with the offline tool's headers, as CSV with a byte-order mark", async () => {
    for (const [section, header] of Object.entries(HEADERS)) expect((await sectionOf(section)).header).toBe(header);
    expect((await sectionOf("hsn", { table: "b2c" })).header).toBe(HEADERS.hsn);
  });

  it("b2b: one row per registered buyer's invoice and rate, never an unregistered buyer's", async () => {
    const { rows } = await sectionOf("b2b");
    const two = placed.registeredTwoRates!;
    expect(rows).toEqual([
      [
        MAHARASHTRA_BUYER,
        "Kothrud Centre",
        two.invoiceNumber,
        gstrToday,
        "3935.00",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "5",
        "1500.00",
        "0",
      ],
      [
        MAHARASHTRA_BUYER,
        "Kothrud Centre",
        two.invoiceNumber,
        gstrToday,
        "3935.00",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "2000.00",
        "0",
      ],
      [
        GOA_BUYER,
        "Panaji Centre",
        placed.registeredInGoa!.invoiceNumber,
        gstrToday,
        "1180.00",
        "30-Goa",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "1000.00",
        "0",
      ],
      // Issued, then reversed by a credit note (in cdnr).
      [
        MAHARASHTRA_BUYER,
        "Kothrud Centre",
        placed.registeredCancelled!.invoiceNumber,
        gstrToday,
        "1180.00",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "1000.00",
        "0",
      ],
    ]);
    for (const unregistered of [placed.largeInterState, placed.smallInGoa, placed.smallInterState, placed.largeCancelled])
      expect(rows.flat()).not.toContain(unregistered!.invoiceNumber);
  });

  it("b2cl and b2cs: unregistered buyers, large inter-state invoices one by one and the rest summed by state and rate", async () => {
    const large = await sectionOf("b2cl");
    expect(large.rows).toEqual([
      [placed.largeInterState!.invoiceNumber, gstrToday, "118000.00", "27-Maharashtra", "", "18", "100000.00", "0", ""],
      [placed.largeCancelled!.invoiceNumber, gstrToday, "118000.00", "27-Maharashtra", "", "18", "100000.00", "0", ""],
    ]);
    const small = await sectionOf("b2cs");
    expect(small.rows).toEqual([
      ["OE", "27-Maharashtra", "", "18", "1000.00", "0", ""],
      ["OE", "30-Goa", "", "18", "1000.00", "0", ""],
    ]);
  });

  it("cdnr and cdnur: the period's credit notes, registered and large unregistered", async () => {
    expect((await sectionOf("cdnr")).rows).toEqual([
      [
        MAHARASHTRA_BUYER,
        "Kothrud Centre",
        cancelled.registered,
        gstrToday,
        "C",
        "27-Maharashtra",
        "N",
        "Regular B2B",
        "1180.00",
        "",
        "18",
        "1000.00",
        "0",
      ],
    ]);
    expect((await sectionOf("cdnur")).rows).toEqual([
      ["B2CL", cancelled.large, gstrToday, "C", "27-Maharashtra", "118000.00", "", "18", "100000.00", "0"],
    ]);
  });

  it("hsn: by HSN, unit and rate, net of credit notes, split into B2B and B2C as on the invoices (a Goa supplier)", async () => {
    // Within Goa: CGST + SGST; to Maharashtra: IGST, on the invoice and in the summary alike.
    const invoice = async (order: PlacedOrder) =>
      (await call(`/kit-ordering/orders/${order.id}/invoice`, { headers: { Cookie: partner.cookie } })).text;
    expect(await invoice(placed.registeredTwoRates!)).toContain("IGST");
    expect(await invoice(placed.registeredTwoRates!)).not.toContain("CGST");
    expect(await invoice(placed.registeredInGoa!)).toContain("CGST");
    expect((await sectionOf("hsn")).rows).toEqual([
      ["4901", "Phonics Readers", "PAC-PACKS", "3", "1575.00", "5", "1500.00", "75.00", "0.00", "0.00", "0"],
      ["9023", "Abacus Kit", "SET-SETS", "3", "3540.00", "18", "3000.00", "360.00", "90.00", "90.00", "0"],
    ]);
    expect((await sectionOf("hsn", { table: "b2c" })).rows).toEqual([
      ["9023", "Abacus Kit", "SET-SETS", "102", "120360.00", "18", "102000.00", "18180.00", "90.00", "90.00", "0"],
    ]);
  });

  it("docs: each series' first and last number, how many, and how many were cancelled without a credit note", async () => {
    const year = financialYearOf(new Date());
    // Cancelled before credit notes were issued: in no table but this one, as cancelled.
    const old = await seedOrder(partner.id, {
      supplier: GOA_SUPPLIER,
      gstNumber: MAHARASHTRA_BUYER,
      status: "cancelled",
      financialYear: year,
      sequence: 900,
      invoiceNumber: `KIT/${year}/0900`,
    });
    const { rows } = await sectionOf("docs");
    expect(rows).toEqual([
      ["Invoices for outward supply", placed.registeredTwoRates!.invoiceNumber, `KIT/${year}/0900`, "8", "1"],
      ["Credit Note", cancelled.registered, cancelled.large, "2", "0"],
    ]);
    expect((await sectionOf("b2b")).text).not.toContain(old.invoiceNumber);
  });

  it("report one registration: another GSTIN's return has none of these invoices", async () => {
    for (const section of ["b2b", "b2cl", "b2cs", "cdnr", "hsn", "docs"])
      expect((await sectionOf(section, { gstin: PUNE_SUPPLIER.gstin })).rows).toEqual([]);
  });

  it("come together in one ZIP, each file named as the offline tool's template and the same as its own download", async () => {
    const { response, bytes } = await download(`/api/exports/gstr1.zip?${periodQuery()}`);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="gstr1-${today}-to-${today}.zip"`);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      "b2b,sez,de.csv",
      "b2cl.csv",
      "b2cs.csv",
      "cdnr.csv",
      "cdnur.csv",
      "docs.csv",
      "hsn(b2b).csv",
      "hsn(b2c).csv",
    ]);
    expect(decoded(files["b2b,sez,de.csv"]!)).toBe((await sectionOf("b2b")).text);
    expect(decoded(files["hsn(b2c).csv"]!)).toBe((await sectionOf("hsn", { table: "b2c" })).text);
  });

  it("refuse a bad period or table naming the parameter, an unknown section, and anyone but an admin", async () => {
    const bad = await exported("b2b", { from: "2026-13-01" });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors.from).toBeDefined();
    const table = await exported("hsn", { table: "b2x" });
    expect(table.status).toBe(400);
    expect(table.json?.errors.table).toEqual(["table must be b2b or b2c (the HSN summary's two tables)"]);
    expect((await exported("exp")).status).toBe(404);
    expect((await exported("b2b", {}, partner.token)).status).toBe(403);
  });
});
