import { seedOrder } from "./order-fixtures";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, notifications, orders } from "~/db/schema";
import { COURIER_NAMES, trackingLink } from "~/web/couriers";
import type { Actor } from "~/lib/permissions";
import { listOrdersWithTotals } from "~/services/orders.server";
import { call, createUser, db, tokenFor } from "./helpers";

// Paying by UPI (issue 14): who may move an order's payment where, and what each move tells whom.

async function signedIn(role: "admin" | "franchise" = "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

const adminPromise = signedIn("admin");

const UTR = "412345678901";
// A UTR pays one thing (utr-uniqueness.test.ts), and the tests of a file share one database: each
// test that reports a payment takes a UTR of its own.
let utrCounter = 0;
const freshUtr = () => String(500_000_000_000 + ++utrCounter);
const report = (token: string, id: string, body: unknown) => call(`/api/orders/${id}/payment`, { method: "POST", token, body });
const patch = (token: string, id: string, body: unknown) => call(`/api/orders/${id}`, { method: "PATCH", token, body });
const rowOf = (id: string) => db.select().from(orders).where(eq(orders.id, id)).get();
const updatesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.recipientId, userId));

describe("reporting a UPI payment", () => {
  it("lets the order's own partner report the UTR, and tells the admin feed", async () => {
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    const { status, json } = await report(partner.token, order.id, { utr: "4123 4567 8901" });
    expect(status).toBe(200);
    expect(json?.order).toMatchObject({ id: order.id, paymentStatus: "reported", paymentReference: UTR, paidAt: null });
    expect(json?.order.paymentReportedAt).toEqual(expect.any(String));
    const feed = await db
      .select()
      .from(notifications)
      .where(and(isNull(notifications.recipientId), eq(notifications.title, "Payment reported")));
    const notice = feed.find((row) => row.message.includes(order.invoiceNumber));
    expect(notice?.message).toBe(`${order.franchiseeName} reported a payment of ₹1,475 for invoice ${order.invoiceNumber}, UTR ${UTR}.`);
    expect(notice?.link).toBe(`/kit-ordering/orders/${order.id}/invoice`);
  });

  it("answers 404 for anyone else's order, admins included, and changes nothing", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await adminPromise;
    const order = await seedOrder(owner.id);
    for (const token of [other.token, admin.token]) {
      const { status, json } = await report(token, order.id, { utr: UTR });
      expect(status).toBe(404);
      expect(json?.message).toBe("Order not found.");
    }
    expect((await report(owner.token, "no-such-order", { utr: UTR })).status).toBe(404);
    expect((await rowOf(order.id))?.paymentStatus).toBe("unpaid");
  });

  it("refuses a UTR of neither form (12 digits; 16 to 22 letters and digits) with 400 naming utr", async () => {
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    for (const utr of ["12345678901", "1234567890123", "41234567890A", "SBIN12345678901", "", 412345678901, null]) {
      const { status, json } = await report(partner.token, order.id, { utr });
      expect(status, String(utr)).toBe(400);
      expect(json?.errors?.utr).toEqual([
        "Enter the payment's UTR: 12 digits for UPI or IMPS, or 16 to 22 letters and digits for NEFT or RTGS",
      ]);
    }
    expect((await report(partner.token, order.id, {})).status).toBe(400);
    expect((await rowOf(order.id))?.paymentStatus).toBe("unpaid");
  });

  it("answers 409 for a cancelled or an already paid order", async () => {
    const partner = await signedIn();
    const cancelled = await seedOrder(partner.id, { status: "cancelled" });
    const paid = await seedOrder(partner.id, { paymentStatus: "paid", paidAt: new Date().toISOString() });
    const first = await report(partner.token, cancelled.id, { utr: UTR });
    expect(first.status).toBe(409);
    expect(first.json?.message).toBe("A cancelled order cannot be paid.");
    const second = await report(partner.token, paid.id, { utr: UTR });
    expect(second.status).toBe(409);
    expect(second.json?.message).toBe("This order is already paid.");
  });

  it("lets a reported payment be corrected, and the same UTR again changes nothing", async () => {
    const UTR = freshUtr();
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    await report(partner.token, order.id, { utr: UTR });
    const again = await report(partner.token, order.id, { utr: UTR });
    expect(again.status).toBe(200);
    const corrected = await report(partner.token, order.id, { utr: "999988887777" });
    expect(corrected.json?.order.paymentReference).toBe("999988887777");
    const notices = (await db.select().from(notifications).where(eq(notifications.title, "Payment reported"))).filter((row) =>
      row.message.includes(order.invoiceNumber),
    );
    expect(notices).toHaveLength(2);
    expect(notices.some((row) => row.message.includes("(a corrected reference)"))).toBe(true);
  });
});

