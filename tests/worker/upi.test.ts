import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { upiPayLink, upiQrPath } from "~/lib/upi";
import { isPayable } from "~/lib/payment-states";
import { orderDue } from "~/lib/payment-options";
import { call, createUser, db, sessionCookie, tokenFor } from "./helpers";

// The UPI link and its QR code (issue 14): the payee from the settings, the exact amount, rupees,
// the invoice number as the note; the QR only for the order's partner or an admin.

describe("the upi:// link", () => {
  it("carries the payee, the amount with paise, INR and the invoice number as note and reference, encoded", () => {
    const link = upiPayLink(
      { vpa: "bright.minds@okicici", payeeName: "Bright Minds & Co" },
      orderDue({ total: 1475, invoiceNumber: "KIT/26-27/0001" }),
    );
    expect(link).toBe(
      "upi://pay?pa=bright.minds@okicici&pn=Bright%20Minds%20%26%20Co&am=1475.00&cu=INR&tn=KIT%2F26-27%2F0001&tr=KIT%2F26-27%2F0001",
    );
    const params = new URL(link.replace("upi://pay", "https://x/pay")).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: "bright.minds@okicici",
      pn: "Bright Minds & Co",
      am: "1475.00",
      cu: "INR",
      tn: "KIT/26-27/0001",
      tr: "KIT/26-27/0001",
    });
  });

  it("is offered only while an order can be paid", () => {
    expect(isPayable({ status: "placed", paymentStatus: "unpaid" })).toBe(true);
    expect(isPayable({ status: "dispatched", paymentStatus: "rejected" })).toBe(true);
    expect(isPayable({ status: "placed", paymentStatus: "paid" })).toBe(false);
    expect(isPayable({ status: "cancelled", paymentStatus: "unpaid" })).toBe(false);
  });
});

async function person(role: "admin" | "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password), cookie: await sessionCookie(user.email, user.password) };
}

async function orderOf(userId: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db.insert(orders).values({
    id,
    userId,
    franchiseeName: "QR Centre",
    billingAddress: "12 Karve Road, Pune 411038",
    placeOfSupply: "27",
    lines: [],
    subtotal: 1000,
    gst: 180,
    total: 1180,
    financialYear: `q-${id}`,
    sequence: 1,
    invoiceNumber: `KIT/Q/${id.slice(0, 8)}`,
    ...overrides,
  });
  return id;
}

const qr = (id: string, cookie?: string) => call(upiQrPath(id), { headers: cookie ? { Cookie: cookie } : {} });

describe("the UPI QR code", () => {
  it("says there is nothing to pay to until a payee is saved, then answers an SVG to the owner and admins only", async () => {
    const [admin, owner, other] = await Promise.all([person("admin"), person("franchise"), person("franchise")]);
    const id = await orderOf(owner.id);
    expect((await qr(id, owner.cookie)).status).toBe(404);

    const saved = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { upi: { vpa: "brightminds@okicici", payeeName: "Bright Minds" } },
    });
    expect(saved.status).toBe(200);

    for (const cookie of [owner.cookie, admin.cookie]) {
      const { status, response, text } = await qr(id, cookie);
      expect(status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(text).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(text).toContain("<path");
      expect(text).not.toMatch(/<script|on\w+=/i);
    }
    expect((await qr(id, other.cookie)).status).toBe(404);
    // A visitor is sent to sign in.
    expect((await qr(id)).status).toBe(302);

    const paid = await orderOf(owner.id, { paymentStatus: "paid" });
    expect((await qr(paid, owner.cookie)).status).toBe(404);
    const cancelled = await orderOf(owner.id, { status: "cancelled" });
    expect((await qr(cancelled, owner.cookie)).status).toBe(404);
  });

  it("shows the partner the pay panel on My Orders and the invoice, with the link and the QR", async () => {
    const [admin, owner] = await Promise.all([person("admin"), person("franchise")]);
    await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { upi: { vpa: "brightminds@okicici", payeeName: "Bright Minds" } },
    });
    const id = await orderOf(owner.id);
    for (const path of ["/kit-ordering/orders", `/kit-ordering/orders/${id}/invoice`]) {
      const { status, text: html } = await call(path, { headers: { Cookie: owner.cookie } });
      const text = html.replaceAll("<!-- -->", "");
      expect(status, path).toBe(200);
      expect(text).toContain("Pay ₹1,180 by UPI");
      expect(text).toContain("upi://pay?pa=brightminds@okicici&amp;pn=Bright%20Minds&amp;am=1180.00&amp;cu=INR");
      expect(text).toContain(upiQrPath(id));
    }
  });
});
