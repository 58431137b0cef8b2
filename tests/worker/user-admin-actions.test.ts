import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, users } from "~/db/schema";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

async function signedIn(role: "admin" | "franchise" = "admin") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

const login = (email: string, password: string) => call("/api/auth/login", { method: "POST", body: { email, password } });
const verify = (token: string) => call("/api/auth/verify", { token });
const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe("editing a user (PATCH /api/users/{id})", () => {
  it("changes the name, WhatsApp number and role, and a changed role ends the user's sessions", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    const edited = await call(`/api/users/${partner.id}`, {
      method: "PATCH",
      token: admin.token,
      body: { name: "Meera Kulkarni", whatsappNumber: "98220 12345" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json?.user).toMatchObject({ id: partner.id, name: "Meera Kulkarni", whatsappNumber: "+919822012345", role: "franchise" });
    // A name or number changes nothing about the sessions.
    expect((await verify(partner.token)).status).toBe(200);

    const cleared = await call(`/api/users/${partner.id}`, { method: "PATCH", token: admin.token, body: { whatsappNumber: null } });
    expect(cleared.json?.user).toMatchObject({ name: "Meera Kulkarni", whatsappNumber: null });

    const promoted = await call(`/api/users/${partner.id}`, { method: "PATCH", token: admin.token, body: { role: "admin" } });
    expect(promoted.json?.user.role).toBe("admin");
    expect((await verify(partner.token)).status).toBe(401);
    const adminNow = await tokenFor(partner.email, partner.password);
    expect((await call("/api/users", { token: adminNow })).status).toBe(200);
  });

  it("refuses bad input with the field named, and changes nothing", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    const before = await rowOf(partner.id);
    const cases: [unknown, string][] = [
      [{ name: "" }, "name"],
      [{ whatsappNumber: "12" }, "whatsappNumber"],
      [{ role: "owner" }, "role"],
      [{ name: "Ok", role: "root" }, "role"],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await call(`/api/users/${partner.id}`, { method: "PATCH", token: admin.token, body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json?.errors ?? {})).toContain(field);
    }
    const empty = await call(`/api/users/${partner.id}`, { method: "PATCH", token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json?.message).toMatch(/at least one of name, whatsappNumber and role/);
    expect(await rowOf(partner.id)).toEqual(before);
    expect((await call("/api/users/no-such-user", { method: "PATCH", token: admin.token, body: { name: "X" } })).status).toBe(404);
  });

  it("never takes the admin role from admin-1 or from oneself", async () => {
    const admin = await signedIn();
    const root = await call("/api/users/admin-1", { method: "PATCH", token: admin.token, body: { role: "franchise" } });
    expect(root.status).toBe(403);
    expect(root.json?.message).toBe("The main administrator account must stay an administrator.");
    const self = await call(`/api/users/${admin.id}`, { method: "PATCH", token: admin.token, body: { role: "franchise" } });
    expect(self.status).toBe(403);
    expect(self.json?.message).toBe("You cannot take away your own administrator role.");
    expect((await rowOf(admin.id)).role).toBe("admin");
    // Their own name they may change.
    const renamed = await call(`/api/users/${admin.id}`, { method: "PATCH", token: admin.token, body: { name: "Owner", role: "admin" } });
    expect(renamed.json?.user).toMatchObject({ name: "Owner", role: "admin" });
  });
});

describe("deactivating and reactivating a user", () => {
  it("ends the sessions at once, refuses sign-in with a clear message, keeps the orders; reactivating lets them in again", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    await db.insert(orders).values({
      userId: partner.id,
      franchiseeName: "Kothrud Centre",
      billingAddress: "12 Karve Road, Pune 411038",
      placeOfSupply: "27",
      lines: [],
      subtotal: 0,
      gst: 0,
      total: 0,
      financialYear: "26-27",
      sequence: 900000 + Math.floor(Math.random() * 99999),
      invoiceNumber: `TEST/${crypto.randomUUID().slice(0, 8)}`,
    });

    const answer = await call(`/api/users/${partner.id}/deactivate`, { method: "PATCH", token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.json?.user.deactivatedAt).toMatch(/^\d{4}-/);
    expect((await verify(partner.token)).status).toBe(401);
    expect((await call("/api/orders", { token: partner.token })).status).toBe(401);
    const refused = await login(partner.email, partner.password);
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe("This account has been deactivated. Please contact the administrator if you need it again.");
    expect(refused.json?.token).toBeUndefined();
    // A wrong password says nothing about the account.
    expect((await login(partner.email, "wrong-pass-123")).json?.message).toBe("Invalid email or password");
    expect(await db.select().from(orders).where(eq(orders.userId, partner.id))).toHaveLength(1);

    const back = await call(`/api/users/${partner.id}/reactivate`, { method: "PATCH", token: admin.token });
    expect(back.status).toBe(200);
    expect(back.json?.user.deactivatedAt).toBeNull();
    // The old token stays ended; a new sign-in works.
    expect((await verify(partner.token)).status).toBe(401);
    expect((await login(partner.email, partner.password)).status).toBe(200);
  });

  it("refuses the token of a deactivated row itself, whatever its token version", async () => {
    const partner = await signedIn("franchise");
    await db.update(users).set({ deactivatedAt: new Date().toISOString() }).where(eq(users.id, partner.id));
    expect((await verify(partner.token)).status).toBe(401);
    const cookie = await sessionCookie(partner.email, partner.password);
    expect(cookie).not.toMatch(/academy_session=./);
  });

  it("is refused for admin-1 and for oneself, and to partners", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    const root = await call("/api/users/admin-1/deactivate", { method: "PATCH", token: admin.token });
    expect(root.status).toBe(403);
    expect(root.json?.message).toBe("The main administrator account cannot be deactivated.");
    const self = await call(`/api/users/${admin.id}/deactivate`, { method: "PATCH", token: admin.token });
    expect(self.status).toBe(403);
    expect(self.json?.message).toBe("You cannot deactivate your own account.");
    expect((await verify(admin.token)).status).toBe(200);
    expect((await call(`/api/users/${admin.id}/deactivate`, { method: "PATCH", token: partner.token })).status).toBe(403);
    expect((await call(`/api/users/${admin.id}/reactivate`, { method: "PATCH", token: partner.token })).status).toBe(403);
    expect((await call(`/api/users/${admin.id}`, { method: "PATCH", token: partner.token, body: { name: "X" } })).status).toBe(403);
    expect((await call(`/api/users/${admin.id}/reset-password`, { method: "POST", token: partner.token })).status).toBe(403);
    expect((await call("/api/users/no-such-user/deactivate", { method: "PATCH", token: admin.token })).status).toBe(404);
    expect((await call(`/api/users/${partner.id}/deactivate`, { method: "PATCH" })).status).toBe(401);
    expect((await verify(partner.token)).status).toBe(200);
  });
});

