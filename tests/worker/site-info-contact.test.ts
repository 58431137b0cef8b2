import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, notifications, siteSettings } from "~/db/schema";
import { DEFAULT_SITE_INFO } from "~/lib/site";
import { faultyD1, fetchWithEnv } from "./faulty-d1";
import { call, createUser, db, tokenFor, uniqueEmail, withoutScripts } from "./helpers";

const forgetNumbers = () => db.delete(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));

describe("GET /api/info", () => {
  it("answers the built-in defaults until an admin saves something", async () => {
    const { status, json } = await call("/api/info");
    expect(status).toBe(200);
    expect(json?.success).toBe(true);
    expect(Object.keys(json?.info).sort()).toEqual([
      "adminWhatsApp",
      "business",
      "contact",
      "franchise",
      "privacy",
      "socialLinks",
      "testimonials",
      "videos",
    ]);
    expect(json?.info.contact).toEqual(DEFAULT_SITE_INFO.contact);
    expect(json?.info.testimonials[0]).toMatchObject({ rating: 5 });
  });

  it("tells only administrators the franchisee-notifications number, on the API and on pages", async () => {
    const numbers = {
      franchiseeNotifications: "+919822066666",
      contactFormNotifications: "+919822077777",
      franchiseEnquiryNumber: "+919822088888",
    };
    await db
      .insert(siteSettings)
      .values({ key: "adminWhatsApp", value: numbers })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: numbers } });
    const { franchiseeNotifications, ...publicNumbers } = numbers;
    const partner = await createUser();
    const admin = await createUser({ role: "admin" });
    const newAdmin = await createUser({ role: "admin", mustChangePassword: true });
    const readers = {
      visitor: undefined,
      partner: await tokenFor(partner.email, partner.password),
      "a broken token": "not-a-token",
      "an admin still on a temporary password": await tokenFor(newAdmin.email, newAdmin.password),
    };
    for (const [who, token] of Object.entries(readers)) {
      const { status, json, text } = await call("/api/info", { token });
      expect(status, who).toBe(200);
      expect(json?.info.adminWhatsApp, who).toEqual(publicNumbers);
      expect(text, who).not.toContain(franchiseeNotifications.slice(1));
    }
    const forAdmin = await call("/api/info", { token: await tokenFor(admin.email, admin.password) });
    expect(forAdmin.json?.info.adminWhatsApp).toEqual(numbers);
    expect(forAdmin.response.headers.get("Cache-Control")).toContain("no-store");

    for (const path of ["/", "/contact"]) {
      const page = await call(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain(franchiseeNotifications.slice(1));
    }
    expect((await call("/")).text).toContain("https://wa.me/919822088888?text=");
  });

  it("answers no WhatsApp number until an admin saves one: there is no made-up default", async () => {
    await forgetNumbers();
    expect((await call("/api/info")).json?.info.adminWhatsApp).toEqual({});
  });
});

describe("the WhatsApp links of the home page", () => {
  it("are left out until an admin saves the numbers, then lead to the saved ones", async () => {
    await forgetNumbers();
    const before = await call("/");
    expect(before.status).toBe(200);
    expect(before.text).not.toContain("wa.me");
    expect(withoutScripts(before.text)).not.toContain("Send on WhatsApp");
    // The visitor still has a way to write: the contact page's form.
    expect(before.text).toContain("Send us a message");

    const value = { contactFormNotifications: "+919822022222", franchiseEnquiryNumber: "+919822033333" };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value });
    const after = await call("/");
    expect(after.text).toContain("https://wa.me/919822033333?text=");
    expect(after.text).toContain("Send on WhatsApp");
  });

  it("the quick form still reaches us before the script runs: its fields post to the contact page's form", async () => {
    await forgetNumbers();
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value: { contactFormNotifications: "+919822022222" } });
    const home = (await call("/")).text;
    expect(home).toMatch(/<form method="post" action="\/contact"[^>]*><input type="hidden" name="intent" value="send"\/>/);
    const email = uniqueEmail("quick");
    const fields = { intent: "send", name: "Meena Rao", email, phone: "98220 12345", subject: "Fees", message: "What are the fees?" };
    const sent = await call("/contact", {
      method: "POST",
      rawBody: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(sent.status).toBe(200);
    expect((await db.select().from(contactMessages).where(eq(contactMessages.email, email)).get())?.message).toBe("What are the fees?");
  });

  it("on the contact page, offer a WhatsApp chat only once the contact number is saved", async () => {
    await forgetNumbers();
    expect(withoutScripts((await call("/contact")).text)).not.toContain("Chat on WhatsApp");
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value: { contactFormNotifications: "+919822022222" } });
    const page = (await call("/contact")).text;
    expect(page).toContain("Chat on WhatsApp");
    expect(page).toContain("https://wa.me/919822022222?text=Hello!%20I%20have%20a%20question%20for%20Bright%20Minds%20Academy.");
  });

  it("keep the built-in contact details when site info cannot be read, but no number to message", async () => {
    const value = { contactFormNotifications: "+919822022222", franchiseEnquiryNumber: "+919822033333" };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const unreadable = { ...env, DB: faultyD1(env.DB, (sql) => sql.includes('"site_settings"')) };
    const response = await fetchWithEnv(unreadable, "/");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(DEFAULT_SITE_INFO.contact.email);
    expect(html).toContain(DEFAULT_SITE_INFO.testimonials[0]!.name);
    expect(html).not.toContain("wa.me");
  });
});

