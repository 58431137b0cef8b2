import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "~/db/schema";
import { assertNoPasswordMaterial, call, createUser, db, uniqueEmail, validRegistration } from "./helpers";

const USER_FIELDS = [
  "createdAt",
  "deactivatedAt",
  "email",
  "id",
  "isApproved",
  "lastLogin",
  "mustChangePassword",
  "name",
  "role",
  "whatsappNumber",
];

describe("POST /api/auth/register", () => {
  it("creates a franchise account awaiting approval, without a token, and tells the admins", async () => {
    const registration = validRegistration({ whatsappNumber: "98765 43210" });
    const { status, json, text } = await call("/api/auth/register", { method: "POST", body: registration });

    expect(status).toBe(201);
    expect(json).toMatchObject({
      success: true,
      message: "Your request has been sent. Please wait for approval.",
      user: {
        name: "Asha Patil",
        email: registration.email,
        role: "franchise",
        isApproved: false,
        whatsappNumber: "+919876543210",
        lastLogin: null,
      },
    });
    expect(json?.token).toBeUndefined();
    expect(Object.keys(json?.user).sort()).toEqual(USER_FIELDS);
    assertNoPasswordMaterial(text, registration.password);

    const feed = await db.select().from(notifications).all();
    expect(feed.some((n) => n.title === "New franchise registration" && n.message.includes("Asha Patil"))).toBe(true);
  });

  it("stores the email in lower case and refuses the same email again in any case", async () => {
    const email = uniqueEmail("dup");
    const first = await call("/api/auth/register", { method: "POST", body: validRegistration({ email: email.toUpperCase() }) });
    expect(first.status).toBe(201);
    expect(first.json?.user.email).toBe(email);

    const second = await call("/api/auth/register", { method: "POST", body: validRegistration({ email }) });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ success: false, message: "An account with this email already exists" });
    expect(await db.select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
  });

  it("never lets a visitor register as an administrator", async () => {
    const registration = validRegistration({ role: "admin" });
    const { status, json } = await call("/api/auth/register", { method: "POST", body: registration });
    expect(status).toBe(400);
    expect(json?.errors.role).toEqual(["Only franchise partner accounts can be registered"]);
    expect(await db.select().from(users).where(eq(users.email, registration.email)).get()).toBeUndefined();
  });

  it.each([
    [{ password: "12345" }, "password", "Password must be at least 6 characters long"],
    [{ name: "   " }, "name", "Full name is required"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ whatsappNumber: "" }, "whatsappNumber", "WhatsApp number is required"],
    [{ whatsappNumber: "12ab" }, "whatsappNumber", "Enter a valid WhatsApp number, e.g. +91 98765 43210"],
    [{ name: "x".repeat(101) }, "name", "Full name must be at most 100 characters"],
    [{ password: "p".repeat(129) }, "password", "Password must be at most 128 characters long"],
    [{ email: `${"e".repeat(250)}@example.com` }, "email", "Email must be at most 254 characters"],
    [{ name: 42 }, "name", "Full name is required"],
    [{ password: ["secret-pass-1"] }, "password", "Password is required"],
  ])("refuses %j with a message on the field", async (override, field, message) => {
    const registration = validRegistration(override);
    const { status, json, text } = await call("/api/auth/register", { method: "POST", body: registration });
    expect(status).toBe(400);
    expect(json?.success).toBe(false);
    expect(json?.errors[field]).toContain(message);
    assertNoPasswordMaterial(text);
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.email, String(registration.email).toLowerCase()))
        .get(),
    ).toBeUndefined();
  });

  it("names every missing field", async () => {
    const { status, json } = await call("/api/auth/register", { method: "POST", body: {} });
    expect(status).toBe(400);
    expect(Object.keys(json?.errors).sort()).toEqual(["email", "name", "password", "whatsappNumber"]);
  });

  it("ignores unknown fields instead of storing them", async () => {
    const registration = validRegistration({ isApproved: true, tokenVersion: 99, extra: { nested: true } });
    const { status, json } = await call("/api/auth/register", { method: "POST", body: registration });
    expect(status).toBe(201);
    expect(json?.user.isApproved).toBe(false);
  });
});

describe("POST /api/auth/login", () => {
  it("answers success, token, user and message, and records lastLogin", async () => {
    const admin = await createUser({ role: "admin" });
    const before = Date.now();
    const { status, json, text } = await call("/api/auth/login", {
      method: "POST",
      body: { email: admin.email.toUpperCase(), password: admin.password },
    });

    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: true,
      message: "Signed in successfully",
      user: { id: admin.id, role: "admin", isApproved: true },
    });
    expect(json?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(json?.user).sort()).toEqual(USER_FIELDS);
    expect(Date.parse(json?.user.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
    assertNoPasswordMaterial(text, admin.password);

    const row = await db.select().from(users).where(eq(users.id, admin.id)).get();
    expect(row?.lastLogin).toBe(json?.user.lastLogin);
  });

  it("refuses a pending account with a clear message, even with the right password", async () => {
    const registration = validRegistration();
    await call("/api/auth/register", { method: "POST", body: registration });
    const { status, json } = await call("/api/auth/login", {
      method: "POST",
      body: { email: registration.email, password: registration.password },
    });
    expect(status).toBe(403);
    expect(json).toMatchObject({ success: false });
    expect(json?.message).toContain("waiting for approval");
    expect(json?.token).toBeUndefined();
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    const user = await createUser();
    const wrong = await call("/api/auth/login", { method: "POST", body: { email: user.email, password: "not-the-password" } });
    const unknown = await call("/api/auth/login", { method: "POST", body: { email: uniqueEmail("ghost"), password: "whatever1" } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, message: "Invalid email or password" });
    }
    const row = await db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row?.lastLogin).toBeNull();
  });

  it("requires email and password", async () => {
    const { status, json } = await call("/api/auth/login", { method: "POST", body: { email: "", password: "" } });
    expect(status).toBe(400);
    expect(json?.errors).toEqual({ email: ["Email is required"], password: ["Password is required"] });
  });
});

describe("GET /api/auth/verify", () => {
  it("answers success and the user for a valid Bearer token", async () => {
    const user = await createUser();
    const login = await call("/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } });
    const { status, json, text } = await call("/api/auth/verify", { token: login.json?.token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, user: { id: user.id, email: user.email, role: "franchise" } });
    assertNoPasswordMaterial(text, user.password);
  });

  it("answers 401 as JSON without a token", async () => {
    const { status, json } = await call("/api/auth/verify");
    expect(status).toBe(401);
    expect(json).toEqual({ success: false, message: "Authorization token is missing." });
  });
});
