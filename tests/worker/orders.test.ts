import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, orders, users } from "~/db/schema";
import { GSTIN_MESSAGE, orderTotals } from "~/lib/gst";
import { call, createUser, db, tokenFor } from "./helpers";

type Kit = { id: string; name: string; price: number; gstPercent: number };

async function signedIn(role: "admin" | "franchise" = "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

const adminPromise = signedIn("admin");

async function createKit(overrides: Record<string, unknown> = {}): Promise<Kit> {
  const admin = await adminPromise;
  const { status, json } = await call("/api/products", {
    method: "POST",
    token: admin.token,
    body: {
      name: `Abacus kit ${crypto.randomUUID().slice(0, 8)}`,
      description: "Beads and workbook",
      price: 1250,
      category: "abacus",
      gstPercent: 18,
      hsnCode: "9503",
      unit: "SET",
      ...overrides,
    },
  });
  expect(status).toBe(201);
  return json?.product as Kit;
}

/** A payload as an honest client builds it: the catalogue's prices and the totals they make. */
function orderFor(lines: { kit: Kit; qty: number }[], overrides: Record<string, unknown> = {}) {
  const totals = orderTotals(lines.map(({ kit, qty }) => ({ price: kit.price, qty, gstPercent: kit.gstPercent })));
  return {
    items: lines.map(({ kit, qty }) => ({ productId: kit.id, name: kit.name, qty, price: kit.price })),
    ...totals,
    franchiseeName: "Kothrud Centre",
    billingAddress: "12 Karve Road, Pune 411038",
    ...overrides,
  };
}

const place = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("/api/orders", { method: "POST", token, body, headers });

async function ordersOf(userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

describe("placing an order", () => {
  it("rebuilds every line from the catalogue and answers the order with its invoice number", async () => {
    const partner = await signedIn();
    const abacus = await createKit({ price: 1250, gstPercent: 18 });
    const flashcards = await createKit({ price: 1499, gstPercent: 28, hsnCode: "4901" });
    const workbook = await createKit({ price: 2000, gstPercent: 0 });
    const body = orderFor([
      { kit: abacus, qty: 2 },
      { kit: flashcards, qty: 2 },
      { kit: workbook, qty: 1 },
    ]);
    expect(body).toMatchObject({ subtotal: 7498, gst: 1289, total: 8787 });

    const { status, json } = await place(partner.token, body);
    expect(status).toBe(201);
    expect(json?.message).toBe("Order placed successfully. Your invoice is ready under My Orders.");
    expect(json?.order).toMatchObject({
      subtotal: 7498,
      gst: 1289,
      total: 8787,
      status: "placed",
      franchiseeName: "Kothrud Centre",
      billingAddress: "12 Karve Road, Pune 411038",
      placeOfSupply: "27",
      gstNumber: null,
    });
    expect(json?.order.invoiceNumber).toMatch(/^KIT\/\d\d-\d\d\/\d{4,}$/);
    expect(json?.order.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(json?.order.items).toEqual([
      {
        productId: abacus.id,
        name: abacus.name,
        hsnCode: "9503",
        unit: "SET",
        price: 1250,
        gstPercent: 18,
        qty: 2,
        taxable: 2500,
        gst: 450,
      },
      {
        productId: flashcards.id,
        name: flashcards.name,
        hsnCode: "4901",
        unit: "SET",
        price: 1499,
        gstPercent: 28,
        qty: 2,
        taxable: 2998,
        gst: 839,
      },
      {
        productId: workbook.id,
        name: workbook.name,
        hsnCode: "9503",
        unit: "SET",
        price: 2000,
        gstPercent: 0,
        qty: 1,
        taxable: 2000,
        gst: 0,
      },
    ]);
    expect(JSON.stringify(json)).not.toContain("idempotency");
  });

  it("accepts the spec's payload without productId, finding each kit by name", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const body = orderFor([{ kit, qty: 3 }]);
    const { status, json } = await place(partner.token, { ...body, items: [{ name: kit.name, qty: 3, price: kit.price }] });
    expect(status).toBe(201);
    expect(json?.order.items[0]).toMatchObject({ productId: kit.id, qty: 3, taxable: 3750, gst: 675 });
  });

  it("writes the admin's notification in the same batch, naming the invoice", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const { json } = await place(partner.token, orderFor([{ kit, qty: 1 }], { franchiseeName: `Baner Centre ${partner.id}` }));
    const feed = await db.select().from(notifications).where(eq(notifications.title, "New kit order"));
    const mine = feed.filter((note) => note.message.includes(partner.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message).toBe(`Baner Centre ${partner.id} ordered 1 item worth ₹1,475 (invoice ${json?.order.invoiceNumber}).`);
  });

  it("refuses tampered prices and totals with 409, writing nothing", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const honest = orderFor([{ kit, qty: 2 }]);
    const tampered = [
      { ...honest, items: [{ ...honest.items[0], price: 1 }] },
      { ...honest, subtotal: honest.subtotal - 1 },
      { ...honest, gst: 0, total: honest.subtotal },
      { ...honest, total: honest.total - 100 },
    ];
    for (const body of tampered) {
      const { status, json } = await place(partner.token, body);
      expect(status).toBe(409);
      expect(json).toEqual({
        success: false,
        message: "Prices or GST have changed since you filled your cart. Please review your cart and place the order again.",
      });
    }
    expect(await ordersOf(partner.id)).toHaveLength(0);
  });

  it("refuses unknown and out-of-stock kits and bad quantities with 400 naming the field", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const soldOut = await createKit({ inStock: false });
    const unknown = await place(partner.token, {
      ...orderFor([{ kit, qty: 1 }]),
      items: [{ productId: "no-such-kit", name: "Ghost kit", qty: 1, price: 100 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json?.message).toContain("Ghost kit");
    const out = await place(partner.token, orderFor([{ kit: soldOut, qty: 1 }]));
    expect(out.status).toBe(400);
    expect(out.json?.message).toBe(`${soldOut.name} is out of stock. Please remove it from your cart.`);

    for (const qty of [0, 1000, 1.5, "2", -1, null]) {
      const body = orderFor([{ kit, qty: 1 }]);
      const { status, json } = await place(partner.token, { ...body, items: [{ ...body.items[0], qty }] });
      expect(status, `qty ${JSON.stringify(qty)}`).toBe(400);
      expect(json?.errors?.["items.0.qty"]).toEqual(["Quantity must be a whole number from 1 to 999"]);
    }
    const empty = await place(partner.token, { ...orderFor([{ kit, qty: 1 }]), items: [] });
    expect(empty.status).toBe(400);
    expect(empty.json?.errors?.items).toEqual(["Your cart is empty"]);
    const nameless = await place(partner.token, { ...orderFor([{ kit, qty: 1 }]), franchiseeName: "  " });
    expect(nameless.json?.errors?.franchiseeName).toEqual(["Franchisee name is required"]);
    expect(await ordersOf(partner.id)).toHaveLength(0);
  });

  it("counts the same kit sent on two lines as one line, still at most 999", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const twice = orderFor([{ kit, qty: 1 }]);
    const body = {
      ...twice,
      items: [twice.items[0], { ...twice.items[0], qty: 2 }],
      ...orderTotals([{ price: kit.price, qty: 3, gstPercent: 18 }]),
    };
    const { status, json } = await place(partner.token, body);
    expect(status).toBe(201);
    expect(json?.order.items).toHaveLength(1);
    expect(json?.order.items[0].qty).toBe(3);
    const tooMany = {
      ...twice,
      items: [
        { ...twice.items[0], qty: 500 },
        { ...twice.items[0], qty: 500 },
      ],
      ...orderTotals([{ price: kit.price, qty: 1000, gstPercent: 18 }]),
    };
    expect((await place(partner.token, tooMany)).status).toBe(400);
  });
});

describe("the buyer's GSTIN and place of supply", () => {
  it.each([
    ["27AAJCB4821M1ZE", "27AAJCB4821M1ZE", "27"],
    [" 27aajcb4821m1ze ", "27AAJCB4821M1ZE", "27"],
    ["29AAGCB7383J1Z4", "29AAGCB7383J1Z4", "29"],
    // The spec's own example: the right shape, so it is accepted (its checksum only warns, in the page).
    ["27ABCDE1234F1Z5", "27ABCDE1234F1Z5", "27"],
  ])("accepts %j as %s with place of supply %s", async (sent, stored, state) => {
    const partner = await signedIn();
    const kit = await createKit();
    const billingAddress = state === "29" ? "80 Feet Road, Indiranagar, Bengaluru 560038" : "12 Karve Road, Pune 411038";
    const { status, json } = await place(
      partner.token,
      orderFor([{ kit, qty: 1 }], { gstNumber: sent, placeOfSupply: "07", billingAddress }),
    );
    expect(status).toBe(201);
    expect(json?.order.gstNumber).toBe(stored);
    // With a GSTIN, the registered state is the place of supply, whatever else was chosen.
    expect(json?.order.placeOfSupply).toBe(state);
  });

  it.each(["27AAJCB4821M1Z", "27AAJCB4821M1ZEE", "27AAJCB4821M1AE", "2AAAJCB4821M1ZE", "27AAJCB482101ZE"])(
    "refuses %s with the spec's message",
    async (gstNumber) => {
      const partner = await signedIn();
      const kit = await createKit();
      const { status, json } = await place(partner.token, orderFor([{ kit, qty: 1 }], { gstNumber }));
      expect(status).toBe(400);
      expect(json?.errors?.gstNumber).toEqual([GSTIN_MESSAGE]);
      expect(await ordersOf(partner.id)).toHaveLength(0);
    },
  );

  it("takes the chosen state without a GSTIN, else the billing address's, and refuses an unknown one", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const bengaluru = { billingAddress: "80 Feet Road, Indiranagar, Bengaluru 560038" };
    expect((await place(partner.token, orderFor([{ kit, qty: 1 }], { placeOfSupply: "29", ...bengaluru }))).json?.order.placeOfSupply).toBe(
      "29",
    );
    expect((await place(partner.token, orderFor([{ kit, qty: 1 }], { gstNumber: "" }))).json?.order.placeOfSupply).toBe("27");
    // None chosen: the state of the billing address's PIN code (Goa's 403 inside Maharashtra's 40).
    const panaji = await place(partner.token, orderFor([{ kit, qty: 1 }], { billingAddress: "Rua de Ourem, Panaji 403001" }));
    expect(panaji.json?.order.placeOfSupply).toBe("30");
    // A PIN code the table cannot place (160101 lies in the 160 district Chandigarh and Mohali share): Maharashtra unless chosen.
    const shared = await place(partner.token, orderFor([{ kit, qty: 1 }], { billingAddress: "Manimajra, Chandigarh 160101" }));
    expect(shared.json?.order.placeOfSupply).toBe("27");
    const unknown = await place(partner.token, orderFor([{ kit, qty: 1 }], { placeOfSupply: "99" }));
    expect(unknown.status).toBe(400);
    expect(unknown.json?.errors?.placeOfSupply).toEqual(["Choose the state of the place of supply"]);
    const nowhere = await place(partner.token, orderFor([{ kit, qty: 1 }], { gstNumber: "99AAJCB4821M1ZE" }));
    expect(nowhere.json?.errors?.gstNumber).toEqual(["The GSTIN must begin with a valid state code"]);
  });

  it("refuses a billing address in another state than the place of supply or the GSTIN's, naming billingAddress", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const chosen = await place(
      partner.token,
      orderFor([{ kit, qty: 1 }], { placeOfSupply: "27", billingAddress: "Rua de Ourem, Panaji 403001" }),
    );
    expect(chosen.status).toBe(400);
    expect(chosen.json?.errors?.billingAddress).toEqual([
      "The billing address's PIN code 403001 is in Goa (30), but the place of supply is Maharashtra (27): correct the PIN code or the state",
    ]);
    const registered = await place(
      partner.token,
      orderFor([{ kit, qty: 1 }], { gstNumber: "27AAJCB4821M1ZE", billingAddress: "80 Feet Road, Bengaluru 560 038" }),
    );
    expect(registered.json?.errors?.billingAddress).toEqual([
      "The billing address's PIN code 560038 is in Karnataka (29), but the GSTIN is registered in Maharashtra (27): correct the PIN code or the GSTIN",
    ]);
    expect(await ordersOf(partner.id)).toHaveLength(0);
  });
});

