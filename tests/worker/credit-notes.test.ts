import { beforeAll, describe, expect, it } from "vitest";
import { orders, siteSettings } from "~/db/schema";
import { financialYearOf, formatRupees } from "~/lib/gst";
import { call, db, signedInUser } from "./helpers";
import { cancelOrder, createKit, GOA_SUPPLIER, type Kit, type Party, placeOrder, PUNE_SUPPLIER, saveBusiness } from "./gst-fixtures";

// Issue 32, item 3: cancelling an invoiced order issues a credit note (CGST s.34) in its own series,
// naming the original invoice's number and date and the reason, with the same lines and tax.

let admin: Party;
let partner: Party;
let other: Party;
let kit: Kit;
const year = financialYearOf(new Date());
const creditNotePage = (id: string, who: Party) => call(`/kit-ordering/orders/${id}/credit-note`, { headers: { Cookie: who.cookie } });

beforeAll(async () => {
  [admin, partner, other] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
  await db.delete(siteSettings);
  await saveBusiness(admin, PUNE_SUPPLIER);
  kit = await createKit(admin, { name: "Abacus Kit, credit test", price: 1000, gstPercent: 18, hsnCode: "9023", unit: "SET" });
});

describe("a credit note", () => {
  it("is issued when an invoiced order is cancelled, numbered in its own series, with the reason", async () => {
    const first = await placeOrder(partner, [{ kit, qty: 3 }]);
    const second = await placeOrder(partner, [{ kit, qty: 1 }]);
    const one = await cancelOrder(admin, first.id, "Ordered twice by mistake");
    const two = await cancelOrder(admin, second.id);
    expect(one).toMatchObject({ status: "cancelled", cancelReason: "Ordered twice by mistake", invoiceNumber: first.invoiceNumber });
    expect(one.creditNoteNumber).toMatch(new RegExp(`^CN/${year}/\\d{4}$`));
    const sequence = (number: string | null) => Number(number?.split("/")[2]);
    expect(sequence(two.creditNoteNumber)).toBe(sequence(one.creditNoteNumber) + 1);
    // Left without a reason: the credit note still says why.
    expect(two.cancelReason).toBe("Order cancelled");
    // Cancelling again changes nothing: one credit note per invoice.
    const again = await call(`/api/orders/${first.id}`, { method: "PATCH", token: admin.token, body: { status: "cancelled" } });
    expect(again.json?.order.creditNoteNumber).toBe(one.creditNoteNumber);
  });

  it("prints on its own page for the partner and the admin, naming the invoice, its date and the same amounts", async () => {
    const placed = await placeOrder(partner, [{ kit, qty: 2 }]);
    const cancelled = await cancelOrder(admin, placed.id, "Centre closed for renovation");
    for (const who of [partner, admin]) {
      const { status, text } = await creditNotePage(placed.id, who);
      expect(status).toBe(200);
      for (const expected of [
        "Credit Note",
        cancelled.creditNoteNumber!,
        `Against invoice`,
        placed.invoiceNumber,
        "Centre closed for renovation",
        "₹2,360",
        "CGST",
        `For ${PUNE_SUPPLIER.legalName}`,
        "Authorised Signatory",
        "size: A4",
      ])
        expect(text).toContain(expected);
    }
    // Another partner's, or an order not cancelled: none to see.
    expect((await creditNotePage(placed.id, other)).status).toBe(404);
    const open = await placeOrder(partner, [{ kit, qty: 1 }]);
    expect((await creditNotePage(open.id, partner)).status).toBe(404);
    // The invoice stays, and leads to its credit note.
    const invoice = await call(`/kit-ordering/orders/${placed.id}/invoice`, { headers: { Cookie: partner.cookie } });
    expect(invoice.text).toContain(`/kit-ordering/orders/${placed.id}/credit-note`);
    expect(invoice.text).toContain(placed.invoiceNumber);
  });

  it("takes the series of its invoice's GSTIN: CNB beside KITB", async () => {
    await saveBusiness(admin, GOA_SUPPLIER);
    const placed = await placeOrder(partner, [{ kit, qty: 1 }], { billingAddress: "Rua de Ourem, Panaji 403001", placeOfSupply: "30" });
    expect(placed.invoiceNumber).toMatch(/^KITB\//);
    const cancelled = await cancelOrder(admin, placed.id);
    expect(cancelled.creditNoteNumber).toBe(`CNB/${year}/0001`);
    await saveBusiness(admin, PUNE_SUPPLIER);
  });

  it("counts in the Orders tab's totals: what credit notes took back, and the total net of them", async () => {
    const rows = await db.select({ total: orders.total, status: orders.status, creditNoteAt: orders.creditNoteAt }).from(orders);
    const credited = rows.filter((row) => row.status === "cancelled").reduce((sum, row) => sum + row.total, 0);
    const all = rows.reduce((sum, row) => sum + row.total, 0);
    expect(credited).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === "cancelled").every((row) => row.creditNoteAt)).toBe(true);
    const { text } = await call("/admin/orders", { headers: { Cookie: admin.cookie } });
    const totals = text.slice(text.indexOf("Totals of the selected orders"));
    expect(totals).toMatch(new RegExp(`Credit notes</dt><dd[^>]*>${formatRupees(credited)}<`));
    expect(totals).toMatch(new RegExp(`Net of credit notes</dt><dd[^>]*>${formatRupees(all - credited)}<`));
  });
});
