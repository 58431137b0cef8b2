import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { competitions, contactMessages, notifications, siteSettings, users } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { BASE, call, createUser, db, freshAddress, sessionCookie, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

const page = (path: string, cookie: string) => call(path, { headers: { Cookie: cookie } });

/** Where each form of these tabs posts: its own tab (Pending Requests is /admin's index route). */
const TAB_OF_INTENT: Record<string, string> = {
  approve: "/admin?index",
  reject: "/admin?index",
  createUser: "/admin/users",
  deleteUser: "/admin/users",
  saveWhatsApp: "/admin/settings",
  markRead: "/admin/updates",
};

/** Posts a dashboard form to its tab the way a browser without JavaScript does. */
async function act(fields: Record<string, string>, cookie: string) {
  const response = await workerFetch(`${BASE}${TAB_OF_INTENT[fields.intent!]}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { response, status: response.status, text: await response.text() };
}

async function pendingSignUp(name: string) {
  const [row] = await db
    .insert(users)
    .values({
      name,
      email: uniqueEmail("applicant"),
      role: "franchise",
      isApproved: false,
      whatsappNumber: "+919812345678",
      passwordHash: "x",
    })
    .returning();
  return row!;
}

describe("the /admin dashboard page", () => {
  let admin: { id: string; email: string; password: string };
  let cookie: string;
  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
    cookie = await sessionCookie(admin.email, admin.password);
  });

  it("opens on Pending Requests with the count and each sign-up's name, email and WhatsApp number", async () => {
    const applicant = await pendingSignUp("Kavita Kulkarni");
    const { status, text, response } = await page("/admin", cookie);
    expect(status).toBe(200);
    expect(text).toContain("Total Users");
    expect(text).toMatch(/Pending Requests \((<!-- -->)?[1-9]\d*(<!-- -->)?\)/);
    expect(text).toContain("Kavita Kulkarni");
    expect(text).toContain(applicant.email);
    expect(text).toContain("+919812345678");
    expect(text.match(/<a [^>]*href="\/admin"[^>]*>/)?.[0]).toContain('aria-current="page"');
    expect(text.match(/<a [^>]*href="\/admin\/users"[^>]*>/)?.[0]).not.toContain("aria-current");
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("lists every user with role and approval state in User Management", async () => {
    const { status, text, response } = await page("/admin/users", cookie);
    expect(status).toBe(200);
    expect(text).toContain(admin.email);
    expect(text).toContain("Create User");
    expect(text).toContain("Last sign-in");
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("shows the competitions of the next 7 days in Updates, not later ones, and the WhatsApp form in Settings", async () => {
    const base = {
      description: "Round",
      location: "Nashik",
      participants: 0,
      category: "upcoming" as const,
      type: "state" as const,
      prizes: [],
    };
    await db.insert(competitions).values([
      { ...base, title: "Abacus Dash in Two Days", date: indiaDate(new Date(), 2) },
      { ...base, title: "Phonics Cup in Ten Days", date: indiaDate(new Date(), 10) },
    ]);
    const { status, text, response } = await page("/admin/updates", cookie);
    expect(status).toBe(200);
    expect(text).toContain("Abacus Dash in Two Days");
    expect(text).not.toContain("Phonics Cup in Ten Days");
    expect(text).toContain("9:00 AM");
    expect(text).toContain("within 3 days");
    expect(text).toContain("Recent Notifications");
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
    const settings = await page("/admin/settings", cookie);
    expect(settings.text).toContain("Franchisee notifications");
    expect(settings.text).toContain("Franchise enquiry number");
    expect(Number(settings.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("shows contact messages newest first in Messages", async () => {
    await db.insert(contactMessages).values([
      {
        name: "Older Parent",
        email: "older@example.com",
        phone: "9800000001",
        subject: "Old question",
        message: "Hello",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      {
        name: "Rohan Pawar",
        email: "rohan@example.com",
        phone: "9822012345",
        area: "Kothrud",
        subject: "Phonics batch timings",
        message: "Is there a Saturday batch?",
        createdAt: "2030-01-01T00:00:00.000Z",
      },
    ]);
    const { status, text, response } = await page("/admin/messages", cookie);
    expect(status).toBe(200);
    for (const shown of [
      "Rohan Pawar",
      "rohan@example.com",
      "9822012345",
      "Kothrud",
      "Phonics batch timings",
      "Is there a Saturday batch?",
    ])
      expect(text).toContain(shown);
    expect(text.indexOf("Phonics batch timings")).toBeLessThan(text.indexOf("Old question"));
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("answers the notifications feed to the dashboard, newest first", async () => {
    await db.insert(notifications).values([
      { title: "Older note", message: "Earlier", time: "2026-01-01T00:00:00.000Z" },
      { title: "Newest note", message: "Just now", time: "2031-01-01T00:00:00.000Z" },
    ]);
    const { status, json, response } = await page("/admin/notifications", cookie);
    expect(status).toBe(200);
    expect(json?.notifications[0].title).toBe("Newest note");
    expect(json?.unread).toBeGreaterThan(0);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("approves and rejects sign-ups", async () => {
    const approved = await pendingSignUp("Sunita Approve");
    const answer = await act({ intent: "approve", id: approved.id }, cookie);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("User approved successfully!");
    expect((await db.select().from(users).where(eq(users.id, approved.id)).get())?.isApproved).toBe(true);

    const rejected = await pendingSignUp("Ramesh Reject");
    expect((await act({ intent: "reject", id: rejected.id }, cookie)).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, rejected.id)).get()).toBeUndefined();
  });

  it("creates a user and answers the temporary password, which signs in", async () => {
    const email = uniqueEmail("teacher");
    const { status, text } = await act({ intent: "createUser", name: "Meera Joshi", email, whatsappNumber: "", role: "franchise" }, cookie);
    expect(status).toBe(200);
    const tempPassword = text.match(/User created successfully! Temporary password: ([A-Za-z0-9]{12})/)?.[1];
    expect(tempPassword).toBeTruthy();
    const row = await db.select().from(users).where(eq(users.email, email)).get();
    expect(row).toMatchObject({ name: "Meera Joshi", role: "franchise", isApproved: true, mustChangePassword: true });
    expect((await call("/api/auth/login", { method: "POST", body: { email, password: tempPassword } })).status).toBe(200);

    const again = await act({ intent: "createUser", name: "Meera Again", email, role: "franchise" }, cookie);
    expect(again.text).toContain("An account with this email already exists");
    const invalid = await act({ intent: "createUser", name: "", email: "not-an-email", role: "franchise" }, cookie);
    expect(invalid.text).not.toContain("Temporary password:");
  });

  it("deletes a user, but never admin-1 or the admin's own account", async () => {
    const doomed = await createUser();
    expect((await act({ intent: "deleteUser", id: doomed.id }, cookie)).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, doomed.id)).get()).toBeUndefined();

    await db
      .insert(users)
      .values({ id: "admin-1", name: "Main Admin", email: uniqueEmail("main"), role: "admin", isApproved: true, passwordHash: "x" })
      .onConflictDoNothing();
    const protectedAnswer = await act({ intent: "deleteUser", id: "admin-1" }, cookie);
    expect(protectedAnswer.text).toContain("The main administrator account cannot be deleted.");
    expect(await db.select().from(users).where(eq(users.id, "admin-1")).get()).toBeDefined();

    const self = await act({ intent: "deleteUser", id: admin.id }, cookie);
    expect(self.text).toContain("You cannot delete your own account.");
  });

  it("saves the WhatsApp numbers and marks notifications read", async () => {
    const saved = await act({ intent: "saveWhatsApp", "adminWhatsApp.franchiseeNotifications": "+919822011111" }, cookie);
    expect(saved.text).toContain("WhatsApp numbers saved");
    const [numbers] = await db.select().from(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));
    expect(numbers?.value).toMatchObject({ franchiseeNotifications: "+919822011111" });

    await db.insert(notifications).values({ title: "Read me", message: "Please" });
    const marked = await act({ intent: "markRead" }, cookie);
    expect(marked.status).toBe(200);
    expect((await page("/admin/notifications", cookie)).json?.unread).toBe(0);
  });

  it("sends a franchise partner to / and refuses their page actions", async () => {
    const partner = await createUser();
    const partnerCookie = await sessionCookie(partner.email, partner.password);
    for (const path of ["/admin", "/admin/users", "/admin/notifications"]) {
      const { status, response } = await page(path, partnerCookie);
      expect(status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    const applicant = await pendingSignUp("Not Approved By Partner");
    const answer = await act({ intent: "approve", id: applicant.id }, partnerCookie);
    expect(answer.status).toBe(302);
    expect((await db.select().from(users).where(eq(users.id, applicant.id)).get())?.isApproved).toBe(false);
  });

  it("shows the 20 oldest sign-ups of a long queue, and says how many wait", async () => {
    const { text: before } = await page("/admin", cookie);
    const waiting = Number(before.match(/Pending Requests \((\d+)\)/)?.[1]);
    for (let i = waiting; i < 22; i++) await pendingSignUp(`Queued applicant ${i}`);
    const { text } = await page("/admin", cookie);
    const total = Number(text.match(/Pending Requests \((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(22);
    expect(text).toContain(`The 20 oldest of ${total} requests are shown`);
    expect(text.match(/aria-label="Approve /g)).toHaveLength(20);
  });
});
