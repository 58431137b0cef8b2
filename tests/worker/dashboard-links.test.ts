import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitions, contactMessages, notifications } from "~/db/schema";
import { sql } from "drizzle-orm";
import { orderTotals } from "~/lib/gst";
import worker from "../../server";
import { call, createUser, db, sessionCookie, tokenFor, validRegistration, BASE } from "./helpers";
import { workerFetch } from "./worker-fetch";

async function signedIn(role: "admin" | "franchise" = "admin") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

type FeedItem = { id: string; title: string; message: string; link: string | null };
const feedOf = async (token: string) => ((await call("/api/notifications", { token })).json?.notifications ?? []) as FeedItem[];

const contactBody = (marker: string, overrides: Record<string, unknown> = {}) => ({
  name: `Ravi ${marker}`,
  email: "ravi@example.com",
  phone: "098220 12345",
  subject: `Batches ${marker}`,
  message: "Which batches are open?",
  ...overrides,
});

async function sendMessage(marker: string) {
  expect((await call("/api/contact", { method: "POST", body: contactBody(marker) })).status).toBe(201);
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.subject, `Batches ${marker}`));
  return row!;
}

describe("each notification links to what it is about", () => {
  it("a sign-up to Pending Requests, a message to that message, an order to its invoice", async () => {
    const admin = await signedIn();
    const marker = crypto.randomUUID().slice(0, 8);
    await call("/api/auth/register", { method: "POST", body: validRegistration({ name: `Asha ${marker}` }) });
    const message = await sendMessage(marker);

    const partner = await signedIn("franchise");
    const kit = await call("/api/products", {
      method: "POST",
      token: admin.token,
      body: { name: `Kit ${marker}`, description: "Beads", price: 1000, category: "abacus", gstPercent: 18, hsnCode: "9503", unit: "SET" },
    });
    const product = kit.json?.product as { id: string; name: string; price: number };
    const totals = orderTotals([{ price: 1000, qty: 1, gstPercent: 18 }]);
    const placed = await call("/api/orders", {
      method: "POST",
      token: partner.token,
      body: {
        items: [{ productId: product.id, name: product.name, qty: 1, price: 1000 }],
        ...totals,
        franchiseeName: `Centre ${marker}`,
        billingAddress: "12 Karve Road, Pune 411038",
      },
    });
    expect(placed.status).toBe(201);
    const orderId: string = placed.json?.order.id;

    const mine = (await feedOf(admin.token)).filter((note) => note.message.includes(marker));
    const linkOf = (title: string) => mine.find((note) => note.title === title)?.link;
    expect(linkOf("New franchise registration")).toBe("/admin");
    expect(linkOf("New contact message")).toBe(`/admin/messages?status=all#message-${message.id}`);
    expect(linkOf("New kit order")).toBe(`/kit-ordering/orders/${orderId}/invoice`);

    // The order's link opens its invoice for the admin, and the message's link shows the message.
    const cookie = await sessionCookie(admin.email, admin.password);
    const invoice = await workerFetch(`${BASE}${linkOf("New kit order")}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toContain(`Centre ${marker}`);
    const messages = await workerFetch(`${BASE}${linkOf("New contact message")!.split("#")[0]}`, { headers: { Cookie: cookie } });
    expect(await messages.text()).toContain(`id="message-${message.id}"`);
  });

  it("the daily reminder to the blogs, a competition alert to the competitions", async () => {
    await db.insert(competitions).values({
      id: "cmp-link",
      title: "Link Cup",
      description: "A competition",
      location: "Pune",
      category: "upcoming",
      type: "state",
      prizes: [],
      date: "2031-03-02",
    });
    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date("2031-03-01T03:30:00Z").getTime(), cron: "30 3 * * *" }),
      env,
      createExecutionContext(),
    );
    const rows = await db.select().from(notifications).where(like(notifications.id, "%2031-03-0%"));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.link]))).toEqual({
      "blog-reminder:2031-03-01": "/blogs",
      "competition-alert:cmp-link:2031-03-02": "/competitions",
    });
  });
});

describe("contact messages have a state", () => {
  it("new until replied or archived; the API moves them and lists them by state", async () => {
    const admin = await signedIn();
    const marker = crypto.randomUUID().slice(0, 8);
    const first = await sendMessage(`${marker}-1`);
    const second = await sendMessage(`${marker}-2`);
    expect(first.status).toBe("new");

    const replied = await call(`/api/contact/${first.id}`, { method: "PATCH", token: admin.token, body: { status: "replied" } });
    expect(replied.status).toBe(200);
    expect(replied.json?.contactMessage).toMatchObject({ id: first.id, status: "replied" });
    expect((await call(`/api/contact/${second.id}`, { method: "PATCH", token: admin.token, body: { status: "archived" } })).status).toBe(
      200,
    );

    const ids = async (status: string) =>
      ((await call(`/api/contact?status=${status}&limit=100`, { token: admin.token })).json?.messages as { id: string }[]).map(
        (message) => message.id,
      );
    expect(await ids("replied")).toContain(first.id);
    expect(await ids("replied")).not.toContain(second.id);
    expect(await ids("archived")).toContain(second.id);
    expect(await ids("new")).not.toContain(first.id);
    expect(await ids("all")).toEqual(expect.arrayContaining([first.id, second.id]));

    // Unarchiving puts it back among the new ones.
    await call(`/api/contact/${second.id}`, { method: "PATCH", token: admin.token, body: { status: "new" } });
    expect(await ids("new")).toContain(second.id);
  });

  it("refuses a bad state or filter with the field named, partners and visitors, and unknown ids", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    const message = await sendMessage(crypto.randomUUID().slice(0, 8));
    const bad = await call(`/api/contact/${message.id}`, { method: "PATCH", token: admin.token, body: { status: "done" } });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors?.status).toEqual(["status must be new, replied or archived"]);
    const filter = await call("/api/contact?status=done", { token: admin.token });
    expect(filter.status).toBe(400);
    expect(filter.json?.message).toContain("status must be new, replied, archived or all");
    expect((await call(`/api/contact/${message.id}`, { method: "PATCH", token: partner.token, body: { status: "replied" } })).status).toBe(
      403,
    );
    expect((await call("/api/contact", { token: partner.token })).status).toBe(403);
    expect((await call(`/api/contact/${message.id}`, { method: "PATCH", body: { status: "replied" } })).status).toBe(401);
    expect((await call("/api/contact/nope", { method: "PATCH", token: admin.token, body: { status: "replied" } })).status).toBe(404);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.status).toBe("new");
  });

  it("the dashboard's Messages tab counts the new ones, opens on them and filters by state", async () => {
    const admin = await signedIn();
    const marker = crypto.randomUUID().slice(0, 8);
    const kept = await sendMessage(`${marker}-new`);
    const done = await sendMessage(`${marker}-done`);
    await call(`/api/contact/${done.id}`, { method: "PATCH", token: admin.token, body: { status: "replied" } });
    const [{ count }] = (await db.all(sql`select count(*) as count from contact_messages where status = 'new'`)) as [{ count: number }];
    const cookie = await sessionCookie(admin.email, admin.password);
    const page = async (tabPath: string) => (await workerFetch(`${BASE}/admin${tabPath}`, { headers: { Cookie: cookie } })).text();

    const inbox = await page("/messages");
    expect(inbox).toContain(`Messages (${count})`);
    expect(inbox).toContain(`Batches ${marker}-new`);
    expect(inbox).not.toContain(`Batches ${marker}-done`);
    expect(await page("/messages?status=replied")).toContain(`Batches ${marker}-done`);
    // Every reply link carries the visitor's details.
    expect(inbox).toContain(`https://wa.me/919822012345?text=`);
    expect(inbox).toContain(`mailto:ravi@example.com?subject=${encodeURIComponent(`Re: Batches ${marker}-new`)}`);
    expect(kept.status).toBe("new");
    // Any tab shows the count.
    expect(await page("/users")).toContain(`Messages (${count})`);
  });
});
