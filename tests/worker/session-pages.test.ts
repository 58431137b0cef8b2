import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { sessions } from "~/db/schema";
import { deviceLabel, UNKNOWN_DEVICE } from "~/lib/device-label";
import { BASE, call, createUser, db, freshAddress, sessionCookie } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The pages that show sessions: the owner's list on /account/password ("This device" marked) and the
// admin's Sessions dialog's JSON route and buttons (/admin/users/:id/sessions).

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

async function signInAs(email: string, password: string, userAgent: string) {
  const response = await workerFetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), "User-Agent": userAgent },
  });
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

const postForm = (path: string, cookie: string, fields: Record<string, string>) =>
  workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
  });

describe("device labels", () => {
  it.each([
    [ANDROID_CHROME, "Chrome on Android"],
    [MAC_SAFARI, "Safari on Mac"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome on iPhone",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["okhttp/4.12.0", "okhttp"],
    ["", UNKNOWN_DEVICE],
    [null, UNKNOWN_DEVICE],
  ])("%j is %j", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe("the password page", () => {
  it("lists the account's devices, this one marked, and ends another from there", async () => {
    const user = await createUser();
    const phone = await signInAs(user.email, user.password, ANDROID_CHROME);
    const laptop = await signInAs(user.email, user.password, MAC_SAFARI);
    const page = await call("/account/password", { headers: { Cookie: laptop } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Where you&#x27;re signed in");
    expect(page.text).toMatch(/Safari on Mac<span[^>]*>This device<\/span>/);
    expect(page.text).toContain("Chrome on Android");
    expect(Number(page.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);

    const [phoneSession] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.deviceLabel, "Chrome on Android")));
    const ended = await postForm("/account/password", laptop, { intent: "endSession", sessionId: phoneSession!.id });
    expect(await ended.text()).toContain("Session ended");
    expect((await call("/kit-ordering", { headers: { Cookie: phone } })).status).toBe(302);
    expect((await call("/kit-ordering", { headers: { Cookie: laptop } })).status).toBe(200);
  });
});

describe("the admin's Sessions dialog route", () => {
  it("answers an account's sessions to an admin and ends them; a partner is sent away", async () => {
    const admin = await createUser({ role: "admin" });
    const adminCookie = await sessionCookie(admin.email, admin.password);
    const partner = await createUser();
    const phone = await signInAs(partner.email, partner.password, ANDROID_CHROME);
    await signInAs(partner.email, partner.password, MAC_SAFARI);
    const path = `/admin/users/${partner.id}/sessions`;

    const listed = await call(path, { headers: { Cookie: adminCookie } });
    expect(listed.status).toBe(200);
    expect(listed.response.headers.get("Cache-Control")).toContain("no-store");
    const sessions = listed.json?.sessions as { id: string; deviceLabel: string }[];
    expect(sessions.map((session) => session.deviceLabel).sort()).toEqual(["Chrome on Android", "Safari on Mac"]);

    const phoneId = sessions.find((session) => session.deviceLabel === "Chrome on Android")!.id;
    const one = await postForm(path, adminCookie, { intent: "endSession", sessionId: phoneId });
    expect(await one.json()).toMatchObject({ ok: true, message: "Session ended" });
    expect((await call("/kit-ordering", { headers: { Cookie: phone } })).status).toBe(302);
    const missing = await postForm(path, adminCookie, { intent: "endSession", sessionId: phoneId });
    expect(await missing.json()).toMatchObject({ ok: false, message: "No active session of this account has this id." });
    const all = await postForm(path, adminCookie, { intent: "endAllSessions" });
    expect(await all.json()).toMatchObject({ ok: true, message: "Ended 1 device." });

    const partnerCookie = await sessionCookie(partner.email, partner.password);
    const refused = await call(`/admin/users/${admin.id}/sessions`, { headers: { Cookie: partnerCookie } });
    expect(refused.status).toBe(302);
    expect(refused.response.headers.get("Location")).toBe("/");
    const post = await postForm(`/admin/users/${admin.id}/sessions`, partnerCookie, { intent: "endAllSessions" });
    expect(post.status).toBe(302);
    expect((await call(path, { headers: { Cookie: adminCookie } })).json?.sessions).toHaveLength(1);
  });
});
