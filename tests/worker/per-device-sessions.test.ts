import jwt from "@tsndr/cloudflare-worker-jwt";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Each sign-in is a device of its own (a row in `sessions` its token names): signing out ends that
// device only, "sign out everywhere" and every change that must end them all (a new password by
// any path, a new role, deactivation) end them all, and an ended session's token is refused at once.

const SESSION_ENDED = { success: false, message: "Your session is invalid or has expired. Please sign in again." };
const works = async (token: string) => (await call("/api/auth/verify", { token })).status === 200;
const pageWorks = async (cookie: string) => (await call("/kit-ordering", { headers: { Cookie: cookie } })).status === 200;
const sessionIdOf = (token: string) => jwt.decode<{ sid: string }>(token).payload!.sid;
const cookieToken = (cookie: string) => cookie.split("=")[1]!;

/** One account signed in on three devices: two browsers (cookies) and an app (Bearer token). */
async function partnerOnThreeDevices(role: "franchise" | "admin" = "franchise") {
  const user = await createUser({ role });
  const [phone, shared, app] = [
    await sessionCookie(user.email, user.password),
    await sessionCookie(user.email, user.password),
    await tokenFor(user.email, user.password),
  ];
  return { ...user, phone, shared, app };
}

async function logoutPage(cookie: string) {
  return workerFetch(`${BASE}/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
  });
}

describe("signing out ends that device only", () => {
  it("on the page: the shared computer signs out, the phone and the app stay signed in", async () => {
    const partner = await partnerOnThreeDevices();
    expect(sessionIdOf(cookieToken(partner.phone))).not.toBe(sessionIdOf(cookieToken(partner.shared)));

    const out = await logoutPage(partner.shared);
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");

    expect(await pageWorks(partner.shared)).toBe(false);
    expect(await works(cookieToken(partner.shared))).toBe(false);
    expect(await pageWorks(partner.phone)).toBe(true);
    expect(await works(partner.app)).toBe(true);
  });

  it("through POST /api/auth/logout: that token ends at once, the browsers stay signed in", async () => {
    const partner = await partnerOnThreeDevices();
    const out = await call("/api/auth/logout", { method: "POST", token: partner.app });
    expect(out.json).toEqual({ success: true, message: "Signed out", ended: 1 });
    const refused = await call("/api/auth/verify", { token: partner.app });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual(SESSION_ENDED);
    expect(await pageWorks(partner.phone)).toBe(true);
    expect(await pageWorks(partner.shared)).toBe(true);
  });
});

describe("signing out everywhere", () => {
  it("of the other devices (API): every other session ends, this token keeps working", async () => {
    const partner = await partnerOnThreeDevices();
    const out = await call("/api/auth/logout", { method: "POST", token: partner.app, body: { from: "other-devices" } });
    expect(out.json).toEqual({ success: true, message: "Signed out of 2 other devices.", ended: 2 });
    expect(await works(partner.app)).toBe(true);
    expect(await pageWorks(partner.phone)).toBe(false);
    expect(await pageWorks(partner.shared)).toBe(false);
  });

  it("of all devices (API): this token ends too", async () => {
    const partner = await partnerOnThreeDevices();
    const out = await call("/api/auth/logout", { method: "POST", token: partner.app, body: { from: "all-devices" } });
    expect(out.json).toMatchObject({ success: true, ended: 3 });
    for (const token of [partner.app, cookieToken(partner.phone), cookieToken(partner.shared)]) expect(await works(token)).toBe(false);
  });

  it("from the password page: other devices, then everywhere (this browser goes to sign in)", async () => {
    const partner = await partnerOnThreeDevices();
    const post = (fields: Record<string, string>) =>
      workerFetch(`${BASE}/account/password`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(fields),
        headers: { Cookie: partner.phone, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      });
    const others = await post({ intent: "signOut", from: "other-devices" });
    expect(await others.text()).toContain("Signed out of 2 other devices.");
    expect(await pageWorks(partner.phone)).toBe(true);
    expect(await pageWorks(partner.shared)).toBe(false);
    expect(await works(partner.app)).toBe(false);

    const second = await sessionCookie(partner.email, partner.password);
    const everywhere = await post({ intent: "signOut", from: "all-devices" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.headers.get("Location")).toBe("/login");
    expect(everywhere.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(await pageWorks(partner.phone)).toBe(false);
    expect(await pageWorks(second)).toBe(false);
  });

  it("refuses an unknown scope (400, naming from) and changes nothing", async () => {
    const partner = await partnerOnThreeDevices();
    const out = await call("/api/auth/logout", { method: "POST", token: partner.app, body: { from: "everywhere" } });
    expect(out.status).toBe(400);
    expect(out.json?.errors?.from).toEqual(['from must be "this-device", "other-devices" or "all-devices"']);
    expect(await works(partner.app)).toBe(true);
    expect(await pageWorks(partner.phone)).toBe(true);
  });
});

describe("changes that end every session of the account", () => {
  const allEnded = async (partner: Awaited<ReturnType<typeof partnerOnThreeDevices>>) => {
    expect(await works(partner.app)).toBe(false);
    expect(await pageWorks(partner.phone)).toBe(false);
    expect(await pageWorks(partner.shared)).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, partner.id))).toEqual([]);
  };

  it("a password change through the API: every earlier session ends, the answered token is a new one that works", async () => {
    const partner = await partnerOnThreeDevices();
    const changed = await call("/api/auth/password", {
      method: "POST",
      token: partner.app,
      headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36" },
      body: { currentPassword: partner.password, newPassword: "a-new-one-42" },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json?.token as string;
    expect(await works(fresh)).toBe(true);
    expect(await works(partner.app)).toBe(false);
    expect(await pageWorks(partner.phone)).toBe(false);
    expect(await pageWorks(partner.shared)).toBe(false);
    const left = await db.select().from(sessions).where(eq(sessions.userId, partner.id));
    expect(left.map((row) => [row.id, row.deviceLabel])).toEqual([[sessionIdOf(fresh), "Chrome on Android"]]);
  });

  it("deactivation, an admin's password reset and a role change, each", async () => {
    const admin = await partnerOnThreeDevices("admin");
    const changes = [
      (id: string) => call(`/api/users/${id}/deactivate`, { method: "PATCH", token: admin.app }),
      (id: string) => call(`/api/users/${id}/reset-password`, { method: "POST", token: admin.app }),
      (id: string) => call(`/api/users/${id}`, { method: "PATCH", token: admin.app, body: { role: "admin" } }),
    ];
    for (const change of changes) {
      const partner = await partnerOnThreeDevices();
      expect((await change(partner.id)).status).toBe(200);
      await allEnded(partner);
    }
    // The admin's own sessions are untouched by what they did to others.
    expect(await works(admin.app)).toBe(true);
  });

  it("an edit that keeps the role keeps the sessions", async () => {
    const admin = await partnerOnThreeDevices("admin");
    const partner = await partnerOnThreeDevices();
    const edit = await call(`/api/users/${partner.id}`, {
      method: "PATCH",
      token: admin.app,
      body: { name: "Renamed", role: "franchise" },
    });
    expect(edit.status).toBe(200);
    expect(await works(partner.app)).toBe(true);
    expect(await pageWorks(partner.phone)).toBe(true);
  });

  it("deleting the account removes its sessions", async () => {
    const admin = await partnerOnThreeDevices("admin");
    const partner = await partnerOnThreeDevices();
    expect((await call(`/api/users/${partner.id}`, { method: "DELETE", token: admin.app })).status).toBe(200);
    await allEnded(partner);
  });
});

describe("an account's sessions through the API", () => {
  it("the admin lists a user's sessions (device, signed in, last seen), ends one, then all; each ended token is refused at once", async () => {
    const admin = await partnerOnThreeDevices("admin");
    const partner = await createUser();
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";
    const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
    const signIn = async (userAgent: string) =>
      (
        await call("/api/auth/login", {
          method: "POST",
          headers: { "User-Agent": userAgent },
          body: { email: partner.email, password: partner.password },
        })
      ).json?.token as string;
    const onPhone = await signIn(iphone);
    const onDesktop = await signIn(windows);

    const listed = await call(`/api/users/${partner.id}/sessions`, { token: admin.app });
    expect(listed.status).toBe(200);
    expect(listed.json?.sessions).toHaveLength(2);
    expect(listed.json?.sessions.map((session: { deviceLabel: string }) => session.deviceLabel).sort()).toEqual([
      "Edge on Windows",
      "Safari on iPhone",
    ]);
    for (const session of listed.json!.sessions) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "deviceLabel", "expiresAt", "id", "lastSeenAt"]);
      expect(session.current).toBe(false);
    }

    const one = await call(`/api/users/${partner.id}/sessions/${sessionIdOf(onPhone)}`, { method: "DELETE", token: admin.app });
    expect(one.json).toEqual({ success: true, message: "Session ended" });
    expect(await works(onPhone)).toBe(false);
    expect(await works(onDesktop)).toBe(true);
    const again = await call(`/api/users/${partner.id}/sessions/${sessionIdOf(onPhone)}`, { method: "DELETE", token: admin.app });
    expect(again.status).toBe(404);
    expect(again.json?.message).toBe("No active session of this account has this id.");

    const all = await call(`/api/users/${partner.id}/sessions`, { method: "DELETE", token: admin.app });
    expect(all.json).toEqual({ success: true, message: "Ended 1 device.", ended: 1 });
    expect(await works(onDesktop)).toBe(false);
    expect((await call(`/api/users/${partner.id}/sessions`, { token: admin.app })).json?.sessions).toEqual([]);
  });

  it("a partner sees and ends only their own sessions (current marked), never another's (403)", async () => {
    const partner = await partnerOnThreeDevices();
    const other = await partnerOnThreeDevices();
    const own = await call(`/api/users/${partner.id}/sessions`, { token: partner.app });
    expect(own.status).toBe(200);
    expect(own.json?.sessions).toHaveLength(3);
    expect(
      own.json?.sessions.filter((session: { current: boolean }) => session.current).map((session: { id: string }) => session.id),
    ).toEqual([sessionIdOf(partner.app)]);

    const refusal = { success: false, message: "Only administrators can see or end another account's sessions." };
    expect(await call(`/api/users/${other.id}/sessions`, { token: partner.app })).toMatchObject({ status: 403, json: refusal });
    expect(await call(`/api/users/${other.id}/sessions`, { method: "DELETE", token: partner.app })).toMatchObject({
      status: 403,
      json: refusal,
    });
    const foreign = await call(`/api/users/${other.id}/sessions/${sessionIdOf(other.app)}`, { method: "DELETE", token: partner.app });
    expect(foreign).toMatchObject({ status: 403, json: refusal });
    expect(await works(other.app)).toBe(true);
    // Another account's session id under one's own account is no session of theirs.
    const mixed = await call(`/api/users/${partner.id}/sessions/${sessionIdOf(other.app)}`, { method: "DELETE", token: partner.app });
    expect(mixed.status).toBe(404);
    expect(await works(other.app)).toBe(true);
  });

  it("answers 401 without a token, 404 for an unknown account, 405 for other methods", async () => {
    const admin = await partnerOnThreeDevices("admin");
    expect((await call(`/api/users/${admin.id}/sessions`)).status).toBe(401);
    const missing = await call("/api/users/no-such-user/sessions", { token: admin.app });
    expect(missing).toMatchObject({ status: 404, json: { success: false, message: "User not found." } });
    expect((await call("/api/users/no-such-user/sessions", { method: "DELETE", token: admin.app })).status).toBe(404);
    expect((await call(`/api/users/${admin.id}/sessions`, { method: "POST", token: admin.app })).status).toBe(405);
  });
});

describe("last seen", () => {
  it("is not written on every request, and moves on once it is an hour old", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const id = sessionIdOf(token);
    const read = async () => (await db.select().from(sessions).where(eq(sessions.id, id)).get())!.lastSeenAt;
    const first = await read();
    await call("/api/auth/verify", { token });
    expect(await read()).toBe(first);

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await db.update(sessions).set({ lastSeenAt: twoHoursAgo }).where(eq(sessions.id, id));
    await call("/api/auth/verify", { token });
    await expect.poll(read).not.toBe(twoHoursAgo);
    expect(Date.now() - Date.parse(await read())).toBeLessThan(60_000);
  });

  it("the sign-in's session start is the account's last sign-in", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const session = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)))
      .get();
    const row = await db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row?.lastLogin).toBe(session?.createdAt);
  });
});
