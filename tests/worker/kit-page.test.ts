import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { GSTIN_MESSAGE } from "~/lib/gst";
import { ORDER_PLACED_MESSAGE, PRICES_CHANGED_MESSAGE } from "~/services/orders.server";
import { EMPTY_CART_MESSAGE } from "~/validation/orders";
import { BASE, createUser, db, freshAddress, sessionCookie } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The /kit-ordering page action, as the checkout dialog and the product dialogs call it (the
// hydrated page posts to /kit-ordering.data). A refusal is an answered form: 200, `ok: false` and
// the reason, with nothing written.

async function post(cookie: string, intent: string, init: { json?: unknown; form?: FormData }) {
  const response = await workerFetch(`${BASE}/kit-ordering.data?index&intent=${intent}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      "CF-Connecting-IP": freshAddress(),
      ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });
  return { status: response.status, text: await response.text() };
}

/** The answer's text (single fetch's encoding of the ActionResult, which carries its message). */
async function pageAction(cookie: string, intent: string, init: { json?: unknown; form?: FormData }) {
  const { status, text } = await post(cookie, intent, init);
  expect(status, text).toBe(200);
  return text;
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
    billingAddress: "7 Page Road, Pune 411004",
    contactPhone: "9822012345",
  };
  const ordersOf = () => db.select().from(orders).where(eq(orders.userId, partner.id));
  return { cookie, order, ordersOf };
}

describe("kit ordering page action", () => {
  it("places one order per checkout attempt, however often it is sent", async () => {
    const { cookie, order, ordersOf } = await partnerWithProduct();
    const idempotencyKey = crypto.randomUUID();
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, idempotencyKey } })).toContain(ORDER_PLACED_MESSAGE);
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, idempotencyKey } })).toContain(ORDER_PLACED_MESSAGE);
    const placed = await ordersOf();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ gstNumber: "27AAJCB4821M1ZE", placeOfSupply: "27", total: 2950 });
  });

  it("refuses a bad GSTIN, changed prices and an empty cart, saying why, without ordering", async () => {
    const { cookie, order, ordersOf } = await partnerWithProduct();
    const key = () => crypto.randomUUID();
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, gstNumber: "27AAJCB4821M1Z", idempotencyKey: key() } })).toContain(
      GSTIN_MESSAGE,
    );
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, total: 2900, idempotencyKey: key() } })).toContain(
      PRICES_CHANGED_MESSAGE,
    );
    expect(await pageAction(cookie, "placeOrder", { json: { ...order, items: [], idempotencyKey: key() } })).toContain(EMPTY_CART_MESSAGE);
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
      data.set("hsnCode", "4901");
      data.set("unit", "SET");
      data.append("includes", "Flashcards");
      return data;
    };
    expect(await pageAction(cookie, "createProduct", { form: form() })).toContain("Only administrators can manage products.");
    expect(await db.select().from(products).where(eq(products.name, name))).toHaveLength(0);

    const admin = await createUser({ role: "admin" });
    const adminCookie = await sessionCookie(admin.email, admin.password);
    expect(await pageAction(adminCookie, "createProduct", { form: form() })).toContain("Product created successfully");
    const [saved] = await db.select().from(products).where(eq(products.name, name));
    expect(saved).toMatchObject({ price: 900, category: "phonics", inStock: false, includes: ["Flashcards"], gstPercent: 18 });
  });
});