describe("invoice numbers and retries", () => {
  it("answers a replayed Idempotency-Key with the first order, never a second one", async () => {
    const partner = await signedIn();
    const kit = await createKit();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await place(partner.token, orderFor([{ kit, qty: 1 }]), headers);
    const again = await Promise.all([1, 2, 3].map(() => place(partner.token, orderFor([{ kit, qty: 1 }]), headers)));
    expect(first.status).toBe(201);
    for (const replay of again) {
      expect(replay.status).toBe(200);
      expect(replay.json?.order).toEqual(first.json?.order);
    }
    expect(await ordersOf(partner.id)).toHaveLength(1);
    const feed = await db.select().from(notifications).where(eq(notifications.title, "New kit order"));
    expect(feed.filter((note) => note.message.includes(first.json?.order.invoiceNumber))).toHaveLength(1);
    // A key belongs to its account: someone else's order with the same key is a new one.
    const other = await signedIn();
    expect((await place(other.token, orderFor([{ kit, qty: 1 }]), headers)).status).toBe(201);
    expect((await place(partner.token, orderFor([{ kit, qty: 1 }]), { "Idempotency-Key": "x".repeat(101) })).status).toBe(400);
  });

  it("gives 10 concurrent orders 10 distinct, consecutive invoice numbers", async () => {
    const kit = await createKit();
    const partners = await Promise.all(Array.from({ length: 10 }, () => signedIn()));
    const answers = await Promise.all(partners.map((partner) => place(partner.token, orderFor([{ kit, qty: 1 }]))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.json?.order.invoiceNumber as string);
    const [prefix] = numbers[0]!.split("/").slice(0, 2).join("/").split("\n");
    expect(numbers.every((number) => number.startsWith(`${prefix}/`))).toBe(true);
    const sequences = numbers.map((number) => Number(number.split("/")[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(10);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
  });
});

describe("who may order and read orders", () => {
  it("answers 401 to visitors and to accounts no longer approved (their tokens stop working)", async () => {
    const kit = await createKit();
    const body = orderFor([{ kit, qty: 1 }]);
    expect((await call("/api/orders", { method: "POST", body })).status).toBe(401);
    expect((await call("/api/orders")).status).toBe(401);
    const partner = await signedIn();
    await db.update(users).set({ isApproved: false }).where(eq(users.id, partner.id));
    const refused = await place(partner.token, body);
    expect(refused.status).toBe(401);
    expect(refused.json?.success).toBe(false);
    expect((await call("/api/orders", { token: partner.token })).status).toBe(401);
    expect(await ordersOf(partner.id)).toHaveLength(0);
  });

  it("shows a partner only their own orders; an admin sees and filters all", async () => {
    const kit = await createKit();
    const [ana, ben] = await Promise.all([signedIn(), signedIn()]);
    const anaOrder = (await place(ana.token, orderFor([{ kit, qty: 1 }]))).json?.order;
    const benOrder = (await place(ben.token, orderFor([{ kit, qty: 2 }]))).json?.order;

    const anaList = await call("/api/orders", { token: ana.token });
    expect(anaList.json?.orders.map((order: { id: string }) => order.id)).toEqual([anaOrder.id]);
    expect((await call(`/api/orders/${benOrder.id}`, { token: ana.token })).status).toBe(404);
    expect((await call(`/api/orders/${anaOrder.id}`, { token: ana.token })).json?.order.id).toBe(anaOrder.id);

    const admin = await adminPromise;
    const all = await call("/api/orders?limit=100", { token: admin.token });
    const ids = all.json?.orders.map((order: { id: string }) => order.id);
    expect(ids).toEqual(expect.arrayContaining([anaOrder.id, benOrder.id]));
    expect((await call(`/api/orders/${benOrder.id}`, { token: admin.token })).status).toBe(200);
    expect((await call("/api/orders?status=shipped", { token: admin.token })).status).toBe(400);
  });

  it("lets an admin move an order forward or cancel it before delivery, and the partner sees it", async () => {
    const kit = await createKit();
    const partner = await signedIn();
    const order = (await place(partner.token, orderFor([{ kit, qty: 1 }]))).json?.order;
    const admin = await adminPromise;
    const patch = (token: string, status: string) => call(`/api/orders/${order.id}`, { method: "PATCH", token, body: { status } });

    expect((await patch(partner.token, "delivered")).status).toBe(403);
    expect((await patch(admin.token, "shipped")).json?.errors?.status).toEqual([
      "status must be one of placed, confirmed, dispatched, delivered, cancelled",
    ]);
    const confirmed = await patch(admin.token, "confirmed");
    expect(confirmed.status).toBe(200);
    expect(confirmed.json?.message).toBe("Order marked confirmed");
    expect((await patch(admin.token, "placed")).status).toBe(409);
    expect((await patch(admin.token, "dispatched")).status).toBe(200);
    expect((await patch(admin.token, "delivered")).status).toBe(200);
    const late = await patch(admin.token, "cancelled");
    expect(late.status).toBe(409);
    expect(late.json?.message).toBe("An order that is delivered cannot be marked cancelled.");
    expect((await call(`/api/orders/${order.id}`, { token: partner.token })).json?.order.status).toBe("delivered");
    expect((await call("/api/orders/no-such-order", { method: "PATCH", token: admin.token, body: { status: "confirmed" } })).status).toBe(
      404,
    );
  });
});