describe("deciding a payment", () => {
  it("lets an admin mark a reported payment paid: paidAt, the log, and the partner's update", async () => {
    const UTR = freshUtr();
    const partner = await signedIn();
    const admin = await adminPromise;
    const order = await seedOrder(partner.id);
    await report(partner.token, order.id, { utr: UTR });
    const { status, json } = await patch(admin.token, order.id, { paymentStatus: "paid", utr: UTR });
    expect(status).toBe(200);
    expect(json?.order).toMatchObject({ paymentStatus: "paid", paymentReference: UTR });
    expect(json?.order.paidAt).toEqual(expect.any(String));
    const updates = await updatesOf(partner.id);
    expect(updates.map((row) => row.title)).toEqual(["Payment confirmed"]);
    expect(updates[0]?.message).toBe(`Your payment of ₹1,475 for order ${order.invoiceNumber} is confirmed. Thank you!`);
    // The admin's decision, once (the partner's report is the partner's own line).
    const log = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.target, `order:${order.id}`), eq(activityLog.actorId, admin.id)));
    expect(log.map((row) => row.action)).toEqual(["order.payment"]);
    // Paid: the partner cannot report again; marking it paid again changes nothing.
    expect((await report(partner.token, order.id, { utr: UTR })).status).toBe(409);
    expect((await patch(admin.token, order.id, { paymentStatus: "paid", utr: UTR })).status).toBe(200);
    expect(await updatesOf(partner.id)).toHaveLength(1);
  });

  it("lets an admin mark an unpaid order paid (the money was found), never a cancelled one", async () => {
    const partner = await signedIn();
    const admin = await adminPromise;
    const unpaid = await seedOrder(partner.id);
    expect((await patch(admin.token, unpaid.id, { paymentStatus: "paid", note: "Paid by bank transfer" })).json?.order).toMatchObject({
      paymentStatus: "paid",
      paymentNote: "Paid by bank transfer",
    });
    const cancelled = await seedOrder(partner.id, { status: "cancelled" });
    const refused = await patch(admin.token, cancelled.id, { paymentStatus: "paid" });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe("A cancelled order cannot be marked paid.");
  });

  it("rejects only a reported payment, only with a note; the partner reads it and may report again", async () => {
    const UTR = freshUtr();
    const partner = await signedIn();
    const admin = await adminPromise;
    const order = await seedOrder(partner.id);
    const notReported = await patch(admin.token, order.id, { paymentStatus: "rejected", note: "Not found" });
    expect(notReported.status).toBe(409);
    expect(notReported.json?.message).toBe("Only a reported payment can be rejected; this order's payment is unpaid.");
    await report(partner.token, order.id, { utr: UTR });
    const noNote = await patch(admin.token, order.id, { paymentStatus: "rejected", utr: UTR });
    expect(noNote.status).toBe(400);
    expect(noNote.json?.errors?.note).toEqual(["Say why the payment is rejected (note): the partner reads it."]);
    const rejected = await patch(admin.token, order.id, { paymentStatus: "rejected", note: "No such UTR in our statement", utr: UTR });
    expect(rejected.status).toBe(200);
    expect(rejected.json?.order).toMatchObject({ paymentStatus: "rejected", paymentNote: "No such UTR in our statement", paidAt: null });
    const [update] = await updatesOf(partner.id);
    expect(update?.title).toBe("Payment rejected");
    expect(update?.message).toContain("No such UTR in our statement");
    const again = await report(partner.token, order.id, { utr: "123412341234" });
    expect(again.json?.order).toMatchObject({ paymentStatus: "reported", paymentReference: "123412341234", paymentNote: null });
  });

  it("is for admins only: a partner's PATCH of their own order's payment is refused", async () => {
    const UTR = freshUtr();
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    await report(partner.token, order.id, { utr: UTR });
    const { status } = await patch(partner.token, order.id, { paymentStatus: "paid", utr: UTR });
    expect(status).toBe(403);
    expect((await rowOf(order.id))?.paymentStatus).toBe("reported");
  });

  it("validates the PATCH body: one change at a time, known values, a note only with a payment", async () => {
    const admin = await adminPromise;
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    const cases: [unknown, string][] = [
      [{ paymentStatus: "refunded" }, "paymentStatus"],
      [{ paymentStatus: "paid", status: "confirmed" }, "paymentStatus"],
      [{}, "status"],
      [{ status: "confirmed", note: "hi" }, "note"],
      [{ status: "confirmed", courier: "DTDC" }, "courier"],
      [{ status: "dispatched", trackingNumber: "x!" }, "trackingNumber"],
      [{ paymentStatus: "rejected", note: "a".repeat(301) }, "note"],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await patch(admin.token, order.id, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json?.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await rowOf(order.id))?.status).toBe("placed");
  });
});

