import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { BASE, createUser, db, freshAddress, sessionCookie } from "./helpers";

// The /kit-ordering page action, as the checkout dialog and the product dialogs call it.

async function pageAction(cookie: string, intent: string, init: { json?: unknown; form?: FormData }) {
  const response = await SELF.fetch(`${BASE}/kit-ordering?index&intent=${intent}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      "CF-Connecting-IP": freshAddress(),
      ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });
  await response.text();
  return response.status;
}

async function partnerWithProduct() {
  const partner = await createUser();
  const cookie = await sessionCookie(partner.email, partner.password);
  const product = await db
    .insert(products)
    .values({ name: `Page Kit ${crypto.randomUUID().slice(0, 6)}`, price: 1250, gstPercent: 18 })
    .returning()
    .get();
  const order = {
    items: [{ productId: product.id, name: product.name, qty: 2, price: 1250 }],
    subtotal: 2500,
    gst: 450,
    total: 2950,
    franchiseeName: "Page Partner",
    gstNumber: " 27aajcb4821m1ze ",
    placeOfSupply: "27",
  };
  const ordersOf = () => db.select().from(orders).where(eq(orders.userId, partner.id));
  return { cookie, order, ordersOf };
}

describe("kit ordering page action", () => {
  it("places one order per checkout attempt, however often it is sent", async () => {
    const { cookie, order, ordersOf } = await partnerWithProduct();
    const idempotencyKey = crypto.randomUUID();
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, idempotencyKey } })).toBe(200);
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, idempotencyKey } })).toBe(200);
    const placed = await ordersOf();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ gstNumber: "27AAJCB4821M1ZE", placeOfSupply: "27", total: 2950 });
  });

  it("refuses a bad GSTIN (400) and changed prices (409) without ordering", async () => {
    const { cookie, order, ordersOf } = await partnerWithProduct();
    expect(
      await pageAction(cookie, "placeOrder", { json: { ...order, gstNumber: "27AAJCB4821M1Z", idempotencyKey: crypto.randomUUID() } }),
    ).toBe(400);
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, total: 2900, idempotencyKey: crypto.randomUUID() } })).toBe(409);
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, items: [], idempotencyKey: crypto.randomUUID() } })).toBe(400);
    expect(await ordersOf()).toHaveLength(0);
  });

  it("lets only administrators save products, and an unticked 'In stock' means out of stock", async () => {
    const { cookie } = await partnerWithProduct();
    const name = `Form Kit ${crypto.randomUUID().slice(0, 6)}`;
    const form = () => {
      const data = new FormData();
      data.set("name", name);
      data.set("price", "900");
      data.set("category", "phonics");
      data.append("includes", "Flashcards");
      return data;
    };
    expect(await pageAction(cookie, "createProduct", { form: form() })).toBe(400);
    expect(await db.select().from(products).where(eq(products.name, name))).toHaveLength(0);

    const admin = await createUser({ role: "admin" });
    const adminCookie = await sessionCookie(admin.email, admin.password);
    expect(await pageAction(adminCookie, "createProduct", { form: form() })).toBe(200);
    const [saved] = await db.select().from(products).where(eq(products.name, name));
    expect(saved).toMatchObject({ price: 900, category: "phonics", inStock: false, includes: ["Flashcards"], gstPercent: 18 });
  });
});
