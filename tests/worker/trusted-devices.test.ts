import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInFailures, users } from "~/db/schema";
import { issueDeviceToken } from "~/lib/device-token.server";
import { loginUser } from "~/services/auth.server";
import { BASE, call, createUser, db, freshAddress, signedInUser, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

// OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that
// signed in to an account before is judged by its own failures only, so a stranger guessing from
// anywhere can hold up new browsers (at most ~100 guesses an hour) but never the owner's own.

const DEVICE_COOKIE = "__Host-academy_device";
const WRONG = "Wrong-Password-9";

/** The device cookie a sign-in answer sets ("name=value"), or null. */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(";")[0] ?? null;

/** Signs in through the /login page form, with the browser's cookies. */
function signInPage(email: string, password: string, cookie?: string) {
  return workerFetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

const signInApi = (email: string, password: string, { cookie, deviceToken }: { cookie?: string; deviceToken?: string } = {}) =>
  call("/api/auth/login", {
    method: "POST",
    body: { email, password, ...(deviceToken ? { deviceToken } : {}) },
    headers: cookie ? { Cookie: cookie } : {},
  });

/** The owner signs in once on a browser: it keeps the device cookie. */
async function ownersBrowser(email: string, password: string): Promise<string> {
  const response = await signInPage(email, password);
  expect(response.status).toBe(302);
  const cookie = deviceCookieOf(response);
  expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w.-]+$`));
  return cookie!;
}

/** An attacker who has been failing every few minutes for hours: the account's untrusted clients wait 5 minutes. */
async function heldUpByAnAttacker(email: string) {
  for (let i = 0; i < 5; i++) expect((await signInApi(email, WRONG)).status).toBe(401);
  expect((await signInApi(email, WRONG)).status).toBe(429);
  await db
    .update(signInFailures)
    .set({ failures: 60, lastFailureAt: new Date().toISOString(), blockedUntil: new Date(Date.now() + 5 * 60_000).toISOString() })
    .where(eq(signInFailures.account, email));
}

const passwordHashOf = async (email: string) =>
  (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).get())?.passwordHash;

const accountRecord = (email: string) => db.select().from(signInFailures).where(eq(signInFailures.account, email)).get();

describe("the device cookie", () => {
  it("is set by a sign-in: __Host-, HttpOnly, Secure, SameSite=Lax, for a year", async () => {
    const user = await createUser();
    const response = await signInPage(user.email, user.password);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`)) ?? "";
    for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Lax", `Max-Age=${365 * 24 * 3600}`]) {
      expect(setCookie).toContain(attribute);
    }
    expect(setCookie).not.toMatch(/Domain=/i);
    // The session cookie stays the first one set.
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=/);
  });
});

describe("an account an attacker keeps failing at", () => {
  it("still lets the owner in from a browser that signed in before, through the page and the API", async () => {
    const user = await createUser();
    const browser = await ownersBrowser(user.email, user.password);
    await heldUpByAnAttacker(user.email);

    const page = await signInPage(user.email, user.password, browser);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
    expect(page.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=[\w-]+\./);
    // Each sign-in renews the device cookie.
    const renewed = deviceCookieOf(page);
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(browser);

    // The API honours the same cookie, or the token it handed out in its JSON.
    const api = await signInApi(user.email, user.password, { cookie: renewed! });
    expect(api.status).toBe(200);
    expect(typeof api.json?.deviceToken).toBe("string");
    expect((await signInApi(user.email, user.password, { deviceToken: api.json?.deviceToken })).status).toBe(200);

    // Everyone else still waits, the right password included, and the owner's sign-ins did not lift it.
    const untrusted = await signInApi(user.email, user.password);
    expect(untrusted.status).toBe(429);
    expect(untrusted.json?.message).toMatch(/^Too many failed sign-ins for this account\. Please wait 5 minutes and try again\.$/);
    expect((await accountRecord(user.email))?.failures).toBe(60);
  });

  it("ignores a forged device cookie, a tampered one and another account's", async () => {
    const user = await createUser();
    const other = await createUser();
    await ownersBrowser(user.email, user.password);
    const othersBrowser = await ownersBrowser(other.email, other.password);
    await heldUpByAnAttacker(user.email);

    const holder = { account: user.email, passwordHash: (await passwordHashOf(user.email))! };
    const genuine = await issueDeviceToken(env.JWT_SECRET, holder);
    const [id, issued, mac] = genuine.split(".") as [string, string, string];
    const tampered = [id, issued, `${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`].join(".");
    const forged = [
      othersBrowser,
      `${DEVICE_COOKIE}=${await issueDeviceToken("some-other-secret-of-at-least-32-bytes!!", holder)}`,
      `${DEVICE_COOKIE}=${tampered}`,
      `${DEVICE_COOKIE}=not-a-token`,
      `${DEVICE_COOKIE}=`,
    ];
    for (const cookie of forged) {
      expect((await signInPage(user.email, user.password, cookie)).status, cookie).toBe(200); // the form again, with the wait
      expect((await signInApi(user.email, user.password, { cookie })).status, cookie).toBe(429);
    }
    expect((await signInApi(user.email, user.password, { deviceToken: tampered })).status).toBe(429);
    // A device token is the account's: the other account's browser is no key to this one, and this one's works.
    expect((await signInApi(user.email, user.password, { deviceToken: genuine })).status).toBe(200);
  });
});

