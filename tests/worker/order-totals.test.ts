import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import type { OrderStatus, PaymentStatus } from "~/lib/enums";
import type { Actor } from "~/lib/permissions";
import { listOrdersWithTotals, type OrderFilters } from "~/services/orders.server";
import { call, db, signedInUser } from "./helpers";
import { insertOrder } from "./csv-helpers";

// The admin's Orders tab, unfiltered or by status or payment, reads its totals from running totals
// kept by triggers on `orders` (migration 0013). Whatever writes an order (the API's status and
// payment moves, an insert, a delete), they must equal the sums of the orders themselves.

/** The count and sums of the orders that match, from the orders themselves. */
async function summed({ status, payment }: { status?: OrderStatus; payment?: PaymentStatus }) {
  const where = sql`(${status ?? null} is null or ${orders.status} = ${status ?? null})
    and (${payment ?? null} is null or ${orders.paymentStatus} = ${payment ?? null})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`,
      subtotal: sql<number>`coalesce(sum(${orders.subtotal}), 0)`,
      gst: sql<number>`coalesce(sum(${orders.gst}), 0)`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)`,
      unpaid: sql<number>`coalesce(sum(case when ${orders.paymentStatus} <> 'paid' and ${orders.status} <> 'cancelled' then ${orders.total} else 0 end), 0)`,
      credited: sql<number>`coalesce(sum(case when ${orders.status} = 'cancelled' then ${orders.total} else 0 end), 0)`,
      net: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.total} else 0 end), 0)`,
    })
    .from(orders)
    .where(where);
  return row;
}

const VIEWS: Pick<OrderFilters, "status" | "payment">[] = [
  {},
  { status: "placed" },
  { status: "cancelled" },
  { payment: "unpaid" },
  { payment: "reported" },
  { payment: "paid" },
  { status: "delivered", payment: "paid" },
];

async function expectTotalsToMatchOrders(actor: Actor) {
  for (const view of VIEWS) {
    const { totals } = await listOrdersWithTotals({ db }, actor, { ...view, limit: 5, offset: 0 });
    expect(totals, JSON.stringify(view)).toEqual(await summed(view));
  }
}

const kit = (price: number, qty = 1) => ({ name: "Abacus kit", price, qty, gstPercent: 18 });

describe("the Orders tab's running totals", () => {
  it("match the orders through every way an order is written", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser("franchise");
    const actor = { id: admin.id, role: "admin", isApproved: true } as Actor;
    const patch = (id: string, body: unknown) => call(`/api/orders/${id}`, { method: "PATCH", token: admin.token, body });

    const first = await insertOrder({
      createdAt: new Date().toISOString(),
      userId: partner.id,
      franchiseeName: "Totals Centre",
      lines: [kit(1000, 2)],
    });
    const second = await insertOrder({
      createdAt: new Date().toISOString(),
      userId: partner.id,
      franchiseeName: "Totals Centre",
      lines: [kit(750)],
    });
    const third = await insertOrder({
      createdAt: new Date().toISOString(),
      userId: partner.id,
      franchiseeName: "Totals Centre",
      lines: [kit(420, 3)],
    });
    await expectTotalsToMatchOrders(actor);

    // Moved on and paid through the API, reported by the partner, one cancelled.
    for (const status of ["confirmed", "dispatched", "delivered"]) expect((await patch(first.id, { status })).status).toBe(200);
    expect((await patch(first.id, { paymentStatus: "paid" })).status).toBe(200);
    const reported = await call(`/api/orders/${second.id}/payment`, {
      method: "POST",
      token: partner.token,
      body: { utr: "412345678901" },
    });
    expect(reported.status).toBe(200);
    expect((await patch(third.id, { status: "cancelled" })).status).toBe(200);
    await expectTotalsToMatchOrders(actor);

    // An order removed (as a cascade would) leaves its pair's totals.
    await db.delete(orders).where(sql`${orders.id} = ${second.id}`);
    await expectTotalsToMatchOrders(actor);

    // The page shows the same figures as the service.
    const { totals } = await listOrdersWithTotals({ db }, actor, { limit: 5, offset: 0 });
    const page = await call("/admin/orders", { headers: { Cookie: admin.cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`>Orders</dt><dd[^>]*>${totals.count.toLocaleString("en-IN")}</dd>`));
  });
});
