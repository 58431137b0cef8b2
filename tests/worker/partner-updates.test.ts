import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { notifications, siteSettings, users } from "~/db/schema";
import type { DeliveryMessage } from "~/services/delivery-queue.server";
import { NO_PARTNER_NUMBER_ERROR } from "~/services/notification-delivery.server";
import worker from "../../server";
import { call, createUser, db, signedInUser, tokenFor, validRegistration } from "./helpers";
import { parametersOf, received, templateMessage } from "./whatsapp-fixtures";

const standin = inject("whatsappStandinUrl");
const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standin };

type Update = { id: string; title: string; message: string; read: boolean; link: string | null; recipientId: string | null };
const feedOf = async (token: string) => (await call("/api/notifications", { token })).json as { notifications: Update[]; unread: number };

const adminPromise = signedInUser("admin");

async function kit() {
  const admin = await adminPromise;
  const { json } = await call("/api/products", {
    method: "POST",
    token: admin.token,
    body: {
      name: `Kit ${crypto.randomUUID().slice(0, 8)}`,
      description: "Beads",
      price: 1000,
      category: "abacus",
      gstPercent: 18,
      hsnCode: "9503",
      unit: "SET",
    },
  });
  return json?.product as { id: string; name: string; price: number };
}

/** Places an order as the partner, as the checkout does (prices from the catalogue, totals computed). */
async function orderAs(token: string) {
  const product = await kit();
  const subtotal = product.price;
  const body = {
    items: [{ productId: product.id, name: product.name, qty: 1, price: product.price }],
    subtotal,
    gst: 180,
    total: 1180,
    franchiseeName: "Kothrud Centre",
    billingAddress: "12 Karve Road, Pune 411038",
  };
  const { status, json } = await call("/api/orders", { method: "POST", token, body });
  expect(status).toBe(201);
  return json?.order as { id: string; invoiceNumber: string };
}

const uniqueNumber = () => `+9198${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}1`;

