import { seedOrder } from "./order-fixtures";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, competitionEntries, notifications, orders } from "~/db/schema";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// One UTR pays one thing (issue 29): one order, or one partner's entry fees in one competition;
// or several orders of one partner who says so (`sharedPayment`). Nobody else may report it while
// it is reported or paid, also when two reports arrive together; and an admin's decision applies
// only to the UTR the admin was shown.

// Tests of a file share one database: each takes UTRs of its own.
let utrCounter = 0;
const freshUtr = () => String(700_000_000_000 + ++utrCounter);
const SHARED_TICK = "This one payment covers my other order(s) too";
const STALE = "The partner reported a different UTR since you looked; reload.";

type Partner = Awaited<ReturnType<typeof signedInUser>>;

/** An order of `userId` of `total` rupees (the shared payment's total adds them). */
const orderOf = (userId: string, total = 1475) => seedOrder(userId, { lines: [], subtotal: total, gst: 0, total });

/** `partner`'s own centre with `count` entries (unpaid) in `competitionId`. */
async function entriesOf(partner: Partner, competitionId: string, count = 2) {
  const centreId = await seedCentre({ partnerIds: [partner.id] });
  for (let index = 0; index < count; index++) {
    const student = await seedStudent(centreId);
    await seedEntry({ competitionId, studentId: student.id, centreId, enteredBy: partner.id });
  }
  return centreId;
}

const reportOrder = (token: string, id: string, body: Record<string, unknown>) =>
  call(`/api/orders/${id}/payment`, { method: "POST", token, body });
const reportFees = (token: string, competitionId: string, body: Record<string, unknown>) =>
  call(`/api/competitions/${competitionId}/entries/payment`, { method: "POST", token, body });
const decide = (token: string, id: string, body: Record<string, unknown>) => call(`/api/orders/${id}`, { method: "PATCH", token, body });
const orderRow = (id: string) => db.select().from(orders).where(eq(orders.id, id)).get();
const entryRows = (competitionId: string) =>
  db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competitionId));

/** A page form posted as the hydrated page sends it (single fetch: `.data` runs the action alone). */
const pagePost = (path: string, cookie: string, fields: Record<string, string>) =>
  call(`${path}.data?index`, {
    method: "POST",
    rawBody: new URLSearchParams(fields).toString(),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });

/** The worker's answer, unread: for Promise.all of requests that must reach the worker together. */
const postJson = (token: string, path: string, body: unknown) =>
  workerFetch(`${BASE}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "CF-Connecting-IP": freshAddress() },
  });

describe("one UTR, one payment", () => {
  it("refuses a UTR a second time for four orders of two partners and two entry fees, naming utr, and changes nothing", async () => {
    const UTR = freshUtr();
    const [first, second] = await Promise.all([signedInUser(), signedInUser()]);
    const [firstOrder, firstOther, secondOrder, secondOther] = await Promise.all([
      orderOf(first.id),
      orderOf(first.id),
      orderOf(second.id),
      orderOf(second.id),
    ]);
    const [firstFees, secondFees] = await Promise.all([seedCompetition(), seedCompetition()]);
    await entriesOf(first, firstFees.id);
    await entriesOf(second, secondFees.id);

    expect((await reportOrder(first.token, firstOrder.id, { utr: UTR })).status).toBe(200);
    const refusals = [
      await reportOrder(first.token, firstOther.id, { utr: UTR }),
      await reportOrder(second.token, secondOrder.id, { utr: UTR }),
      await reportOrder(second.token, secondOther.id, {
        utr: `${UTR.slice(0, 4)} ${UTR.slice(4, 8)} ${UTR.slice(8)}`,
        sharedPayment: true,
      }),
      await reportFees(first.token, firstFees.id, { utr: UTR }),
      await reportFees(second.token, secondFees.id, { utr: UTR }),
    ];
    for (const [index, refusal] of refusals.entries()) {
      expect(refusal.status, `refusal ${index}`).toBe(409);
      expect(refusal.json?.errors?.utr?.[0], `refusal ${index}`).toBe(refusal.json?.message);
      expect(refusal.json?.message, `refusal ${index}`).toContain(UTR);
    }
    // The other partner learns nothing of whose payment it is.
    for (const refusal of [refusals[1], refusals[2], refusals[4]]) {
      expect(refusal?.json?.message).toBe(
        `UTR ${UTR} is already used for another payment. Check the reference (UTR) in your bank or UPI app.`,
      );
    }
    for (const { id } of [firstOther, secondOrder, secondOther])
      expect(await orderRow(id)).toMatchObject({ paymentStatus: "unpaid", paymentReference: null });
    for (const competition of [firstFees, secondFees])
      expect((await entryRows(competition.id)).map((entry) => [entry.paymentStatus, entry.paymentReference])).toEqual([
        ["unpaid", null],
        ["unpaid", null],
      ]);
    const reported = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNull(notifications.recipientId), eq(notifications.title, "Entry fees reported")));
    expect(reported).toHaveLength(0);
  });

  it("lets one partner's second order share a UTR only when they say so, and shows the shared total", async () => {
    const UTR = freshUtr();
    const partner = await signedInUser();
    const admin = await signedInUser("admin");
    const one = await orderOf(partner.id, 1180);
    const two = await orderOf(partner.id, 2360);
    await reportOrder(partner.token, one.id, { utr: UTR });

    const unsaid = await reportOrder(partner.token, two.id, { utr: UTR });
    expect(unsaid.status).toBe(409);
    expect(unsaid.json?.errors?.utr).toEqual([
      `UTR ${UTR} is already reported for your order ${one.invoiceNumber}. If this one transfer paid both, tick “${SHARED_TICK}” as you report it.`,
    ]);
    expect(await orderRow(two.id)).toMatchObject({ paymentStatus: "unpaid", paymentReference: null });
    // The page form's tick says the same as the API's flag.
    const ticked = await pagePost("/kit-ordering/orders", partner.cookie, {
      intent: "reportPayment",
      id: two.id,
      utr: UTR,
      sharedPayment: "on",
    });
    expect(ticked.text).toContain(`Payment reported for ${two.invoiceNumber}`);
    expect(await orderRow(two.id)).toMatchObject({ paymentStatus: "reported", paymentReference: UTR });
    expect((await reportOrder(partner.token, two.id, { utr: UTR, sharedPayment: true })).json?.order.sharedWith).toEqual([
      { id: one.id, invoiceNumber: one.invoiceNumber, total: 1180, paymentStatus: "reported" },
    ]);

    // The admin deciding either order sees the other and what the one transfer should hold.
    const seen = await call(`/api/orders/${one.id}`, { token: admin.token });
    expect(seen.json?.order.sharedWith).toEqual([{ id: two.id, invoiceNumber: two.invoiceNumber, total: 2360, paymentStatus: "reported" }]);
    const page = await call("/kit-ordering/orders", { headers: { Cookie: admin.cookie } });
    const [first, second] = [one.invoiceNumber, two.invoiceNumber].sort();
    expect(page.text).toContain(`One payment for ${first} and ${second}: ₹3,540 in all.`);
  });

  it("lets exactly one of several partners' simultaneous reports of a UTR through, orders and entry fees alike", async () => {
    const UTR = freshUtr();
    const partners = await Promise.all(Array.from({ length: 4 }, () => signedInUser()));
    // Several rounds: how the requests interleave differs from one to the next.
    for (const utr of [UTR, freshUtr(), freshUtr(), freshUtr(), freshUtr()]) {
      const ordersOf = await Promise.all(partners.map((partner) => orderOf(partner.id)));
      const answers = await Promise.all(
        partners.map((partner, index) => postJson(partner.token, `/api/orders/${ordersOf[index]!.id}/payment`, { utr })),
      );
      expect(answers.map((answer) => answer.status).sort(), utr).toEqual([200, 409, 409, 409]);
      const holders = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, utr));
      expect(holders).toHaveLength(1);
    }

    // Entry fees and an order at the same moment: one wins.
    const [feePayer, orderPayer] = await Promise.all([signedInUser(), signedInUser()]);
    const competition = await seedCompetition();
    await entriesOf(feePayer, competition.id);
    const order = await orderOf(orderPayer.id);
    const other = freshUtr();
    const race = await Promise.all([
      postJson(feePayer.token, `/api/competitions/${competition.id}/entries/payment`, { utr: other }),
      postJson(orderPayer.token, `/api/orders/${order.id}/payment`, { utr: other }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const fees = (await entryRows(competition.id)).map((entry) => entry.paymentReference);
    const orderHolds = (await orderRow(order.id))?.paymentReference === other;
    expect(fees).toEqual(orderHolds ? [null, null] : [other, other]);
  });

  it("frees a rejected UTR for its real owner, and then holds it against the one who typed it", async () => {
    const UTR = freshUtr();
    const [typist, owner] = await Promise.all([signedInUser(), signedInUser()]);
    const admin = await signedInUser("admin");
    const typo = await orderOf(typist.id);
    const real = await orderOf(owner.id);
    await reportOrder(typist.token, typo.id, { utr: UTR });
    expect((await decide(admin.token, typo.id, { paymentStatus: "rejected", note: "Not in our statement", utr: UTR })).status).toBe(200);
    expect((await reportOrder(owner.token, real.id, { utr: UTR })).status).toBe(200);
    const again = await reportOrder(typist.token, typo.id, { utr: UTR });
    expect(again.status).toBe(409);
    expect(await orderRow(typo.id)).toMatchObject({ paymentStatus: "rejected", paymentReference: UTR });
    // Nor may the admin mark the rejected one paid under a UTR someone else's payment now holds.
    const paid = await decide(admin.token, typo.id, { paymentStatus: "paid", utr: UTR });
    expect(paid.status).toBe(409);
    expect(paid.json?.errors?.utr?.[0]).toContain(real.invoiceNumber);
    expect((await orderRow(typo.id))?.paymentStatus).toBe("rejected");
  });

  it("frees the UTR of a report left on a cancelled order, for the order that replaces it", async () => {
    const UTR = freshUtr();
    const partner = await signedInUser();
    const admin = await signedInUser("admin");
    const cancelled = await orderOf(partner.id);
    const replacement = await orderOf(partner.id);
    expect((await reportOrder(partner.token, cancelled.id, { utr: UTR })).status).toBe(200);
    expect((await call(`/api/orders/${cancelled.id}`, { method: "PATCH", token: admin.token, body: { status: "cancelled" } })).status).toBe(
      200,
    );
    // No tick needed: the cancelled order's report pays nothing, and is not shown as shared.
    const moved = await reportOrder(partner.token, replacement.id, { utr: UTR });
    expect(moved.status).toBe(200);
    expect(moved.json?.order?.sharedWith).toEqual([]);
  });
});

describe("a decision binds to the UTR the admin saw", () => {
  it("refuses a decision on a UTR the partner has since corrected, and changes nothing", async () => {
    const UTR = freshUtr();
    const partner = await signedInUser();
    const admin = await signedInUser("admin");
    const order = await orderOf(partner.id);
    await reportOrder(partner.token, order.id, { utr: UTR });
    const corrected = freshUtr();
    await reportOrder(partner.token, order.id, { utr: corrected });
    for (const paymentStatus of ["paid", "rejected"]) {
      const stale = await decide(admin.token, order.id, { paymentStatus, note: "Checked", utr: UTR });
      expect(stale.status, paymentStatus).toBe(409);
      expect(stale.json?.message).toBe(STALE);
      expect(stale.json?.errors?.utr).toEqual([STALE]);
    }
    const page = await pagePost("/kit-ordering/orders", admin.cookie, {
      intent: "decidePayment",
      id: order.id,
      paymentStatus: "paid",
      utr: UTR,
    });
    expect(page.text).toContain(STALE);
    // A form shown before any report carries no UTR: a report since then makes it stale too.
    const unseen = await pagePost("/kit-ordering/orders", admin.cookie, { intent: "decidePayment", id: order.id, paymentStatus: "paid" });
    expect(unseen.text).toContain(STALE);
    // The API asks for the UTR whenever the partner reported one.
    const unsaid = await decide(admin.token, order.id, { paymentStatus: "paid" });
    expect(unsaid.status).toBe(400);
    expect(unsaid.json?.errors?.utr?.[0]).toContain(corrected);

    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "reported", paymentReference: corrected, paidAt: null });
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, partner.id))).toHaveLength(0);
    // No decision logged (the partner's two reports are their own lines).
    expect(
      await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.target, `order:${order.id}`), eq(activityLog.action, "order.payment"))),
    ).toHaveLength(0);

    const current = await decide(admin.token, order.id, { paymentStatus: "paid", utr: ` ${corrected} ` });
    expect(current.status).toBe(200);
    expect(current.json?.order).toMatchObject({ paymentStatus: "paid", paymentReference: corrected });
    // An order paid without any report needs no UTR.
    const unreported = await orderOf(partner.id);
    expect((await decide(admin.token, unreported.id, { paymentStatus: "paid", note: "Cheque" })).status).toBe(200);
  });

  it("decides one partner's entry fees only, and only for the UTR shown", async () => {
    const UTR = freshUtr();
    const [payer, copier] = await Promise.all([signedInUser(), signedInUser()]);
    const admin = await signedInUser("admin");
    const competition = await seedCompetition({ entryFee: 250 });
    const payerCentre = await entriesOf(payer, competition.id, 2);
    const copierCentre = await entriesOf(copier, competition.id, 1);
    expect((await reportFees(payer.token, competition.id, { utr: UTR })).status).toBe(200);
    expect((await reportFees(copier.token, competition.id, { utr: UTR })).status).toBe(409);
    // The payer's report is their own line in the activity log; the refused copy leaves none.
    const reports = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.target, `competition:${competition.id}`), eq(activityLog.action, "competition.payment_report")));
    expect(reports.map((row) => [row.actorId, row.summary])).toEqual([
      [payer.id, `Reported UTR ${UTR} for ₹500 of entry fees (2 entries) in “${competition.title}”`],
    ]);

    const adminPage = `/admin/competitions/${competition.id}`;
    const shown = await call(adminPage, { headers: { Cookie: admin.cookie } });
    expect(shown.text).toContain(`name="utr" value="${UTR}"`);
    const other = await pagePost(adminPage, admin.cookie, { intent: "decidePayment", utr: "999999999999", paymentStatus: "paid" });
    expect(other.text).toContain("No reported payment with UTR 999999999999");
    const paid = await pagePost(adminPage, admin.cookie, { intent: "decidePayment", utr: UTR, paymentStatus: "paid" });
    expect(paid.text).toContain("Marked paid (2 entries)");
    const after = await entryRows(competition.id);
    expect(after.filter((entry) => entry.centreId === payerCentre).map((entry) => entry.paymentStatus)).toEqual(["paid", "paid"]);
    expect(after.filter((entry) => entry.centreId === copierCentre).map((entry) => entry.paymentStatus)).toEqual(["unpaid"]);
    const told = await db.select().from(notifications).where(eq(notifications.recipientId, copier.id));
    expect(told).toHaveLength(0);
  });
});
