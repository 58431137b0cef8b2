import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, inject, it, vi } from "vitest";
import { notifications, passwordResetCodes, signInFailures, users } from "~/db/schema";
import { FORGOT_PASSWORD_MESSAGE, RESET_CODE_MESSAGE } from "~/validation/auth";
import worker from "../../server";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { waitForRoomInTheWindow } from "./rate-limit-window";
import { workerFetch } from "./worker-fetch";
import { parametersOf, received } from "./whatsapp-fixtures";

const standin = inject("whatsappStandinUrl");
const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standin };

/** Calls the worker as Cloudflare would, with WhatsApp delivery configured or not, and waits for its after-answer work. */
async function post(path: string, body: unknown, { whatsApp = true, address = freshAddress() } = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, whatsApp ? configured : env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as Record<string, any>, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const forgot = (email: string, options?: { whatsApp?: boolean; address?: string }) => post("/api/auth/forgot", { email }, options);
const reset = (body: { email: string; code: string; password: string }, options?: { address?: string }) =>
  post("/api/auth/reset", body, options);

const uniqueNumber = () => `+9197${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}3`;

async function partnerWithNumber(number: string | null = uniqueNumber()) {
  const user = await createUser();
  await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, user.id));
  return { ...user, number };
}

/** The codes the stand-in received for a number, oldest first: each as the authentication template, the code its parameter and its button's. */
const codesSentTo = async (number: string) =>
  (await received())
    .filter((message) => message.to === number.replace(/^\+/, ""))
    .map((message) => {
      expect(message).toMatchObject({ type: "template", template: { name: "password_code", language: { code: "en" } } });
      expect(message.template?.components[1]).toMatchObject({
        type: "button",
        sub_type: "url",
        parameters: parametersOf(message).map((text) => ({ text })),
      });
      return message.rendered?.match(/^(\d{6}) is your verification code/)?.[1];
    });

const codeRow = (userId: string) => db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)).get();
const adminRequests = (email: string) =>
  db
    .select()
    .from(notifications)
    .where(isNull(notifications.recipientId))
    .then((rows) => rows.filter((row) => row.message.includes(email)));