async function consume(ids: string[]) {
  const batch = createMessageBatch<DeliveryMessage>(
    "academy-whatsapp",
    ids.map((notificationId, index) => ({
      id: `p${index}-${notificationId}`,
      attempts: 1,
      timestamp: new Date(),
      body: { notificationId },
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, configured);
  return getQueueResult(batch, ctx);
}

const rowOf = async (id: string) => db.select().from(notifications).where(eq(notifications.id, id)).get();

describe("a partner's own updates", () => {
  it("tells a new partner their account is approved, and only them", async () => {
    const admin = await adminPromise;
    const registration = validRegistration();
    const signUp = await call("/api/auth/register", { method: "POST", body: registration });
    expect(signUp.status).toBe(201);
    const id = signUp.json?.user.id as string;
    expect((await call(`/api/users/${id}/approve`, { method: "PATCH", token: admin.token })).status).toBe(200);

    const token = await tokenFor(registration.email, registration.password);
    const feed = await feedOf(token);
    expect(feed.notifications).toHaveLength(1);
    expect(feed.notifications[0]).toMatchObject({ title: "Account approved", read: false, link: "/kit-ordering", recipientId: id });
    expect(feed.unread).toBe(1);

    // Approving again changes nothing and says nothing again.
    await call(`/api/users/${id}/approve`, { method: "PATCH", token: admin.token });
    expect((await feedOf(token)).notifications).toHaveLength(1);
    // The admin feed keeps the sign-up, never the partner's update.
    const adminFeed = await feedOf(admin.token);
    expect(adminFeed.notifications.some((item) => item.recipientId !== null)).toBe(false);
    expect(adminFeed.notifications.some((item) => item.title === "Account approved")).toBe(false);
  });

  it("tells the partner of each status change of their order, newest first, linking to the order", async () => {
    const admin = await adminPromise;
    const partner = await signedInUser();
    const order = await orderAs(partner.token);
    for (const status of ["confirmed", "dispatched"]) {
      const moved = await call(`/api/orders/${order.id}`, { method: "PATCH", token: admin.token, body: { status } });
      expect(moved.status).toBe(200);
    }
    const feed = await feedOf(partner.token);
    expect(feed.notifications.map((item) => item.title)).toEqual(["Order dispatched", "Order confirmed"]);
    expect(feed.notifications[0]?.message).toContain(order.invoiceNumber);
    expect(feed.notifications[0]?.link).toBe(`/kit-ordering/orders/${order.id}/invoice`);
    expect(feed.unread).toBe(2);

    // Another partner sees none of it.
    const other = await signedInUser();
    expect((await feedOf(other.token)).notifications).toEqual([]);
  });

  it("marks only the caller's own updates read, one or all", async () => {
    const admin = await adminPromise;
    const partner = await signedInUser();
    const other = await signedInUser();
    const mine = await orderAs(partner.token);
    const theirs = await orderAs(other.token);
    for (const order of [mine, theirs]) {
      await call(`/api/orders/${order.id}`, { method: "PATCH", token: admin.token, body: { status: "confirmed" } });
      await call(`/api/orders/${order.id}`, { method: "PATCH", token: admin.token, body: { status: "dispatched" } });
    }
    const [newest] = (await feedOf(partner.token)).notifications;
    const theirUpdate = (await feedOf(other.token)).notifications[0]!;

    // Someone else's update id is not the caller's to mark.
    const one = await call("/api/notifications", { method: "PATCH", token: partner.token, body: { ids: [newest!.id, theirUpdate.id] } });
    expect(one.status).toBe(200);
    expect(one.json?.unread).toBe(1);
    expect((await rowOf(theirUpdate.id))?.read).toBe(false);

    const all = await call("/api/notifications", { method: "PATCH", token: partner.token, body: {} });
    expect(all.json?.unread).toBe(0);
    expect((await feedOf(other.token)).unread).toBe(2);

    // The admin's "mark all" leaves partners' updates alone too.
    await call("/api/notifications", { method: "PATCH", token: admin.token, body: {} });
    expect((await feedOf(other.token)).unread).toBe(2);
  });

  it("answers visitors 401 and the Updates page only to partners", async () => {
    expect((await call("/api/notifications")).status).toBe(401);
    const partner = await signedInUser();
    const page = await call("/kit-ordering/updates", { headers: { Cookie: partner.cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("No updates yet");
    const admin = await adminPromise;
    const adminPage = await call("/kit-ordering/updates", { headers: { Cookie: admin.cookie } });
    expect(adminPage.status).toBe(302);
    expect((await call("/kit-ordering/updates")).status).toBe(302);
  });

  it("marks all read from the Updates page (page action), only the partner's own", async () => {
    const admin = await adminPromise;
    const partner = await signedInUser();
    const order = await orderAs(partner.token);
    await call(`/api/orders/${order.id}`, { method: "PATCH", token: admin.token, body: { status: "confirmed" } });
    const page = await call("/kit-ordering/updates", { headers: { Cookie: partner.cookie } });
    expect(page.text).toContain("Order confirmed");
    expect(page.text).toMatch(/1(<!-- -->)? unread/);
    const marked = await call("/kit-ordering/updates?index", {
      method: "POST",
      rawBody: new URLSearchParams({ intent: "markRead" }).toString(),
      headers: { Cookie: partner.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(marked.status).toBe(200);
    expect((await feedOf(partner.token)).unread).toBe(0);
  });
});

describe("signing in before approval", () => {
  it("is told as information (a status), not as an error, while the API keeps its 403", async () => {
    const pending = await createUser({ isApproved: false });
    const page = await call("/login", {
      method: "POST",
      rawBody: new URLSearchParams({ email: pending.email, password: pending.password, redirectTo: "/" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Set-Cookie")).toBeNull();
    expect(page.text).toMatch(/role="status"[^>]*>(?:(?!<\/div>)[\s\S])*waiting for approval/);
    // The error region stays empty.
    expect(page.text).toMatch(/role="alert" aria-live="assertive"><\/div>/);
    const api = await call("/api/auth/login", { method: "POST", body: { email: pending.email, password: pending.password } });
    expect(api.status).toBe(403);
    expect(api.json?.message).toContain("waiting for approval");
  });
});

describe("WhatsApp to the partner", () => {
  it("sends a partner's update to the partner's own number, not the admin's", async () => {
    const admin = await adminPromise;
    const adminNumber = "+919822000001";
    const value = {
      franchiseeNotifications: adminNumber,
      contactFormNotifications: "+919822000002",
      franchiseEnquiryNumber: "+919822000003",
    };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const partner = await signedInUser();
    const number = uniqueNumber();
    await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, partner.id));
    const order = await orderAs(partner.token);
    await call(`/api/orders/${order.id}`, { method: "PATCH", token: admin.token, body: { status: "confirmed" } });
    const update = (await feedOf(partner.token)).notifications[0]!;

    const result = await consume([update.id, update.id]);
    expect(result.retryMessages).toEqual([]);
    const sends = (await received()).filter((request) => request.to === number.slice(1));
    // Never twice, even when queued twice.
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject(templateMessage("partner_update", ["Order confirmed", update.message]));
    expect(
      (await received()).some(
        (request) => request.to === adminNumber.slice(1) && parametersOf(request).some((text) => text.includes(order.invoiceNumber)),
      ),
    ).toBe(false);
    expect(await rowOf(update.id)).toMatchObject({ deliveryStatus: "sent", deliveryAttempts: 1 });
  });

  it("sends partners' updates even while no admin number is saved", async () => {
    await db.delete(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));
    const partner = await createUser();
    const number = uniqueNumber();
    await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, partner.id));
    const [update] = await db
      .insert(notifications)
      .values({ title: "Order delivered", message: "Order INV-1 was delivered.", recipientId: partner.id })
      .returning();
    const [feedRow] = await db.insert(notifications).values({ title: "Admin only", message: "For the feed" }).returning();
    const result = await consume([update!.id, feedRow!.id]);
    expect(result.retryMessages).toEqual([]);
    expect((await received()).filter((request) => request.to === number.slice(1))).toHaveLength(1);
    expect(await rowOf(update!.id)).toMatchObject({ deliveryStatus: "sent" });
    expect(await rowOf(feedRow!.id)).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: "No WhatsApp number saved for notifications",
    });
  });

  it("sends nothing to a partner without a number, and the row says so", async () => {
    const partner = await createUser();
    const title = `Account approved ${crypto.randomUUID().slice(0, 6)}`;
    const [update] = await db
      .insert(notifications)
      .values({ title, message: "You can now order kits.", recipientId: partner.id })
      .returning();
    const result = await consume([update!.id]);
    expect(result.retryMessages).toEqual([]);
    // Other test files share the stand-in, so look for this update's message only.
    expect((await received()).filter((request) => parametersOf(request).includes(title))).toEqual([]);
    expect(await rowOf(update!.id)).toMatchObject({ deliveryStatus: "failed", deliveryError: NO_PARTNER_NUMBER_ERROR });
    // The update itself stays in the partner's list.
    expect((await rowOf(update!.id))?.recipientId).toBe(partner.id);
  });
});
