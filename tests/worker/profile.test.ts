import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, users } from "~/db/schema";
import { GSTIN_EXAMPLE, GSTIN_MESSAGE, gstinChecksumMatches } from "~/lib/gst";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// A partner's saved details: GET/PUT /api/profile (the caller's own, only), My details
// (/kit-ordering/details) and the checkout's prefill on the kit page.

const DETAILS = {
  businessName: "Kothrud Abacus Centre",
  gstin: " 27aapfu0939f1zv ",
  billingAddress: "12 Karve Road\nKothrud, Pune 411038",
  deliveryAddress: "",
  phone: "098765 43210",
};

async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  return { ...user, token: await tokenFor(user.email, user.password) };
}

const put = (token: string | undefined, body: unknown) => call("/api/profile", { method: "PUT", token, body });

describe("GET/PUT /api/profile", () => {
  it("shows an example GSTIN (My details, checkout) whose check character is right", () => {
    expect(gstinChecksumMatches(GSTIN_EXAMPLE)).toBe(true);
    expect(GSTIN_MESSAGE).toBe("Enter a valid 15-character GSTIN (e.g., 27ABCDE1234F1Z5) or leave blank");
  });

  it("answers defaults before anything is saved, then the partner's own saved details, normalized", async () => {
    const partner = await signedIn();
    const before = await call("/api/profile", { token: partner.token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      success: true,
      saved: false,
      profile: { businessName: "Test franchise", gstin: null, billingAddress: "", deliveryAddress: null, phone: "" },
    });
    expect(before.response.headers.get("Cache-Control")).toBe("no-store");

    const saved = await put(partner.token, DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.json?.saved).toBe(true);
    // GSTIN read like the checkout's; an empty delivery address is "same as billing" (null); the phone like a WhatsApp number.
    expect(saved.json?.profile).toMatchObject({
      businessName: DETAILS.businessName,
      gstin: "27AAPFU0939F1ZV",
      billingAddress: DETAILS.billingAddress,
      deliveryAddress: null,
      phone: "+919876543210",
    });

    const after = await call("/api/profile", { token: partner.token });
    expect(after.json).toMatchObject({ saved: true, profile: saved.json?.profile });

    const moved = await put(partner.token, { ...DETAILS, gstin: null, deliveryAddress: "Plot 4, MIDC Bhosari" });
    expect(moved.json?.profile).toMatchObject({ gstin: null, deliveryAddress: "Plot 4, MIDC Bhosari" });
  });

  it("keeps each account's details its own", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await put(first.token, DETAILS);
    const other = await call("/api/profile", { token: second.token });
    expect(other.json?.saved).toBe(false);
    expect(other.json?.profile.billingAddress).toBe("");
    // A body naming another account changes nothing of it: the key is the caller.
    await put(second.token, { ...DETAILS, businessName: "Second Centre", userId: first.id });
    expect((await call("/api/profile", { token: first.token })).json?.profile.businessName).toBe(DETAILS.businessName);
  });

  it("lets admins keep details too, and refuses visitors, pending partners and other methods", async () => {
    const admin = await signedIn({ role: "admin" });
    expect((await put(admin.token, DETAILS)).status).toBe(200);
    expect((await call("/api/profile")).status).toBe(401);
    expect((await put(undefined, DETAILS)).status).toBe(401);
    // An account that is not (or no longer) approved: its token stands, kit ordering does not.
    const pending = await signedIn();
    await db.update(users).set({ isApproved: false }).where(eq(users.id, pending.id));
    // Refused like the other kit APIs (the session of an unapproved account no longer works: 401).
    expect([401, 403]).toContain((await call("/api/profile", { token: pending.token })).status);
    expect([401, 403]).toContain((await put(pending.token, DETAILS)).status);
    expect((await call("/api/profile", { method: "POST", token: admin.token, body: DETAILS })).status).toBe(405);
  });

  it("refuses bad details with 400 and messages naming the fields, saving nothing", async () => {
    const partner = await signedIn();
    const bad = await put(partner.token, { businessName: " ", gstin: "27AAPFU0939F1Z", billingAddress: "", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toMatchObject({
      businessName: ["Business name is required"],
      gstin: ["Enter a valid 15-character GSTIN (e.g., 27ABCDE1234F1Z5) or leave blank"],
      billingAddress: ["Billing address is required"],
      phone: ["Phone must be an Indian mobile number, e.g. +91 98765 43210"],
    });
    // A foreign number is a WhatsApp number but not an Indian mobile.
    const foreign = await put(partner.token, { ...DETAILS, phone: "+44 7700 900123" });
    expect(foreign.json?.errors.phone).toEqual(["Phone must be an Indian mobile number, e.g. +91 98765 43210"]);
    const control = await put(partner.token, { ...DETAILS, businessName: "Bad\u0007Name" });
    expect(control.status).toBe(400);
    expect((await call("/api/profile", { token: partner.token })).json?.saved).toBe(false);
  });
});

async function page(path: string, cookie: string, init: RequestInit = {}) {
  const response = await workerFetch(`${BASE}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress(), ...(init.headers ?? {}) },
  });
  return { status: response.status, text: await response.text(), response };
}

describe("My details page and the checkout's prefill", () => {
  it("saves through the page's form and fills the kit page's checkout", async () => {
    const partner = await createUser();
    const cookie = await sessionCookie(partner.email, partner.password);
    const empty = await page("/kit-ordering/details", cookie);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("My details");
    expect(empty.text).toContain("You have not saved your details yet");

    const form = new FormData();
    form.set("intent", "saveProfile");
    for (const [key, value] of Object.entries(DETAILS)) form.set(key, value);
    form.set("deliveryAddress", "Gala 7, Market Yard, Pune");
    const saved = await page("/kit-ordering/details.data", cookie, { method: "POST", body: form });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Your details are saved");

    const refused = new FormData();
    refused.set("intent", "saveProfile");
    refused.set("businessName", "X");
    refused.set("billingAddress", "Somewhere");
    refused.set("phone", "not a phone");
    const answer = await page("/kit-ordering/details.data", cookie, { method: "POST", body: refused });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Phone must be an Indian mobile number");

    // The kit page's loader carries the saved details for the checkout (read with the catalogue).
    await db.insert(products).values({ name: `Prefill Kit ${crypto.randomUUID().slice(0, 6)}`, price: 500, gstPercent: 18 });
    const kit = await page("/kit-ordering", cookie);
    expect(kit.status).toBe(200);
    expect(kit.text).toContain("Gala 7, Market Yard, Pune");
    expect(kit.text).toContain("+919876543210");
    expect(kit.text).toContain("27AAPFU0939F1ZV");
    expect(Number(kit.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
  });

  it("is for those who can order kits: others are sent away", async () => {
    const pending = await createUser({ isApproved: false });
    const cookie = await sessionCookie(pending.email, pending.password);
    expect((await page("/kit-ordering/details", cookie)).status).toBe(302);
    const visitor = await workerFetch(`${BASE}/kit-ordering/details`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
  });
});
