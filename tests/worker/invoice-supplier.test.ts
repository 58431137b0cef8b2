import { beforeAll, describe, expect, it } from "vitest";
import { invoiceSeries, orders, siteSettings } from "~/db/schema";
import { gstinCheckCharacter, invoiceNumber, orderTotals } from "~/lib/gst";
import { eq } from "drizzle-orm";
import { indiaDate } from "~/lib/dates";
import { parseCsv } from "./csv-helpers";
import { call, db, signedInUser } from "./helpers";

// Issue 13: an invoice names the supplier it was issued with (the business details saved when the
// order was placed), never a made-up registration; until details are saved it says they are not set.

const validGstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const PUNE = {
  legalName: "Bright Minds Learning Private Limited",
  address: "K K Market, Dhankawadi, Pune 411043",
  stateCode: "27",
  gstin: "27AAPFU0939F1ZV",
  email: "accounts@brightminds.example",
  phone: "+91 20 2437 0000",
};
const BENGALURU = {
  legalName: "Bright Minds South LLP",
  tradeName: "Bright Minds Bengaluru",
  address: "80 Feet Road, Indiranagar, Bengaluru 560038",
  stateCode: "29",
  gstin: validGstin("29AAGCB7383J1Z"),
  email: "south@brightminds.example",
  phone: "+91 80 4000 0000",
};
const GOA = {
  ...BENGALURU,
  legalName: "Bright Minds Goa LLP",
  address: "18th June Road, Panaji 403001",
  stateCode: "30",
  gstin: validGstin("30AAGCB7383J1Z"),
};
const CHANDIGARH = {
  ...BENGALURU,
  legalName: "Bright Minds North LLP",
  address: "SCO 12, Sector 17, Chandigarh 160017",
  stateCode: "04",
  gstin: validGstin("04AAGCB7383J1Z"),
};
const NOT_SET = "Business details are not set";
const STAND_IN_GSTIN = "27AAJCB4821M1ZE";

/** A billing address in each state the orders go to (its PIN code must agree with the place of supply). */
const ADDRESS_IN: Record<string, string> = {
  "27": "12 Karve Road, Pune 411038",
  "29": "80 Feet Road, Indiranagar, Bengaluru 560038",
  "30": "Rua de Ourem, Panaji 403001",
  "04": "SCO 40, Sector 17, Chandigarh 160017",
};

let admin: Awaited<ReturnType<typeof signedInUser>>;
let partner: Awaited<ReturnType<typeof signedInUser>>;
let product: { id: string; name: string; price: number };