describe("forgot password with WhatsApp delivery", () => {
  it("sends one 6-digit code to the account's number, storing only its hash", async () => {
    const partner = await partnerWithNumber();
    const answer = await forgot(partner.email);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const codes = await codesSentTo(partner.number!);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^\d{6}$/);
    const row = await codeRow(partner.id);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(codes[0]);
    expect(Date.parse(row!.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(Date.parse(row!.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(await adminRequests(partner.email)).toEqual([]);
  });

  it("sets the new password with the right code, ends every session, signs nothing in, and uses the code up", async () => {
    const partner = await partnerWithNumber();
    const oldToken = await tokenFor(partner.email, partner.password);
    const oldCookie = await sessionCookie(partner.email, partner.password);
    await db.insert(signInFailures).values({ account: partner.email, failures: 3, lastFailureAt: new Date().toISOString() });
    await db
      .update(users)
      .set({ mustChangePassword: true, passwordExpiresAt: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(users.id, partner.id));
    await forgot(partner.email);
    const [code] = await codesSentTo(partner.number!);

    const done = await reset({ email: partner.email.toUpperCase(), code: code!, password: "fresh-start-42" });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, message: expect.stringContaining("Sign in with your new password") });
    expect(done.json.token).toBeUndefined();
    // No session starts: the one cookie set only makes this client a known device at its next sign-in.
    expect(done.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["__Host-academy_device"]);
    expect(done.json.deviceToken).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);

    // Old sessions are over, the old password too; the new one works.
    expect((await call("/api/auth/verify", { token: oldToken })).status).toBe(401);
    const page = await call("/kit-ordering", { headers: { Cookie: oldCookie } });
    expect(page.status).toBe(302);
    expect((await call("/api/auth/login", { method: "POST", body: { email: partner.email, password: partner.password } })).status).toBe(
      401,
    );
    await tokenFor(partner.email, "fresh-start-42");
    const row = await db.select().from(users).where(eq(users.id, partner.id)).get();
    expect(row).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    expect(await codeRow(partner.id)).toBeUndefined();

    // The code works once.
    const again = await reset({ email: partner.email, code: code!, password: "another-one-77" });
    expect(again.status).toBe(400);
    expect(again.json.errors.code).toEqual([RESET_CODE_MESSAGE]);
  });

  it("makes the browser that used the code a known device: its owner signs in while strangers' guesses hold the account up", async () => {
    const partner = await partnerWithNumber();
    await forgot(partner.email);
    const [code] = await codesSentTo(partner.number!);
    const resetPage = await workerFetch(`${BASE}/reset-password`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: partner.email, code: code!, password: "fresh-start-42", confirmPassword: "fresh-start-42" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
    });
    expect(await resetPage.text()).toContain("Sign in with your new password");
    const device = resetPage.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__Host-academy_device="))
      ?.split(";")[0];
    expect(device).toBeDefined();

    // A stranger has been failing at the account from everywhere for hours.
    await db.insert(signInFailures).values({
      account: partner.email,
      failures: 60,
      lastFailureAt: new Date().toISOString(),
      blockedUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const login = (cookie?: string) =>
      call("/api/auth/login", {
        method: "POST",
        body: { email: partner.email, password: "fresh-start-42" },
        headers: cookie ? { Cookie: cookie } : {},
      });
    expect((await login()).status).toBe(429);
    expect((await login(device)).status).toBe(200);
  });

  it("ends the code after five wrong tries: the sixth fails even with the right code", async () => {
    const partner = await partnerWithNumber();
    await forgot(partner.email);
    const [code] = await codesSentTo(partner.number!);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await reset({ email: partner.email, code: wrong, password: "fresh-start-42" });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ success: false, message: RESET_CODE_MESSAGE, errors: { code: [RESET_CODE_MESSAGE] } });
    }
    const sixth = await reset({ email: partner.email, code: code!, password: "fresh-start-42" });
    expect(sixth.status).toBe(400);
    expect(sixth.json.errors.code).toEqual([RESET_CODE_MESSAGE]);
    await tokenFor(partner.email, partner.password);
  });

  it("refuses a code after its 15 minutes, with the same answer", async () => {
    const partner = await partnerWithNumber();
    await forgot(partner.email);
    const [code] = await codesSentTo(partner.number!);
    await db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResetCodes.userId, partner.id));
    const late = await reset({ email: partner.email, code: code!, password: "fresh-start-42" });
    expect(late.status).toBe(400);
    expect(late.json.errors.code).toEqual([RESET_CODE_MESSAGE]);
    // No code at all, or an unknown email: the same answer.
    const stranger = await reset({ email: "nobody-here@example.com", code: "123456", password: "fresh-start-42" });
    expect(stranger.status).toBe(400);
    expect(stranger.json).toEqual(late.json);
  });

  it("keeps the password rules of sign-up: short and common passwords are refused, the code stays", async () => {
    const partner = await partnerWithNumber();
    await forgot(partner.email);
    const [code] = await codesSentTo(partner.number!);
    const short = await reset({ email: partner.email, code: code!, password: "abc" });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toBeDefined();
    const common = await reset({ email: partner.email, code: code!, password: "password123" });
    expect(common.status).toBe(400);
    expect(common.json.errors.password).toBeDefined();
    const badCode = await reset({ email: partner.email, code: "12ab", password: "fresh-start-42" });
    expect(badCode.status).toBe(400);
    expect(badCode.json.errors.code).toBeDefined();
    expect((await reset({ email: partner.email, code: code!, password: "fresh-start-42" })).status).toBe(200);
  });

  it("answers the same for unknown, deactivated and number-less accounts, and sends nothing to them", async () => {
    const known = await partnerWithNumber();
    const deactivated = await partnerWithNumber();
    await db.update(users).set({ deactivatedAt: new Date().toISOString() }).where(eq(users.id, deactivated.id));
    const numberless = await partnerWithNumber(null);
    const answers = await Promise.all(
      [known.email, "nobody-at-all@example.com", deactivated.email, numberless.email].map(async (email) => forgot(email)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(answers[0]!.json);
    }
    expect(await codesSentTo(deactivated.number!)).toEqual([]);
    expect(await codeRow(deactivated.id)).toBeUndefined();
    expect(await adminRequests(deactivated.email)).toEqual([]);
    // Without a number, the admin is asked instead.
    expect(await codeRow(numberless.id)).toBeUndefined();
    expect(await adminRequests(numberless.email)).toHaveLength(1);
  });

  it("sends at most one code a minute per account, and a new code replaces the old", async () => {
    const partner = await partnerWithNumber();
    await forgot(partner.email);
    await forgot(partner.email);
    expect(await codesSentTo(partner.number!)).toHaveLength(1);
    // A minute later a new code may go; the first no longer works.
    const first = await codeRow(partner.id);
    const minuteAgo = (iso: string) => new Date(Date.parse(iso) - 61_000).toISOString();
    await db
      .update(passwordResetCodes)
      .set({ expiresAt: minuteAgo(first!.expiresAt), createdAt: minuteAgo(first!.createdAt) })
      .where(eq(passwordResetCodes.userId, partner.id));
    await forgot(partner.email);
    const codes = await codesSentTo(partner.number!);
    expect(codes).toHaveLength(2);
    if (codes[0] !== codes[1]) {
      expect((await reset({ email: partner.email, code: codes[0]!, password: "fresh-start-42" })).status).toBe(400);
    }
    expect((await reset({ email: partner.email, code: codes[1]!, password: "fresh-start-42" })).status).toBe(200);
  });

  it("limits both endpoints per client address", async () => {
    await waitForRoomInTheWindow();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const path = attempt % 2 ? "/api/auth/forgot" : "/api/auth/reset";
      const body =
        attempt % 2 ? { email: "limit@example.com" } : { email: "limit@example.com", code: "123456", password: "fresh-start-42" };
      statuses.push((await post(path, body, { address })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    const after = await forgot("limit@example.com", { address });
    expect(after.status).toBe(429);
    expect(after.headers.get("Retry-After")).toBe("60");
  });
});

describe("a wrong reset code", () => {
  /** Calls of Web Crypto (HMAC, PBKDF2, digests) made while `work` runs. */
  async function cryptoCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: Record<string, number> }> {
    const methods = ["importKey", "sign", "verify", "deriveBits", "digest"] as const;
    const calls: Record<string, number> = Object.fromEntries(methods.map((name) => [name, 0]));
    const spies = methods.map((name) => {
      const original = crypto.subtle[name].bind(crypto.subtle) as (...args: unknown[]) => Promise<never>;
      return vi.spyOn(crypto.subtle, name).mockImplementation(((...args: unknown[]) => {
        calls[name]! += 1;
        return original(...args);
      }) as never);
    });
    try {
      return { result: await work(), calls };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it("costs the same work whether the email has a live code, a spent one, none, or no account at all", async () => {
    const live = await partnerWithNumber();
    const expired = await partnerWithNumber();
    const spent = await partnerWithNumber();
    const deactivated = await partnerWithNumber();
    const without = await partnerWithNumber();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const row = (userId: string, expiresAt = later, failedAttempts = 0) => ({
      userId,
      codeHash: "0".repeat(64),
      expiresAt,
      failedAttempts,
      createdAt: new Date().toISOString(),
    });
    await db
      .insert(passwordResetCodes)
      .values([row(live.id), row(expired.id, new Date(Date.now() - 1000).toISOString()), row(spent.id, later, 5), row(deactivated.id)]);
    await db.update(users).set({ deactivatedAt: new Date().toISOString() }).where(eq(users.id, deactivated.id));

    const cases = {
      "a live code": live.email,
      "an expired code": expired.email,
      "a used-up code": spent.email,
      "a deactivated account with a code": deactivated.email,
      "no code": without.email,
      "no account": "nobody-with-a-code@example.com",
    };
    const work: Record<string, { queries: string | null; roundTrips: string | null; calls: Record<string, number> }> = {};
    for (const [name, email] of Object.entries(cases)) {
      const { result, calls } = await cryptoCalls(() => reset({ email, code: "123456", password: "fresh-start-42" }));
      expect(result.status, name).toBe(400);
      expect(result.json.errors.code, name).toEqual([RESET_CODE_MESSAGE]);
      work[name] = { queries: result.headers.get("X-D1-Queries"), roundTrips: result.headers.get("X-D1-Round-Trips"), calls };
    }
    const first = work["a live code"]!;
    expect(Number(first.queries)).toBeGreaterThan(0);
    expect(first.calls.sign).toBeGreaterThan(0);
    for (const [name, done] of Object.entries(work)) expect(done, name).toEqual(first);
    // The live code counted the wrong try; nothing else changed.
    expect((await codeRow(live.id))?.failedAttempts).toBe(1);
    expect((await codeRow(deactivated.id))?.failedAttempts).toBe(0);
  });
});

describe("forgot password without WhatsApp delivery", () => {
  it("asks the admin in the feed, linking to User Management, at most once an hour per account", async () => {
    const partner = await partnerWithNumber();
    const first = await forgot(partner.email, { whatsApp: false });
    const second = await forgot(partner.email, { whatsApp: false });
    expect(first.json).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(second.json).toEqual(first.json);
    const requests = await adminRequests(partner.email);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ title: "Test franchise asks for a password reset", link: "/admin/users", read: false });
    expect(await codesSentTo(partner.number!)).toEqual([]);
    expect(await codeRow(partner.id)).toBeUndefined();
    // The admin reads it in the feed.
    const admin = await createUser({ role: "admin" });
    const feed = await call("/api/notifications", { token: await tokenFor(admin.email, admin.password) });
    expect(feed.json?.notifications.some((item: { id: string }) => item.id === requests[0]!.id)).toBe(true);
  });

  it("tells nothing about unknown or deactivated accounts", async () => {
    const deactivated = await partnerWithNumber();
    await db.update(users).set({ deactivatedAt: new Date().toISOString() }).where(eq(users.id, deactivated.id));
    const unknown = await forgot("nobody-else@example.com", { whatsApp: false });
    const gone = await forgot(deactivated.email, { whatsApp: false });
    expect(gone).toMatchObject({ status: 200, json: unknown.json });
    expect(await adminRequests(deactivated.email)).toEqual([]);
    const left = await db
      .select()
      .from(notifications)
      .where(and(isNull(notifications.recipientId), eq(notifications.link, "/admin/users")));
    expect(left.some((row) => row.message.includes("nobody-else@example.com"))).toBe(false);
  });

  it("refuses a bad email with a 400 naming it", async () => {
    const answer = await forgot("not-an-email", { whatsApp: false });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.email).toBeDefined();
  });
});
