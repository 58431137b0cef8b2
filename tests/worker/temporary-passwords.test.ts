import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { call, createUser, db, tokenFor, uniqueEmail } from "./helpers";

const EXPIRED = "This temporary password has expired. Please ask an administrator to issue you a new one.";

async function accountFromAdmin() {
  const admin = await createUser({ role: "admin" });
  const email = uniqueEmail("teacher");
  const created = await call("/api/users", {
    method: "POST",
    token: await tokenFor(admin.email, admin.password),
    body: { name: "Meera Joshi", email, role: "franchise" },
  });
  expect(created.status).toBe(201);
  return { email, tempPassword: created.json?.tempPassword as string };
}

/** Moves the account's temporary-password expiry, as the passing of time would. */
async function expireIn(email: string, ms: number) {
  await db
    .update(users)
    .set({ passwordExpiresAt: new Date(Date.now() + ms).toISOString() })
    .where(eq(users.email, email));
}

describe("temporary passwords an admin issues", () => {
  it("work for 72 hours from their issue", async () => {
    const before = Date.now();
    const { email } = await accountFromAdmin();
    const row = await db.select().from(users).where(eq(users.email, email)).get();
    const expiresAt = Date.parse(row?.passwordExpiresAt ?? "");
    expect(expiresAt - before).toBeGreaterThanOrEqual(72 * 3600 * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(72 * 3600 * 1000);
  });

  it("stop signing in once expired, with a message that says what to do", async () => {
    const { email, tempPassword } = await accountFromAdmin();
    await expireIn(email, -1000);
    const login = await call("/api/auth/login", { method: "POST", body: { email, password: tempPassword } });
    expect(login.status).toBe(401);
    expect(login.json).toMatchObject({ success: false, message: EXPIRED });
    expect(login.json?.token).toBeUndefined();
  });

  it("cannot be swapped for a new password after expiry by a session started before it", async () => {
    const { email, tempPassword } = await accountFromAdmin();
    const token = await tokenFor(email, tempPassword);
    await expireIn(email, -1000);
    const change = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: tempPassword, newPassword: "my-own-pass-1" },
    });
    expect(change.status).toBe(400);
    expect(change.json?.errors?.currentPassword).toEqual([EXPIRED]);
  });

  it("no longer expire once the user has chosen their own password", async () => {
    const { email, tempPassword } = await accountFromAdmin();
    const token = await tokenFor(email, tempPassword);
    const change = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: tempPassword, newPassword: "my-own-pass-1" },
    });
    expect(change.status).toBe(200);
    const row = await db.select().from(users).where(eq(users.email, email)).get();
    expect(row?.passwordExpiresAt).toBeNull();
    expect((await call("/api/auth/login", { method: "POST", body: { email, password: "my-own-pass-1" } })).status).toBe(200);
  });
});