async function order(placeOfSupply = "27") {
  const items = [{ productId: product.id, name: product.name, qty: 2, price: product.price }];
  const totals = orderTotals([{ price: product.price, qty: 2, gstPercent: 18 }]);
  const { status, json } = await call("/api/orders", {
    method: "POST",
    token: partner.token,
    body: { items, ...totals, franchiseeName: "Kothrud Centre", billingAddress: ADDRESS_IN[placeOfSupply], placeOfSupply },
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.order as { id: string; invoiceNumber: string };
}

const saveBusiness = async (business: object) => {
  const { status, json } = await call("/api/info", { method: "PUT", token: admin.token, body: { business } });
  expect(status, JSON.stringify(json)).toBe(200);
};
const invoice = async (id: string, who = partner) => {
  const { status, text } = await call(`/kit-ordering/orders/${id}/invoice`, { headers: { Cookie: who.cookie } });
  expect(status).toBe(200);
  return text;
};

beforeAll(async () => {
  admin = await signedInUser("admin");
  partner = await signedInUser();
  await db.delete(siteSettings);
  const { json } = await call("/api/products", {
    method: "POST",
    token: admin.token,
    body: {
      name: "Abacus Kit, supplier test",
      price: 1000,
      gstPercent: 18,
      description: "Kit",
      category: "abacus",
      hsnCode: "9023",
      unit: "SET",
    },
  });
  product = json!.product;
});

describe("the supplier on an invoice", () => {
  it("says plainly, to the partner and the admin, that the business details are not set", async () => {
    const placed = await order();
    const [row] = await db.select({ supplier: orders.supplier }).from(orders).where(eq(orders.id, placed.id));
    expect(row?.supplier).toBeNull();
    for (const who of [partner, admin]) {
      const text = await invoice(placed.id, who);
      expect(text).toContain(NOT_SET);
      expect(text).toContain(placed.invoiceNumber);
      // No made-up registration in its place.
      expect(text).not.toContain(STAND_IN_GSTIN);
      expect(text).not.toMatch(/GSTIN: <span class="font-mono">27AAJ/);
    }
  });

  it("keeps the details an invoice was issued with; a new order takes the newly saved ones", async () => {
    const before = await order();
    await saveBusiness(PUNE);
    const first = await order();
    await saveBusiness(BENGALURU);
    const second = await order("29");

    // Placed before any details: still not set, never rewritten.
    const old = await invoice(before.id);
    expect(old).toContain(NOT_SET);
    expect(old).not.toContain(PUNE.gstin);

    const firstText = await invoice(first.id);
    for (const shown of [PUNE.legalName, PUNE.gstin, "AAPFU0939F", PUNE.address]) expect(firstText, shown).toContain(shown);
    expect(firstText).not.toContain(BENGALURU.gstin);
    expect(firstText).not.toContain(NOT_SET);

    const secondText = await invoice(second.id);
    for (const shown of [BENGALURU.legalName, "Trading as Bright Minds Bengaluru", BENGALURU.gstin, "Karnataka (29)"]) {
      expect(secondText, shown).toContain(shown);
    }
    expect(secondText).not.toContain(PUNE.gstin);

    // The API answers the same snapshot.
    const { json } = await call(`/api/orders/${first.id}`, { token: partner.token });
    expect(json?.order.supplier).toMatchObject({ gstin: PUNE.gstin, pan: "AAPFU0939F", stateCode: "27" });
  });

  it("splits the tax by the supplier's saved state: CGST + SGST within it, IGST from elsewhere", async () => {
    await saveBusiness(BENGALURU);
    const withinKarnataka = await invoice((await order("29")).id);
    expect(withinKarnataka).toContain("CGST");
    expect(withinKarnataka).toContain("SGST");
    expect(withinKarnataka).not.toContain("IGST");

    const fromMaharashtra = await invoice((await order("27")).id);
    expect(fromMaharashtra).toContain("IGST");
    expect(fromMaharashtra).not.toContain("CGST");
  });

  it("splits the tax in the sales register as on the invoice: a supplier in Goa (issue 32)", async () => {
    await saveBusiness(GOA);
    const withinGoa = await order("30");
    const text = await invoice(withinGoa.id);
    expect(text).toContain("CGST");
    expect(text).not.toContain("IGST");
    const { status, text: csv } = await call(`/api/exports/sales.csv?from=${indiaDate()}&to=${indiaDate()}`, { token: admin.token });
    expect(status).toBe(200);
    const rows = parseCsv(csv.replace(/^\uFEFF/, ""));
    const header = rows[0]!;
    const row = rows.find((cells) => cells[header.indexOf("Invoice Number")] === withinGoa.invoiceNumber)!;
    // Two kits at ₹1,000 with 18%: ₹360 of tax, half central and half the state's, as the invoice says.
    expect([row[header.indexOf("CGST")], row[header.indexOf("SGST/UTGST")], row[header.indexOf("IGST")]]).toEqual([
      "180.00",
      "180.00",
      "0.00",
    ]);
  });

  it("names the state's half UTGST for a supplier in a union territory without a legislature, and signs for the supplier", async () => {
    await saveBusiness(CHANDIGARH);
    const text = await invoice((await order("04")).id);
    expect(text).toContain("UTGST");
    expect(text).not.toContain("SGST");
    expect(text).toContain(`For ${CHANDIGARH.legalName}`);
    expect(text).toContain("Authorised Signatory");
  });

  it("starts a new invoice series for a new GSTIN, goes on with the old one when it comes back, and never uses a number twice (issue 32)", async () => {
    const seriesOf = async (gstin: string) => (await db.select().from(invoiceSeries).where(eq(invoiceSeries.gstin, gstin)).get())?.prefix;
    await saveBusiness(PUNE);
    const pune = (await seriesOf(PUNE.gstin))!;
    const before = await order("27");
    const [, year, sequence] = before.invoiceNumber.split("/") as [string, string, string];
    expect(before.invoiceNumber.startsWith(`${pune}/`)).toBe(true);

    const kolhapur = { ...PUNE, legalName: "Bright Minds Kolhapur LLP", gstin: validGstin("27AAGCB9999K1Z") };
    await saveBusiness(kolhapur);
    const kolhapurSeries = (await seriesOf(kolhapur.gstin))!;
    expect(kolhapurSeries).toMatch(/^KIT[B-Z]$/);
    const first = await order("27");
    expect(first.invoiceNumber).toBe(invoiceNumber(year, 1, kolhapurSeries));
    expect(first.invoiceNumber.length).toBeLessThanOrEqual(16);
    // Saved again: the same series goes on.
    await saveBusiness({ ...kolhapur, phone: "+91 231 265 0000" });
    expect((await order("27")).invoiceNumber).toBe(invoiceNumber(year, 2, kolhapurSeries));

    await saveBusiness(PUNE);
    expect((await order("27")).invoiceNumber).toBe(invoiceNumber(year, Number(sequence) + 1, pune));
    const numbers = (await db.select({ number: orders.invoiceNumber }).from(orders).all()).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("keeps Maharashtra as the supplier's state for an order placed without details", async () => {
    await db.delete(siteSettings);
    const text = await invoice((await order("27")).id);
    expect(text).toContain("CGST");
    expect(text).not.toContain("IGST");
  });
});