describe("a trusted browser's own failures", () => {
  it("hold up that browser alone, not the account nor the owner's other browsers", async () => {
    const user = await createUser();
    const laptop = await ownersBrowser(user.email, user.password);
    const phone = await ownersBrowser(user.email, user.password);

    for (let i = 0; i < 5; i++) expect((await signInApi(user.email, WRONG, { cookie: laptop })).status).toBe(401);
    const held = await signInApi(user.email, user.password, { cookie: laptop });
    expect(held.status).toBe(429);
    expect(held.json?.message).toMatch(/^Too many failed sign-ins on this device\. Please wait \d+ seconds and try again\.$/);
    expect(Number(held.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = await (await signInPage(user.email, user.password, laptop)).text();
    expect(page).toMatch(/Too many failed sign-ins on this device\. Please wait \d+ seconds and try again\./);

    expect(await accountRecord(user.email)).toBeUndefined();
    expect((await signInPage(user.email, user.password, phone)).status).toBe(302);
    expect((await signInApi(user.email, user.password)).status).toBe(200);
  });
});

describe("untrusted clients", () => {
  it("get at most ~100 failed tries an hour at one account, trying as fast as they are let", async () => {
    const email = (await createUser()).email;
    const deps = { db, jwtSecret: env.JWT_SECRET };
    const start = Date.now();
    let at = start;
    let failures = 0;
    while (at < start + 60 * 60_000) {
      try {
        await loginUser(deps, { email, password: WRONG }, { now: new Date(at) });
        throw new Error("a wrong password signed in");
      } catch (error) {
        const { status, retryAfterSeconds } = error as { status?: number; retryAfterSeconds?: number };
        if (status === 401) {
          failures += 1;
          at += 1;
        } else {
          expect(status).toBe(429);
          at += retryAfterSeconds! * 1000;
        }
      }
    }
    expect(failures).toBeGreaterThanOrEqual(5);
    expect(failures).toBeLessThanOrEqual(100);
  });

  it("cannot get past the wait by sending many guesses at the same moment", async () => {
    const user = await createUser();
    const answers = await Promise.all(Array.from({ length: 24 }, () => signInApi(user.email, WRONG)));
    const statuses = answers.map((answer) => answer.status).sort();
    // The five free tries, and a wait for everything else sent with them.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    expect((await accountRecord(user.email))?.failures).toBe(5);
  });
});

describe("a new password", () => {
  it("set by an admin lets the owner in on a new browser, though an attacker kept the account waiting", async () => {
    const admin = await signedInUser("admin");
    const user = await createUser({ email: uniqueEmail("held") });
    await heldUpByAnAttacker(user.email);
    const reset = await call(`/api/users/${user.id}/reset-password`, { method: "POST", token: admin.token });
    expect(reset.status).toBe(200);
    const signIn = await signInApi(user.email, reset.json?.tempPassword);
    expect(signIn.status).toBe(200);
    expect(signIn.json?.mustChangePassword).toBe(true);
  });

  it("ends the trust of every browser that signed in with the old one, and the owner's next sign-in trusts theirs again", async () => {
    const user = await signedInUser();
    const oldBrowser = await ownersBrowser(user.email, user.password);
    const changed = await call("/api/auth/password", {
      method: "POST",
      token: user.token,
      body: { currentPassword: user.password, newPassword: "a-new-pass-word-7" },
    });
    expect(changed.status).toBe(200);
    await heldUpByAnAttacker(user.email);
    // Whoever kept the old browser's cookie is a stranger now: the account's wait holds them.
    expect((await signInApi(user.email, "a-new-pass-word-7", { cookie: oldBrowser })).status).toBe(429);
    expect((await signInApi(user.email, WRONG, { cookie: oldBrowser })).status).toBe(429);
    // A browser that signs in under the new password is trusted again.
    await db.delete(signInFailures).where(eq(signInFailures.account, user.email));
    const newBrowser = await ownersBrowser(user.email, "a-new-pass-word-7");
    await heldUpByAnAttacker(user.email);
    const again = await signInApi(user.email, "a-new-pass-word-7", { cookie: newBrowser });
    expect(again.status).toBe(200);
  });
});
