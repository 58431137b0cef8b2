import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteSettings, users } from "~/db/schema";
import { whatsappField } from "~/validation/fields";
import { BASE, call, createUser, db, freshAddress, tokenFor, uniqueEmail, validRegistration, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 12, finding 11: a WhatsApp number is taken as people type it (registration, the admin's
// new-user form, the WhatsApp settings) and kept in the one form chat links use.

const MESSAGE = "Enter a valid WhatsApp number, e.g. +91 98765 43210";
const TYPED = [
  "98123 45678",
  "9812345678",
  "098123 45678",
  "919812345678",
  "91 98123 45678",
  "+91-98123-45678",
  "+91 98123 45678",
  "(+91) 98123-45678",
  "+91 (0) 98123 45678",
  "+91.98123.45678",
];
const JUNK = [
  "12ab",
  "call me",
  "12345",
  "98123 4567",
  "5812345678",
  "0000000000",
  "91 58123 45678",
  "+91 12345 67890",
  "+91 98123 456789",
  "+1234567890123456",
  "+0 123 456 7890",
  "++919812345678",
  "98123\t45678",
  "9812345678 ext 2",
];

async function storedWhatsApp(email: string) {
  return (await db.select({ number: users.whatsappNumber }).from(users).where(eq(users.email, email)).get())?.number;
}

describe("the WhatsApp number field", () => {
  it.each(TYPED)("takes %j as +919812345678", (typed) => {
    expect(whatsappField.parse(typed)).toBe("+919812345678");
  });

  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+971 50 123 4567", "+971501234567"],
    ["+65 8123 4567", "+6581234567"],
  ])("keeps another country's number %j given with + and its code", (typed, stored) => {
    expect(whatsappField.parse(typed)).toBe(stored);
  });

  it.each(JUNK)("refuses %j with the field's message", (typed) => {
    const parsed = whatsappField.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGE]);
  });
});

describe("registration", () => {
  it.each(TYPED)("stores %j as +919812345678 (POST /api/auth/register)", async (whatsappNumber) => {
    const body = validRegistration({ whatsappNumber });
    const { status, json } = await call("/api/auth/register", { method: "POST", body });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json?.user.whatsappNumber).toBe("+919812345678");
    expect(await storedWhatsApp(body.email)).toBe("+919812345678");
  });

  it.each(JUNK)("refuses %j naming the field, and creates no account", async (whatsappNumber) => {
    const body = validRegistration({ whatsappNumber });
    const { status, json } = await call("/api/auth/register", { method: "POST", body });
    expect(status).toBe(400);
    expect(json?.errors).toEqual({ whatsappNumber: [MESSAGE] });
    expect(await storedWhatsApp(body.email)).toBeUndefined();
  });

  it("takes the wa.me form from the sign-up page too", async () => {
    const email = uniqueEmail("page");
    const response = await workerFetch(`${BASE}/register`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "register",
        name: "Asha Patil",
        email,
        whatsappNumber: "919812345678",
        password: "secret-pass-1",
        confirmPassword: "secret-pass-1",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(await storedWhatsApp(email)).toBe("+919812345678");
  });

  it("lets the browser send any of those forms (no pattern on the input, room for the separators)", async () => {
    const { text } = await call("/register");
    const input = text.match(/<input[^>]*name="whatsappNumber"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('type="tel"');
    expect(input).not.toContain("pattern=");
    const maxLength = Number(input.match(/maxLength="(\d+)"/i)?.[1] ?? Infinity);
    for (const typed of TYPED) expect(typed.length).toBeLessThanOrEqual(maxLength);
  });
});

describe("an admin's new user", () => {
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    ({ token, cookie } = await signedInUser("admin"));
  });

  it.each(TYPED)("stores %j as +919812345678 (POST /api/users)", async (whatsappNumber) => {
    const email = uniqueEmail("made");
    const { status, json } = await call("/api/users", { method: "POST", token, body: { name: "Meera Joshi", email, whatsappNumber } });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(await storedWhatsApp(email)).toBe("+919812345678");
  });

  it("refuses junk naming the field, through the API and the dashboard's form", async () => {
    const email = uniqueEmail("junk");
    const api = await call("/api/users", { method: "POST", token, body: { name: "Meera Joshi", email, whatsappNumber: "call me" } });
    expect(api.status).toBe(400);
    expect(api.json?.errors).toEqual({ whatsappNumber: [MESSAGE] });

    const page = await postAdmin(
      { intent: "createUser", name: "Meera Joshi", email, whatsappNumber: "98123-456", role: "franchise" },
      cookie,
    );
    expect(page.text).toContain(MESSAGE);
    expect(page.text).not.toContain("Temporary password:");
    expect(await storedWhatsApp(email)).toBeUndefined();
  });

  it("takes the wa.me form from the dashboard's Create User form", async () => {
    const email = uniqueEmail("dash");
    const page = await postAdmin(
      { intent: "createUser", name: "Meera Joshi", email, whatsappNumber: "91 98123 45678", role: "franchise" },
      cookie,
    );
    expect(page.text).toContain("User created successfully!");
    expect(await storedWhatsApp(email)).toBe("+919812345678");
  });
});

describe("the WhatsApp settings", () => {
  let token: string;
  beforeAll(async () => {
    const admin = await createUser({ role: "admin" });
    token = await tokenFor(admin.email, admin.password);
  });
  const saved = async () =>
    (await db.select().from(siteSettings).where(eq(siteSettings.key, "adminWhatsApp")).get())?.value as Record<string, string> | undefined;

  it.each(TYPED)("store %j as +919812345678 (PUT /api/info)", async (typed) => {
    const { status, json } = await call("/api/info", { method: "PUT", token, body: { adminWhatsApp: { franchiseEnquiryNumber: typed } } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect((await saved())?.franchiseEnquiryNumber).toBe("+919812345678");
  });

  it("refuse junk naming the field, and change nothing", async () => {
    await call("/api/info", { method: "PUT", token, body: { adminWhatsApp: { contactFormNotifications: "+919822022222" } } });
    const { status, json } = await call("/api/info", {
      method: "PUT",
      token,
      body: { adminWhatsApp: { contactFormNotifications: "919822", franchiseEnquiryNumber: "+91 98123 45678" } },
    });
    expect(status).toBe(400);
    expect(json?.errors).toEqual({ "adminWhatsApp.contactFormNotifications": [MESSAGE] });
    expect((await saved())?.contactFormNotifications).toBe("+919822022222");
  });
});

/** Posts User Management's form the way a browser without JavaScript does. */
async function postAdmin(fields: Record<string, string>, cookie: string) {
  const response = await workerFetch(`${BASE}/admin/users`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { status: response.status, text: await response.text() };
}