describe("resetting a password (POST /api/users/{id}/reset-password)", () => {
  it("answers a temporary password once, ends every session, refuses the old password and forces a change", async () => {
    const admin = await signedIn();
    const partner = await signedIn("franchise");
    const reset = await call(`/api/users/${partner.id}/reset-password`, { method: "POST", token: admin.token });
    expect(reset.status).toBe(200);
    const tempPassword: string = reset.json?.tempPassword;
    expect(tempPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(reset.json?.user).toMatchObject({ id: partner.id, mustChangePassword: true });
    expect(JSON.stringify(reset.json?.user)).not.toContain(tempPassword);

    expect((await verify(partner.token)).status).toBe(401);
    expect((await login(partner.email, partner.password)).status).toBe(401);
    const row = await rowOf(partner.id);
    const hours = (new Date(row.passwordExpiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const signedInAgain = await login(partner.email, tempPassword);
    expect(signedInAgain.status).toBe(200);
    expect(signedInAgain.json?.mustChangePassword).toBe(true);
    const token: string = signedInAgain.json?.token;
    // Nothing else until the password is changed.
    expect((await call("/api/orders", { token })).status).toBe(403);
    const changed = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: tempPassword, newPassword: "my-own-pass-456" },
    });
    expect(changed.status).toBe(200);
    expect((await call("/api/orders", { token: changed.json?.token })).status).toBe(200);
    expect((await login(partner.email, "my-own-pass-456")).status).toBe(200);
  });

  it("is refused for one's own account", async () => {
    const admin = await signedIn();
    const self = await call(`/api/users/${admin.id}/reset-password`, { method: "POST", token: admin.token });
    expect(self.status).toBe(403);
    expect(self.json?.message).toBe("To change your own password, use Change password.");
    expect((await verify(admin.token)).status).toBe(200);
    expect((await call("/api/users/no-such-user/reset-password", { method: "POST", token: admin.token })).status).toBe(404);
  });
});

