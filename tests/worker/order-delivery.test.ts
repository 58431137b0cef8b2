import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, partnerProfiles, products } from "~/db/schema";
import { orderTotals } from "~/lib/gst";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { seedOrder } from "./order-fixtures";
import { workerFetch } from "./worker-fetch";

// Orders record where the kits go: billing and delivery address, a contact phone and a note; the
// saved profile fills what the API leaves out; the invoice shows Bill to / Ship to.

async function setup() {
  const user = await createUser();
  const token = await tokenFor(user.email, user.password);
  const kit = await db
    .insert(products)
    .values({ name: `Delivery Kit ${crypto.randomUUID().slice(0, 6)}`, price: 1250, gstPercent: 18 })
    .returning()
    .get();
  const order = (qty = 2, extra: Record<string, unknown> = {}) => ({
    items: [{ productId: kit.id, name: kit.name, qty, price: kit.price }],
    ...orderTotals([{ price: kit.price, qty, gstPercent: kit.gstPercent }]),
    franchiseeName: "Hadapsar Centre",
    ...extra,
  });
  const place = (body: unknown) => call("/api/orders", { method: "POST", token, body });
  return { user, token, order, place };
}

const PROFILE = {
  businessName: "Hadapsar Centre",
  billingAddress: "5 Magarpatta Road, Hadapsar, Pune 411028",
  deliveryAddress: "Shop 2, Amanora Mall, Pune 411028",
  phone: "9822011122",
};

describe("an order's delivery details", () => {
  it("records the billing and delivery address, contact phone and note it was sent", async () => {
    const { place, order } = await setup();
    const sent = await place(
      order(2, {
        billingAddress: "5 Magarpatta Road\nPune 411028",
        deliveryAddress: "Shop 2, Amanora Mall",
        contactPhone: "+91 98220 11122",
        notes: "Please deliver after 11am",
      }),
    );
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json?.order).toMatchObject({
      billingAddress: "5 Magarpatta Road\nPune 411028",
      deliveryAddress: "Shop 2, Amanora Mall",
      contactPhone: "+919822011122",
      notes: "Please deliver after 11am",
    });
    // No delivery address beside a billing address: the same as billing.
    const same = await place(order(1, { billingAddress: "5 Magarpatta Road, Pune 411 028", contactPhone: "9822011122" }));
    expect(same.json?.order).toMatchObject({ billingAddress: "5 Magarpatta Road, Pune 411 028", deliveryAddress: null, notes: null });
  });

  it("refuses an order with neither a billing address nor a saved one, or one without its PIN code (Rule 46(d))", async () => {
    const { place, order, user } = await setup();
    const none = await place(order());
    expect(none.status).toBe(400);
    expect(none.json?.errors.billingAddress).toEqual([
      "Billing address is required: send billingAddress, or save one under My details (Rule 46 of the CGST Rules puts it on every invoice)",
    ]);
    const noPin = await place(order(1, { billingAddress: "5 Magarpatta Road, Pune" }));
    expect(noPin.status).toBe(400);
    expect(noPin.json?.errors.billingAddress).toEqual(["Billing address must include its 6-digit PIN code"]);
    // Details saved before a PIN code was asked for: the order says what to fix.
    await db
      .insert(partnerProfiles)
      .values({ userId: user.id, businessName: "Hadapsar Centre", billingAddress: "5 Magarpatta Road", phone: "+919822011122" });
    const oldProfile = await place(order());
    expect(oldProfile.status).toBe(400);
    expect(oldProfile.json?.errors.billingAddress[0]).toContain("add it to your billing address under My details");
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it("takes the saved profile's addresses and phone when the billing address is left out", async () => {
    const { place, order, token } = await setup();
    expect((await call("/api/profile", { method: "PUT", token, body: PROFILE })).status).toBe(200);
    const fromProfile = await place(order(3, { notes: "Ring the bell" }));
    expect(fromProfile.json?.order).toMatchObject({
      billingAddress: PROFILE.billingAddress,
      deliveryAddress: PROFILE.deliveryAddress,
      contactPhone: "+919822011122",
      notes: "Ring the bell",
    });
  });

  it("refuses bad details with 400 naming the field, and a quantity over 999", async () => {
    const { place, order: unbilled, user } = await setup();
    const order = (qty = 2, extra: Record<string, unknown> = {}) => unbilled(qty, { billingAddress: PROFILE.billingAddress, ...extra });
    const phone = await place(order(1, { contactPhone: "12345" }));
    expect(phone.status).toBe(400);
    expect(phone.json?.errors.contactPhone).toEqual(["Contact phone must be an Indian mobile number, e.g. +91 98765 43210"]);
    const note = await place(order(1, { notes: "x".repeat(501) }));
    expect(note.json?.errors.notes).toEqual(["Note must be at most 500 characters"]);

    expect((await place(order(999))).status).toBe(201);
    const tooMany = await place(order(1000));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json?.errors)).toContain("Quantity must be a whole number from 1 to 999");
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });
});

describe("the invoice's Bill to / Ship to", () => {
  const invoice = async (cookie: string, id: string) => {
    const response = await workerFetch(`${BASE}/kit-ordering/orders/${id}/invoice`, {
      headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
    });
    return response.text();
  };

  it("shows the billing address and GSTIN, and the delivery address with the phone", async () => {
    const { place, order, user } = await setup();
    const cookie = await sessionCookie(user.email, user.password);
    const { json } = await place(
      order(1, {
        gstNumber: "27AAPFU0939F1ZV",
        billingAddress: "5 Magarpatta Road, Pune 411028",
        deliveryAddress: "Shop 2, Amanora Mall",
        contactPhone: "9822011122",
        notes: "Back gate",
      }),
    );
    const html = await invoice(cookie, json?.order.id);
    for (const text of ["Bill to", "Ship to", "5 Magarpatta Road", "Shop 2, Amanora Mall", "+919822011122", "27AAPFU0939F1ZV", "Back gate"])
      expect(html).toContain(text);
  });

  it("shows only what an order placed before addresses were asked for has", async () => {
    const { user } = await setup();
    const cookie = await sessionCookie(user.email, user.password);
    const { id } = await seedOrder(user.id, { franchiseeName: "Hadapsar Centre", billingAddress: null });
    const html = await invoice(cookie, id);
    expect(html).toContain("Bill to");
    expect(html).toContain("Hadapsar Centre");
    expect(html).not.toContain("Ship to");
  });
});

describe("money on the invoice, one way", () => {
  it("shows every amount with paise when a tax half has them, never both styles", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const cookie = await sessionCookie(user.email, user.password);
    const kit = await db
      .insert(products)
      .values({ name: `Paise Kit ${crypto.randomUUID().slice(0, 6)}`, price: 1499, gstPercent: 5 })
      .returning()
      .get();
    // ₹1,499 at 5% is ₹74.95, rounded to ₹75: halves of ₹37.50.
    const body = {
      items: [{ productId: kit.id, name: kit.name, qty: 1, price: 1499 }],
      ...orderTotals([{ price: 1499, qty: 1, gstPercent: 5 }]),
      franchiseeName: "Paise Centre",
      billingAddress: "12 Karve Road, Pune 411038",
    };
    const { json } = await call("/api/orders", { method: "POST", token, body });
    const response = await workerFetch(`${BASE}/kit-ordering/orders/${json?.order.id}/invoice`, {
      headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
    });
    const html = await response.text();
    for (const amount of ["₹37.50", "₹1,499.00", "₹75.00", "₹1,574.00"]) expect(html).toContain(`${amount}<`);
    expect(html).not.toMatch(/₹[\d,]+</);
  });
});
