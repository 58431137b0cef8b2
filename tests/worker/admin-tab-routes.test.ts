import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TABS, adminTabPath, type AdminTab } from "~/components/admin/types";
import { notifications, users } from "~/db/schema";
import { leadIdOfLink } from "~/lib/notification-links";
import worker from "../../server";
import { seedCentre } from "./competition-fixtures";
import { BASE, call, createUser, db, freshAddress, signedInUser, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 30, item 3: the admin dashboard's tabs are routes of their own (/admin is Pending Requests,
// /admin/users, /admin/orders, ...), and the addresses of the one-route dashboard (/admin?tab=...),
// in bookmarks, e-mails and the feed's older notifications, still lead to the same tab.

/** What only each tab shows: its own loader answered, not another's. */
const SHOWS: Record<AdminTab, RegExp> = {
  pending: /Franchise sign-ups waiting for approval/,
  users: /All users/,
  updates: /Upcoming Competitions/,
  messages: /<h3[^>]*>Contact messages/,
  orders: /All orders/,
  centres: /Centres \(/,
  leads: /still new after 24 hours/,
  competitions: /No competitions yet|Entries<span class="sr-only"> of /,
  network: /Enrolments and leavers by month/,
  transfers: /requests? waiting/,
  privacy: /requests? to answer/,
  settings: /Save Business Details/,
  activity: /Who changed what, newest first/,
};

let admin: Awaited<ReturnType<typeof signedInUser>>;
let partner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
});

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { Cookie: cookie } : {} });

/** A form posted the way a browser without JavaScript does. */
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });

describe("the dashboard's old ?tab= addresses", () => {
  it.each([
    ["/admin?tab=leads", "/admin/leads"],
    ["/admin?tab=leads&type=demo&city=Pune&offset=20", "/admin/leads?type=demo&city=Pune&offset=20"],
    ["/admin?type=franchise&tab=leads", "/admin/leads?type=franchise"],
    ["/admin?tab=orders&payment=reported&q=bench", "/admin/orders?payment=reported&q=bench"],
    ["/admin?tab=messages&status=all", "/admin/messages?status=all"],
    ["/admin?tab=activity&kind=product", "/admin/activity?kind=product"],
    ["/admin?tab=users&offset=20", "/admin/users?offset=20"],
    ["/admin?tab=pending", "/admin"],
    // An unknown tab landed on Pending Requests, and still does.
    ["/admin?tab=nonsense&offset=20", "/admin?offset=20"],
  ])("%s moves for good to %s, for the admin and before anyone signs in", async (old, moved) => {
    for (const cookie of [admin.cookie, undefined]) {
      const { status, response } = await get(old, cookie);
      expect(status).toBe(301);
      expect(response.headers.get("Location")).toBe(moved);
    }
  });

  it("every tab's old address leads to that tab's own route", async () => {
    for (const tab of ADMIN_TABS) {
      const { response } = await get(`/admin?tab=${tab}`, admin.cookie);
      expect(response.headers.get("Location")).toBe(adminTabPath(tab));
    }
  });

  it("a form posted to an old address is sent on, method and body kept (308)", async () => {
    const response = await post("/admin?tab=leads", { intent: "updateLead", id: "anything" }, admin.cookie);
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/admin/leads");
  });

  it("a form posted to the dashboard's frame itself is refused: each tab takes its own", async () => {
    const applicant = await createUser({ isApproved: false });
    const response = await post("/admin", { intent: "approve", id: applicant.id }, admin.cookie);
    expect(response.status).toBe(405);
    expect((await db.select().from(users).where(eq(users.id, applicant.id)).get())?.isApproved).toBe(false);
  });
});