describe("PUT /api/info", () => {
  it("lets an admin save WhatsApp numbers, merged with the ones not sent", async () => {
    await forgetNumbers();
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const { status, json } = await call("/api/info", {
      method: "PUT",
      token,
      body: { adminWhatsApp: { franchiseeNotifications: "98220 11111", contactFormNotifications: "+919822022222" } },
    });
    expect(status).toBe(200);
    expect(json?.message).toBe("WhatsApp numbers saved");
    // The enquiry number was never saved, so there is none: no built-in stand-in fills the gap.
    expect(json?.info.adminWhatsApp).toEqual({ franchiseeNotifications: "+919822011111", contactFormNotifications: "+919822022222" });
    expect((await call("/api/info")).json?.info.adminWhatsApp.contactFormNotifications).toBe("+919822022222");
  });

  it("keeps the saved numbers when they cannot be read first, rather than saving stand-ins over them", async () => {
    await forgetNumbers();
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    await call("/api/info", { method: "PUT", token, body: { adminWhatsApp: { franchiseeNotifications: "+919822044444" } } });

    const unreadable = { ...env, DB: faultyD1(env.DB, (sql) => /^select/i.test(sql) && sql.includes('"site_settings"')) };
    const response = await fetchWithEnv(unreadable, "/api/info", {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ adminWhatsApp: { franchiseEnquiryNumber: "+919822055555" } }),
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    const [saved] = await db.select().from(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));
    expect(saved?.value).toEqual({ franchiseeNotifications: "+919822044444" });
  });

  it("refuses visitors (401), franchise partners (403) and bad numbers (400)", async () => {
    const body = { adminWhatsApp: { franchiseEnquiryNumber: "+919800000000" } };
    expect((await call("/api/info", { method: "PUT", body })).status).toBe(401);
    const partner = await createUser();
    expect((await call("/api/info", { method: "PUT", body, token: await tokenFor(partner.email, partner.password) })).status).toBe(403);

    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const bad = await call("/api/info", { method: "PUT", token, body: { adminWhatsApp: { franchiseEnquiryNumber: "call me" } } });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors["adminWhatsApp.franchiseEnquiryNumber"]).toEqual(["Enter a valid WhatsApp number, e.g. +91 98765 43210"]);
    expect((await call("/api/info", { method: "PUT", token, body: { adminWhatsApp: {} } })).status).toBe(400);
    expect((await call("/api/info", { method: "PUT", token, body: {} })).status).toBe(400);
  });
});

describe("POST /api/contact", () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: "Kavita Jadhav",
    email: uniqueEmail("parent"),
    phone: "+91 98220 12345",
    area: "Kothrud",
    subject: "Abacus classes for my son",
    message: "Is there a batch on Saturday mornings?",
    ...overrides,
  });

  it("stores the message and tells the admins in the same batch", async () => {
    const sent = message();
    const { status, json } = await call("/api/contact", { method: "POST", body: sent });
    expect(status).toBe(201);
    expect(json).toEqual({ success: true, message: "Message sent successfully" });
    const row = await db.select().from(contactMessages).where(eq(contactMessages.email, sent.email)).get();
    expect(row).toMatchObject({ name: "Kavita Jadhav", area: "Kothrud", subject: "Abacus classes for my son" });
    const feed = await db.select().from(notifications).where(eq(notifications.title, "New contact message")).all();
    expect(feed.some((note) => note.message.includes("Kavita Jadhav") && note.message.includes("Abacus classes for my son"))).toBe(true);
  });

  it("treats area as optional", async () => {
    const sent = message({ area: undefined });
    expect((await call("/api/contact", { method: "POST", body: sent })).status).toBe(201);
    expect((await db.select().from(contactMessages).where(eq(contactMessages.email, sent.email)).get())?.area).toBeNull();
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "nope" }, "email", "Enter a valid email address"],
    [{ phone: "abc" }, "phone", "Enter a valid phone number"],
    [{ subject: "  " }, "subject", "Subject is required"],
    [{ message: "" }, "message", "Message is required"],
    [{ message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
  ])("refuses %j naming the field, and stores nothing", async (override, field, text) => {
    const sent = message(override);
    const { status, json } = await call("/api/contact", { method: "POST", body: sent });
    expect(status).toBe(400);
    expect(json?.errors[field]).toContain(text);
    expect(
      await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, String(sent.email)))
        .get(),
    ).toBeUndefined();
  });
});
