import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitionEntries, orders, siteSettings } from "~/db/schema";
import { entryFeeReference, orderDue } from "~/lib/payment-options";
import { upiPayLink, upiQrPath, UTR_MESSAGE } from "~/lib/upi";
import { ACCOUNT_NUMBER_MESSAGE, IFSC_MESSAGE, MERCHANT_CODE_MESSAGE } from "~/validation/site-info";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { call, db, signedInUser } from "./helpers";
import { seedOrder } from "./order-fixtures";

// Payments Indian banks accept (issue 32, item 5): a bank account for transfers (NEFT, RTGS, IMPS)
// in Settings with its IFSC checked; UPI only up to a limit (₹1,00,000 unless set), its link with
// `tr`, `tn`, `am`, `cu` and `mc` when a merchant code is saved; above the limit bank transfer only,
// everywhere (page, invoice, QR route, API), with the invoice number as the reference; a UTR of
// either way reported through the one payment flow.

const BANK = {
  accountName: "Bright Minds Academy",
  accountNumber: "5010 0123 4567 89",
  ifsc: "hdfc0001234",
  bankName: "HDFC Bank",
  branch: "Dhankawadi, Pune",
};
const UPI = { vpa: "brightminds@okicici", payeeName: "Bright Minds" };

const put = (token: string, body: unknown) => call("/api/info", { method: "PUT", token, body });
const page = async (path: string, cookie: string) => {
  const { status, text } = await call(path, { headers: { Cookie: cookie } });
  return { status, html: text.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'") };
};
const linkParams = (link: string) => Object.fromEntries(new URL(link.replace("upi://pay", "https://x/pay")).searchParams);

describe("the bank account in Settings", () => {
  it("refuses an IFSC of the wrong form with 400 naming bank.ifsc, and a bad account number naming its field", async () => {
    const admin = await signedInUser("admin");
    for (const ifsc of ["HDFC1001234", "HDF00001234", "HDFC000123", "HDFC00012345", "HDFC0-01234"]) {
      const { status, json } = await put(admin.token, { bank: { ...BANK, ifsc } });
      expect(status, ifsc).toBe(400);
      expect(json?.errors["bank.ifsc"], JSON.stringify(json?.errors)).toContain(IFSC_MESSAGE);
    }
    const badNumber = await put(admin.token, { bank: { ...BANK, accountNumber: "12AB" } });
    expect(badNumber.status).toBe(400);
    expect(badNumber.json?.errors["bank.accountNumber"]).toContain(ACCOUNT_NUMBER_MESSAGE);
    const missing = await put(admin.token, { bank: { ...BANK, branch: " " } });
    expect(missing.json?.errors["bank.branch"]).toContain("Branch is required");
  });

  it("saves it (IFSC in capitals, the number without spaces) for partners and admins, never for visitors", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    const saved = await put(admin.token, { bank: BANK });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const bank = { ...BANK, ifsc: "HDFC0001234", accountNumber: "50100123456789" };
    expect(saved.json?.info.bank).toEqual(bank);
    expect((await call("/api/info", { token: partner.token })).json?.info.bank).toEqual(bank);
    expect((await call("/api/info")).json?.info).not.toHaveProperty("bank");
    expect((await call("/api/info")).text).not.toContain("50100123456789");
  });

  it("takes a merchant code of 4 digits only, and a UPI limit in whole rupees", async () => {
    const admin = await signedInUser("admin");
    const badCode = await put(admin.token, { upi: { ...UPI, merchantCode: "82A9" } });
    expect(badCode.status).toBe(400);
    expect(badCode.json?.errors["upi.merchantCode"]).toContain(MERCHANT_CODE_MESSAGE);
    const badLimit = await put(admin.token, { upi: { ...UPI, limit: 0 } });
    expect(badLimit.status).toBe(400);
    expect(Object.keys(badLimit.json?.errors ?? {})).toContain("upi.limit");
    expect((await put(admin.token, { upi: { ...UPI, merchantCode: "8299", limit: 50_000 } })).status).toBe(200);
  });
});