describe("the admin's payment filter and unpaid total", () => {
  it("filters by payment status and sums what is still to be paid, in SQL, over every selected order", async () => {
    const admin = await adminPromise;
    const partner = await signedIn();
    const name = `Unpaid total ${crypto.randomUUID().slice(0, 6)}`;
    await seedOrder(partner.id, { franchiseeName: name, total: 1000 });
    await seedOrder(partner.id, { franchiseeName: name, total: 200, paymentStatus: "reported", paymentReference: UTR });
    await seedOrder(partner.id, { franchiseeName: name, total: 30, paymentStatus: "rejected" });
    await seedOrder(partner.id, { franchiseeName: name, total: 4000, paymentStatus: "paid" });
    await seedOrder(partner.id, { franchiseeName: name, total: 50000, status: "cancelled" });
    const actor = { id: admin.id, role: "admin", isApproved: true } as Actor;
    const all = await listOrdersWithTotals({ db }, actor, { q: name, limit: 2, offset: 0 });
    expect(all.totals).toMatchObject({ count: 5, unpaid: 1230 });
    const reported = await listOrdersWithTotals({ db }, actor, { q: name, payment: "reported", limit: 20, offset: 0 });
    expect(reported.orders.map((order) => order.total)).toEqual([200]);
    expect(reported.totals.unpaid).toBe(200);
    // Past the last page the totals are read on their own, unpaid included.
    expect((await listOrdersWithTotals({ db }, actor, { q: name, limit: 20, offset: 40 })).totals.unpaid).toBe(1230);

    const api = await call(`/api/orders?payment=rejected&q=${encodeURIComponent(name)}`, { token: admin.token });
    expect(api.json?.orders.map((order: { total: number }) => order.total)).toEqual([30]);
    expect((await call("/api/orders?payment=owed", { token: admin.token })).status).toBe(400);
  });
});

describe("dispatch with a courier and a tracking number", () => {
  it("stores them, tells the partner, and lets a dispatched order's details be corrected", async () => {
    const admin = await adminPromise;
    const partner = await signedIn();
    const order = await seedOrder(partner.id);
    const { status, json } = await patch(admin.token, order.id, {
      status: "dispatched",
      courier: "Blue Dart",
      trackingNumber: "bd 1234 5678",
    });
    expect(status).toBe(200);
    expect(json?.order).toMatchObject({ status: "dispatched", courier: "Blue Dart", trackingNumber: "BD12345678" });
    const [update] = await updatesOf(partner.id);
    expect(update?.message).toBe(`Your order ${order.invoiceNumber} is dispatched by Blue Dart (tracking number BD12345678).`);
    const fixed = await patch(admin.token, order.id, { status: "dispatched", courier: "Delhivery", trackingNumber: "DL998877" });
    expect(fixed.json?.order).toMatchObject({ courier: "Delhivery", trackingNumber: "DL998877" });
    expect(await updatesOf(partner.id)).toHaveLength(2);
    // A correction of the number alone keeps the courier.
    const renumbered = await patch(admin.token, order.id, { status: "dispatched", trackingNumber: "DL112233" });
    expect(renumbered.json?.order).toMatchObject({ courier: "Delhivery", trackingNumber: "DL112233" });
    // The partner reads them on the order.
    expect((await call(`/api/orders/${order.id}`, { token: partner.token })).json?.order).toMatchObject({ courier: "Delhivery" });
    // Delivered: no more corrections.
    await patch(admin.token, order.id, { status: "delivered" });
    expect((await patch(admin.token, order.id, { status: "dispatched", courier: "DTDC" })).status).toBe(409);
    // Without details, a dispatch stores none.
    const plain = await seedOrder(partner.id);
    expect((await patch(admin.token, plain.id, { status: "dispatched" })).json?.order).toMatchObject({
      courier: null,
      trackingNumber: null,
    });
  });

  it("links to the well-known couriers' tracking pages", () => {
    expect(COURIER_NAMES).toEqual(expect.arrayContaining(["India Post", "Blue Dart", "DTDC", "Delhivery"]));
    expect(trackingLink("Delhivery", "DL99")).toEqual({
      href: "https://www.delhivery.com/track/package/DL99",
      withNumber: true,
      name: "Delhivery",
    });
    expect(trackingLink("bluedart", "1234")?.href).toBe("https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=1234");
    expect(trackingLink("India Post", "EE123456789IN")).toMatchObject({ withNumber: false });
    expect(trackingLink("Local van", "123")).toBeNull();
    expect(trackingLink("DTDC", null)).toBeNull();
  });
});