/** Posts a User Management form the way a browser without JavaScript does. */
async function act(fields: Record<string, string>, cookie: string) {
  const response = await workerFetch(`${BASE}/admin/users`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { status: response.status, text: await response.text() };
}

describe("the same, from the dashboard's User Management", () => {
  it("edits, deactivates, reactivates and resets, with the same rules as the API", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.email, admin.password);
    const partner = await signedIn("franchise");

    const invalid = await act({ intent: "editUser", id: partner.id, name: "", whatsappNumber: "12", role: "franchise" }, cookie);
    expect(invalid.text).toContain("Full name is required");
    expect(invalid.text).toContain("Enter a valid WhatsApp number");
    expect((await rowOf(partner.id)).name).toBe("Test franchise");
    const edited = await act({ intent: "editUser", id: partner.id, name: "Sunita Pawar", whatsappNumber: "", role: "franchise" }, cookie);
    expect(edited.text).toContain("User updated");
    expect(await rowOf(partner.id)).toMatchObject({ name: "Sunita Pawar", whatsappNumber: null });

    expect((await act({ intent: "deactivateUser", id: partner.id }, cookie)).text).toContain("User deactivated");
    expect((await verify(partner.token)).status).toBe(401);
    // The list says so, and offers to reactivate.
    const list = await (await workerFetch(`${BASE}/admin/users`, { headers: { Cookie: cookie } })).text();
    expect(list).toContain("Deactivated");
    expect(list).toContain("Reactivate Sunita Pawar");
    expect((await act({ intent: "reactivateUser", id: partner.id }, cookie)).text).toContain("User reactivated");
    expect((await rowOf(partner.id)).deactivatedAt).toBeNull();

    const reset = await act({ intent: "resetPassword", id: partner.id }, cookie);
    const tempPassword = reset.text.match(/Temporary password: ([A-Za-z0-9]{12})/)?.[1];
    expect(tempPassword).toBeTruthy();
    expect((await login(partner.email, tempPassword!)).json?.mustChangePassword).toBe(true);

    for (const [fields, refusal] of [
      [{ intent: "deactivateUser", id: admin.id }, "You cannot deactivate your own account."],
      [{ intent: "resetPassword", id: admin.id }, "To change your own password, use Change password."],
      [
        { intent: "editUser", id: admin.id, name: "Me", whatsappNumber: "", role: "franchise" },
        "You cannot take away your own administrator role.",
      ],
    ] as const) {
      expect((await act(fields, cookie)).text).toContain(refusal);
    }
    expect(await rowOf(admin.id)).toMatchObject({ role: "admin", deactivatedAt: null, mustChangePassword: false });
  });

  it("signing in through the page to a deactivated account says why", async () => {
    const partner = await createUser();
    const admin = await signedIn();
    await call(`/api/users/${partner.id}/deactivate`, { method: "PATCH", token: admin.token });
    const response = await workerFetch(`${BASE}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: partner.email, password: partner.password, redirectTo: "/" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      redirect: "manual",
    });
    expect(response.headers.get("Set-Cookie") ?? "").not.toMatch(/academy_session=[^;]/);
    expect(await response.text()).toContain("This account has been deactivated.");
  });
});