describe("the UPI link", () => {
  it("carries tr, tn, am with two decimals and cu=INR, and mc only when a merchant code is saved", () => {
    const due = orderDue({ total: 1475, invoiceNumber: "KIT/26-27/0001" });
    const plain = linkParams(upiPayLink(UPI, due));
    expect(plain).toEqual({
      pa: UPI.vpa,
      pn: UPI.payeeName,
      am: "1475.00",
      cu: "INR",
      tn: "KIT/26-27/0001",
      tr: "KIT/26-27/0001",
    });
    expect(linkParams(upiPayLink({ ...UPI, merchantCode: "8299" }, due))).toEqual({ ...plain, mc: "8299" });
  });

  it("is what the API hands the partner, with mc once the merchant code is saved", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    const order = await seedOrder(partner.id);
    await put(admin.token, { upi: UPI });
    const before = await call(`/api/orders/${order.id}`, { token: partner.token });
    expect(linkParams(before.json?.payment.upi.link)).toEqual({
      pa: UPI.vpa,
      pn: UPI.payeeName,
      am: "1475.00",
      cu: "INR",
      tn: order.invoiceNumber,
      tr: order.invoiceNumber,
    });
    await put(admin.token, { upi: { ...UPI, merchantCode: "8299" } });
    const after = await call(`/api/orders/${order.id}`, { token: partner.token });
    expect(linkParams(after.json?.payment.upi.link).mc).toBe("8299");
    // An admin reads the order; paying it is the partner's.
    expect((await call(`/api/orders/${order.id}`, { token: admin.token })).json?.payment).toBeNull();
  });
});

describe("above the UPI limit", () => {
  it("offers no UPI link or QR anywhere for ₹83 lakh, only bank transfer with the invoice number as the reference", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    await put(admin.token, { upi: UPI, bank: BANK });
    const big = await seedOrder(partner.id, { subtotal: 70_33_898, gst: 12_66_102, total: 83_00_000 });
    const small = await seedOrder(partner.id, { subtotal: 84_746, gst: 15_254, total: 1_00_000 });

    // The API: bank transfer with the reference, no UPI.
    const { json } = await call(`/api/orders/${big.id}`, { token: partner.token });
    expect(json?.payment).toMatchObject({
      amount: 83_00_000,
      reference: big.invoiceNumber,
      upi: null,
      upiLimit: 1_00_000,
      bankTransfer: { accountNumber: "50100123456789", ifsc: "HDFC0001234", bankName: "HDFC Bank" },
    });
    // Exactly the limit is still UPI's.
    const atLimit = await call(`/api/orders/${small.id}`, { token: partner.token });
    expect(atLimit.json?.payment.upi.link).toContain("am=100000.00");

    // The QR route.
    expect((await call(upiQrPath(big.id), { headers: { Cookie: partner.cookie } })).status).toBe(404);
    expect((await call(upiQrPath(small.id), { headers: { Cookie: partner.cookie } })).status).toBe(200);

    // The invoice and the orders page.
    const invoice = await page(`/kit-ordering/orders/${big.id}/invoice`, partner.cookie);
    expect(invoice.status).toBe(200);
    for (const html of [invoice.html, (await page("/kit-ordering/orders", partner.cookie)).html]) {
      expect(html).toContain("Pay ₹83,00,000 by bank transfer (NEFT, RTGS or IMPS)");
      expect(html).toContain("HDFC0001234");
      expect(html).toContain("50100123456789");
      expect(html).toContain(`Write <strong class="font-mono">${big.invoiceNumber}</strong> as the transfer's reference`);
      expect(html).toContain("UPI is offered up to ₹1,00,000; above that, pay by bank transfer.");
      expect(html).not.toContain("Pay ₹83,00,000 by UPI");
      expect(html).not.toContain(upiQrPath(big.id));
      expect(html).not.toContain("am=8300000.00");
    }
    expect(invoice.html).not.toContain("upi://");
    // The small order on the same page keeps both ways.
    const list = (await page("/kit-ordering/orders", partner.cookie)).html;
    expect(list).toContain("Pay ₹1,00,000 by UPI");
    expect(list).toContain(upiQrPath(small.id));
  });

  it("follows the saved limit, and without a bank account says the details will follow", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    await db.delete(siteSettings).where(eq(siteSettings.key, "bank"));
    await put(admin.token, { upi: { ...UPI, limit: 1000 } });
    const order = await seedOrder(partner.id);
    const { json } = await call(`/api/orders/${order.id}`, { token: partner.token });
    expect(json?.payment).toMatchObject({ upi: null, upiLimit: 1000, bankTransfer: null });
    const { html } = await page(`/kit-ordering/orders/${order.id}/invoice`, partner.cookie);
    expect(html).not.toContain("upi://");
    expect(html).toContain("UPI is offered up to ₹1,000; for this amount the bank details will follow.");
    expect((await call(upiQrPath(order.id), { headers: { Cookie: partner.cookie } })).status).toBe(404);
  });
});