describe("each tab, a route of its own", () => {
  it.each(ADMIN_TABS.map((tab) => [adminTabPath(tab), tab] as const))("%s answers the %s tab, marked current", async (path, tab) => {
    const { status, text } = await get(path, admin.cookie);
    expect(status).toBe(200);
    expect(text).toMatch(SHOWS[tab]);
    const sections = text.match(/<nav aria-label="Dashboard sections">.*?<\/nav>/s)?.[0] ?? "";
    const current = [...sections.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([link]) => link.match(/href="([^"]*)"/)?.[1]);
    expect(current).toEqual([path]);
    for (const other of ADMIN_TABS.filter((each) => each !== tab)) expect(text, other).not.toMatch(SHOWS[other]);
    // One description a document (the W3C checker refuses two), kept out of search results.
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(ADMIN_TABS.map(adminTabPath))("%s sends a partner home and a visitor to sign in", async (path) => {
    const asPartner = await get(path, partner.cookie);
    expect(asPartner.status).toBe(302);
    expect(asPartner.response.headers.get("Location")).toBe("/");
    const asVisitor = await get(path);
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it("a tab's action takes only that tab's forms", async () => {
    const applicant = await createUser({ isApproved: false });
    // Approving is Pending Requests' form (/admin's index), not User Management's.
    const elsewhere = await post("/admin/users", { intent: "approve", id: applicant.id }, admin.cookie);
    expect(await elsewhere.text()).toContain("Unknown action.");
    expect((await db.select().from(users).where(eq(users.id, applicant.id)).get())?.isApproved).toBe(false);
    const own = await post("/admin?index", { intent: "approve", id: applicant.id }, admin.cookie);
    expect(await own.text()).toContain("User approved successfully!");
    expect((await db.select().from(users).where(eq(users.id, applicant.id)).get())?.isApproved).toBe(true);
    // And User Management's form is not Pending Requests'.
    const email = uniqueEmail("wrong-tab");
    const created = await post("/admin?index", { intent: "createUser", name: "Wrong Tab", email, role: "franchise" }, admin.cookie);
    expect(await created.text()).toContain("Unknown action.");
    expect(await db.select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });

  it("refuses a partner's post to any tab", async () => {
    const applicant = await createUser({ isApproved: false });
    const response = await post("/admin?index", { intent: "approve", id: applicant.id }, partner.cookie);
    expect(response.status).toBe(302);
    expect((await db.select().from(users).where(eq(users.id, applicant.id)).get())?.isApproved).toBe(false);
  });

  it("a mistyped list address is answered 400 inside the dashboard, its tabs still there", async () => {
    const { status, text } = await get("/admin/users?offset=abc", admin.cookie);
    expect(status).toBe(400);
    expect(text).toContain("This page address is not valid");
    expect(text).toContain('aria-label="Dashboard sections"');
    expect(text).toContain('href="/admin/users"');
  });
});

describe("a lead's notification written before the tabs were routes", () => {
  it("is still known as the lead's: anonymising the lead scrubs it too", async () => {
    const centreId = await seedCentre();
    const child = `Old Link Child ${crypto.randomUUID().slice(0, 6)}`;
    const body = {
      type: "demo",
      centreId,
      parentName: "Old Link Parent",
      childName: child,
      childAge: 7,
      course: "abacus",
      phone: "9822044556",
      consent: true,
    };
    const booked = await call("/api/leads", { method: "POST", body, address: freshAddress() });
    expect(booked.status).toBe(201);
    const leadId: string = booked.json?.lead.id;
    const oldLink = `/admin?tab=leads#lead-${leadId}`;
    const written = await db
      .update(notifications)
      .set({ link: oldLink })
      .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
      .returning();
    expect(written).toHaveLength(1);
    expect(written[0]!.message).toContain(child);
    expect(leadIdOfLink(oldLink)).toBe(leadId);

    // The daily job, run 19 months later (the retention is 18 unless changed).
    const later = new Date(Date.now() + 19 * 31 * 86_400_000);
    await worker.scheduled(
      createScheduledController({ scheduledTime: later.getTime(), cron: "30 3 * * *" }),
      env,
      createExecutionContext(),
    );
    const row = await db.select().from(notifications).where(eq(notifications.id, written[0]!.id)).get();
    expect(row?.message).not.toContain(child);
    expect(row?.message).toMatch(/anonymised/i);
  });
});
