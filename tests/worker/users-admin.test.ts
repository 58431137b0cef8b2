import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { call, createUser, db, tokenFor, uniqueEmail, validRegistration } from "./helpers";

async function signedIn(role: "admin" | "franchise" = "admin") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

async function register() {
  const body = validRegistration();
  const { status, json } = await call("/api/auth/register", { method: "POST", body });
  expect(status).toBe(201);
  return { ...body, id: json?.user.id as string };
}

describe("approvals", () => {
  it("lists a sign-up as pending until an admin approves it; then it can sign in", async () => {
    const admin = await signedIn();
    const applicant = await register();
    const pending = await call("/api/users/pending", { token: admin.token });
    expect(pending.json?.users.map((user: { id: string }) => user.id)).toContain(applicant.id);
    expect((await call("/api/auth/login", { method: "POST", body: { email: applicant.email, password: applicant.password } })).status).toBe(
      403,
    );

    const approved = await call(`/api/users/${applicant.id}/approve`, { method: "PATCH", token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      success: true,
      message: "User approved successfully!",
      user: { id: applicant.id, isApproved: true },
    });
    expect((await call("/api/users/pending", { token: admin.token })).json?.users.map((user: { id: string }) => user.id)).not.toContain(
      applicant.id,
    );
    expect((await call("/api/auth/login", { method: "POST", body: { email: applicant.email, password: applicant.password } })).status).toBe(
      200,
    );
    expect((await call("/api/users/no-such-user/approve", { method: "PATCH", token: admin.token })).status).toBe(404);
  });

  it("rejects a sign-up by deleting the account", async () => {
    const admin = await signedIn();
    const applicant = await register();
    expect((await call(`/api/users/${applicant.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, applicant.id))).toHaveLength(0);
    expect((await call("/api/auth/login", { method: "POST", body: { email: applicant.email, password: applicant.password } })).status).toBe(
      401,
    );
  });
});

describe("accounts an admin creates", () => {
  it("are approved, answer a temporary password once, and must choose a new password first", async () => {
    const admin = await signedIn();
    const email = uniqueEmail("teacher");
    const created = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "Meera Joshi", email, role: "franchise" },
    });
    expect(created.status).toBe(201);
    const tempPassword: string = created.json?.tempPassword;
    expect(tempPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.json?.user).toMatchObject({
      email,
      role: "franchise",
      isApproved: true,
      mustChangePassword: true,
      whatsappNumber: null,
    });
    expect(JSON.stringify(created.json?.user)).not.toContain(tempPassword);

    const login = await call("/api/auth/login", { method: "POST", body: { email, password: tempPassword } });
    expect(login.status).toBe(200);
    expect(login.json?.mustChangePassword).toBe(true);
    const token: string = login.json?.token;
    // Nothing else until the password is changed; saying who is signed in still works.
    const blocked = await call("/api/orders", { token });
    expect(blocked.status).toBe(403);
    expect(blocked.json?.message).toContain("choose a new password");
    expect((await call("/api/auth/verify", { token })).json?.user.mustChangePassword).toBe(true);

    const wrong = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: "not-it", newPassword: "my-own-pass-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.errors?.currentPassword).toEqual(["Current password is incorrect"]);
    const short = await call("/api/auth/password", { method: "POST", token, body: { currentPassword: tempPassword, newPassword: "abc" } });
    expect(short.json?.errors?.newPassword).toEqual(["Password must be at least 6 characters long"]);

    const changed = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: tempPassword, newPassword: "my-own-pass-1" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json?.message).toBe("Your password has been changed.");
    expect(changed.json?.user.mustChangePassword).toBe(false);
    // The old token (and so every other session) ends; the fresh one works.
    expect((await call("/api/auth/verify", { token })).status).toBe(401);
    expect((await call("/api/orders", { token: changed.json?.token })).status).toBe(200);
    // The temporary password worked once: it no longer signs in.
    expect((await call("/api/auth/login", { method: "POST", body: { email, password: tempPassword } })).status).toBe(401);
    expect((await call("/api/auth/login", { method: "POST", body: { email, password: "my-own-pass-1" } })).json?.mustChangePassword).toBe(
      false,
    );
  });

  it("refuses an email already used with 409, and bad fields with 400 naming them", async () => {
    const admin = await signedIn();
    const existing = await createUser();
    const duplicate = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "Copy", email: existing.email.toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json?.errors?.email).toEqual(["An account with this email already exists"]);
    const bad = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "", email: "not-an-email", role: "owner", whatsappNumber: "12" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {}).sort()).toEqual(["email", "name", "role", "whatsappNumber"]);
    const admin2 = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "Second Admin", email: uniqueEmail("admin"), role: "admin", whatsappNumber: "98765 43210" },
    });
    expect(admin2.json?.user).toMatchObject({ role: "admin", whatsappNumber: "+919876543210" });
  });
});

describe("deleting accounts", () => {
  it("ends the deleted user's token at once", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    expect((await call("/api/auth/verify", { token: partner.token })).status).toBe(200);
    expect((await call(`/api/users/${partner.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect((await call("/api/auth/verify", { token: partner.token })).status).toBe(401);
    expect((await call(`/api/users/${partner.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
  });

  it("never deletes admin-1 or the admin's own account", async () => {
    const admin = await signedIn();
    await db
      .insert(users)
      .values({ id: "admin-1", name: "Administrator", email: uniqueEmail("root"), passwordHash: "x", role: "admin", isApproved: true })
      .onConflictDoNothing();
    const root = await call("/api/users/admin-1", { method: "DELETE", token: admin.token });
    expect(root.status).toBe(403);
    expect(root.json?.message).toBe("The main administrator account cannot be deleted.");
    const self = await call(`/api/users/${admin.id}`, { method: "DELETE", token: admin.token });
    expect(self.status).toBe(403);
    expect(self.json?.message).toBe("You cannot delete your own account.");
    expect(await db.select().from(users).where(eq(users.id, "admin-1"))).toHaveLength(1);
  });
});

describe("the user API is for admins only", () => {
  it("answers 401 without a token and 403 to partners, on every endpoint", async () => {
    const partner = await signedIn("franchise");
    const endpoints: [string, string, unknown?][] = [
      ["GET", "/api/users"],
      ["GET", "/api/users/pending"],
      ["POST", "/api/users", { name: "X", email: uniqueEmail() }],
      ["PATCH", `/api/users/${partner.id}/approve`],
      ["DELETE", `/api/users/${partner.id}`],
      // GET/PATCH /api/notifications answer a partner with their own updates (partner-updates.test.ts).
      ["PUT", "/api/info", { adminWhatsApp: { franchiseeNotifications: "+919822000001", contactFormNotifications: "+919822000002" } }],
    ];
    for (const [method, path, body] of endpoints) {
      const visitor = await call(path, { method, body });
      expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
      expect(visitor.json?.success).toBe(false);
      expect((await call(path, { method, body, token: partner.token })).status, `${method} ${path} as a partner`).toBe(403);
    }
  });

  it("lists every account without password material", async () => {
    const admin = await signedIn();
    const { status, json, text } = await call("/api/users?limit=100", { token: admin.token });
    expect(status).toBe(200);
    expect(json?.users.some((user: { id: string }) => user.id === admin.id)).toBe(true);
    expect(text).not.toMatch(/password_?hash|pbkdf2|tokenVersion/i);
  });
});
