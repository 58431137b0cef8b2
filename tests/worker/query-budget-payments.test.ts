import { describe, expect, it } from "vitest";
import { orders, siteSettings } from "~/db/schema";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The query budget (at most 4 D1 queries per request) of the payment and dispatch writes the bench
// cannot repeat (each moves the payment or the order on): the API's and the orders page's, with
// several orders present, so a query per row would show.

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));

async function orderOf(userId: string) {
  const id = crypto.randomUUID();
  await db.insert(orders).values({
    id,
    userId,
    franchiseeName: "Budget Centre",
    billingAddress: "12 Karve Road, Pune 411038",
    placeOfSupply: "27",
    lines: [],
    subtotal: 100,
    gst: 18,
    total: 118,
    financialYear: `b-${id}`,
    sequence: 1,
    invoiceNumber: `KIT/B/${id.slice(0, 8)}`,
  });
  return id;
}

/** A page form posted as the hydrated page sends it (single fetch: /path.data runs the action alone). */
async function postPage(fields: Record<string, string>, cookie: string) {
  const response = await workerFetch(`${BASE}/kit-ordering/orders.data?index`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "CF-Connecting-IP": freshAddress(), "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  return { response, text: await response.text() };
}

describe("D1 query budget of payments and dispatch", () => {
  it("holds for reporting, confirming, rejecting and dispatching, by the API and by the orders page", async () => {
    await db.insert(siteSettings).values({ key: "upi", value: { vpa: "budget@okicici", payeeName: "Budget" }, updatedAt: "2026-11-01" });
    const admin = await createUser({ role: "admin" });
    const partner = await createUser();
    const [adminToken, partnerToken] = await Promise.all([
      tokenFor(admin.email, admin.password),
      tokenFor(partner.email, partner.password),
    ]);
    const [adminCookie, partnerCookie] = await Promise.all([
      sessionCookie(admin.email, admin.password),
      sessionCookie(partner.email, partner.password),
    ]);
    const ids = await Promise.all(Array.from({ length: 6 }, () => orderOf(partner.id)));
    const answers: [string, Response, number][] = [];
    const api = async (label: string, path: string, method: string, body: unknown, token: string) => {
      const { response, status } = await call(path, { method, body, token });
      answers.push([label, response, status]);
    };
    const page = async (label: string, fields: Record<string, string>, cookie: string, said: string) => {
      const { response, text } = await postPage(fields, cookie);
      expect(text, label).toContain(said);
      answers.push([label, response, response.status]);
    };

    await api("report", `/api/orders/${ids[0]}/payment`, "POST", { utr: "111122223333" }, partnerToken);
    await api("correct the report", `/api/orders/${ids[0]}/payment`, "POST", { utr: "111122224444" }, partnerToken);
    await api(
      "reject",
      `/api/orders/${ids[0]}`,
      "PATCH",
      { paymentStatus: "rejected", note: "Not in the statement", utr: "111122224444" },
      adminToken,
    );
    await api("report again", `/api/orders/${ids[0]}/payment`, "POST", { utr: "111122225555" }, partnerToken);
    await api("mark paid", `/api/orders/${ids[0]}`, "PATCH", { paymentStatus: "paid", utr: "111122225555" }, adminToken);
    await api("mark paid again", `/api/orders/${ids[0]}`, "PATCH", { paymentStatus: "paid", utr: "111122225555" }, adminToken);
    await api(
      "dispatch with courier",
      `/api/orders/${ids[1]}`,
      "PATCH",
      { status: "dispatched", courier: "DTDC", trackingNumber: "D1234" },
      adminToken,
    );
    await api("correct the tracking", `/api/orders/${ids[1]}`, "PATCH", { status: "dispatched", trackingNumber: "D5678" }, adminToken);
    await page("page: report", { intent: "reportPayment", id: ids[2]!, utr: "999988887777" }, partnerCookie, "Payment reported for");
    await page(
      "page: mark paid",
      { intent: "decidePayment", id: ids[2]!, paymentStatus: "paid", utr: "999988887777" },
      adminCookie,
      "is now paid",
    );
    await page(
      "page: dispatch",
      { intent: "updateStatus", id: ids[3]!, status: "dispatched", courier: "Blue Dart" },
      adminCookie,
      "dispatched",
    );
    await page("page: refused report", { intent: "reportPayment", id: ids[2]!, utr: "999988887777" }, partnerCookie, "already paid");

    for (const [label, response, status] of answers) {
      expect(status, label).toBeLessThan(400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });
});