async function partnerWithEntries(fee: number, count: number) {
  const partner = await signedInUser();
  const centreId = await seedCentre({ partnerIds: [partner.id] });
  const competition = await seedCompetition({ entryFee: fee });
  for (let index = 0; index < count; index++) {
    const student = await seedStudent(centreId);
    await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id });
  }
  return { partner, competition, centreId };
}

describe("the competition-fee panel", () => {
  it("offers UPI with the entry reference as tr within the limit, and bank transfer only above it", async () => {
    const admin = await signedInUser("admin");
    await put(admin.token, { upi: { ...UPI, limit: 1000 }, bank: BANK });
    const { partner, competition, centreId } = await partnerWithEntries(600, 1);
    const reference = entryFeeReference(competition.id, partner.id);
    expect(reference).toMatch(/^EF-[0-9A-Z]{7}$/);
    const pagePath = `/my-centres/competitions/${competition.id}`;
    const apiPath = `/api/competitions/${competition.id}/entries`;

    const within = await call(apiPath, { token: partner.token });
    expect(within.json?.payment).toMatchObject({ amount: 600, reference });
    expect(linkParams(within.json?.payment.upi.link)).toMatchObject({ am: "600.00", cu: "INR", tr: reference });
    const shown = await page(pagePath, partner.cookie);
    expect(shown.html).toContain("Pay ₹600 by UPI");
    expect(shown.html).toContain(`tr=${reference}`);
    expect(shown.html).toContain("Or pay ₹600 by bank transfer");

    // A second entry makes ₹1,200: above the limit.
    const student = await seedStudent(centreId);
    await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id });
    const above = await call(apiPath, { token: partner.token });
    expect(above.json?.payment).toMatchObject({ amount: 1200, reference, upi: null, upiLimit: 1000 });
    const { html } = await page(pagePath, partner.cookie);
    expect(html).toContain("Pay ₹1,200 by bank transfer (NEFT, RTGS or IMPS)");
    expect(html).toContain(reference);
    expect(html).not.toContain("upi://");
    expect(html).not.toContain("UPI QR code");
  });
});

describe("a UTR of either way", () => {
  it("accepts a NEFT, RTGS or UPI reference for an order, as typed, and refuses other forms naming utr", async () => {
    const partner = await signedInUser();
    const report = (id: string, utr: string) => call(`/api/orders/${id}/payment`, { method: "POST", token: partner.token, body: { utr } });
    for (const [typed, stored] of [
      ["SBIN123456789012", "SBIN123456789012"], // NEFT, 16
      ["hdfcn 5202 2112 345678", "HDFCN52022112345678"], // NEFT as typed, 19
      ["UTIBR52022112345678901", "UTIBR52022112345678901"], // RTGS, 22
      ["4123 4567 8901", "412345678901"], // UPI, 12 digits
    ]) {
      const order = await seedOrder(partner.id);
      const { status, json } = await report(order.id, typed!);
      expect(status, `${typed} ${JSON.stringify(json)}`).toBe(200);
      expect(json?.order.paymentReference).toBe(stored);
    }
    const order = await seedOrder(partner.id);
    for (const utr of ["SBIN12345678901", "UTIBR520221123456789012", "1234567890123", "SBIN-123456789012", "12345678901"]) {
      const { status, json } = await report(order.id, utr);
      expect(status, utr).toBe(400);
      expect(json?.errors.utr, utr).toEqual([UTR_MESSAGE]);
    }
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("unpaid");
  });

  it("accepts a bank transfer's UTR for entry fees the same way (one flow), and tells the admin feed the reference", async () => {
    const { partner, competition } = await partnerWithEntries(250, 2);
    const path = `/api/competitions/${competition.id}/entries/payment`;
    const bad = await call(path, { method: "POST", token: partner.token, body: { utr: "NEFT12" } });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors.utr).toEqual([UTR_MESSAGE]);
    const { status, json } = await call(path, { method: "POST", token: partner.token, body: { utr: "sbin123456789099" } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json?.payment).toMatchObject({ count: 2, amount: 500, utr: "SBIN123456789099" });
    const entries = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    expect(entries.map((entry) => entry.paymentReference)).toEqual(["SBIN123456789099", "SBIN123456789099"]);
  });
});
