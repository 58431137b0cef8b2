import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { BASE, createUser, db, freshAddress, sessionCookie } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The checkout's must-haves are the server's, not only the dialog's: an order posted to the page
// action without a billing address (or a contact phone) is refused naming the field, and no order
// (nor the partner's saved details) stands in for it.

async function checkout(cookie: string, body: Record<string, unknown>) {
  const response = await workerFetch(`${BASE}/kit-ordering.data?index&intent=placeOrder`, {
    method: "POST",
    headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function partnerCart() {
  const partner = await createUser();
  const cookie = await sessionCookie(partner.email, partner.password);
  const product = await db
    .insert(products)
    .values({ name: `Checkout Kit ${crypto.randomUUID().slice(0, 6)}`, price: 1000, gstPercent: 18 })
    .returning()
    .get();
  const order = {
    items: [{ productId: product.id, name: product.name, qty: 1, price: 1000 }],
    subtotal: 1000,
    gst: 180,
    total: 1180,
    franchiseeName: "Checkout Centre",
    billingAddress: "12 Station Road, Pune 411001",
    contactPhone: "9822011001",
  };
  return { cookie, order, ordersOf: () => db.select().from(orders).where(eq(orders.userId, partner.id)) };
}

describe("the checkout's required fields, on the server", () => {
  it("refuses an order without a billing address, naming the field, and places none", async () => {
    const { cookie, order, ordersOf } = await partnerCart();
    const { billingAddress: _left, ...withoutBilling } = order;
    const answer = await checkout(cookie, { ...withoutBilling, idempotencyKey: crypto.randomUUID() });
    expect(answer).toContain("Billing address is required");
    expect(answer).toContain("billingAddress");
    expect(await checkout(cookie, { ...order, billingAddress: "   ", idempotencyKey: crypto.randomUUID() })).toContain(
      "Billing address is required",
    );
    expect(await ordersOf()).toHaveLength(0);
  });

  it("refuses an order without a contact phone, and places one with both", async () => {
    const { cookie, order, ordersOf } = await partnerCart();
    const { contactPhone: _left, ...withoutPhone } = order;
    expect(await checkout(cookie, { ...withoutPhone, idempotencyKey: crypto.randomUUID() })).toContain(
      "Contact phone must be an Indian mobile number",
    );
    expect(await checkout(cookie, { ...order, contactPhone: "", idempotencyKey: crypto.randomUUID() })).toContain(
      "Contact phone is required",
    );
    expect(await ordersOf()).toHaveLength(0);
    expect(await checkout(cookie, { ...order, idempotencyKey: crypto.randomUUID() })).toContain("Order placed successfully");
    expect(await ordersOf()).toMatchObject([{ billingAddress: order.billingAddress, contactPhone: "+919822011001" }]);
  });
});
