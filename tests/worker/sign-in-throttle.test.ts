import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInFailures } from "~/db/schema";
import { forgetOldFailures } from "~/services/sign-in-throttle.server";
import { BASE, call, createUser, db, freshAddress, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Every attempt comes from a new address: the per-address limiter never trips, only the account's.
const attempt = (email: string, password: string) => call("/api/auth/login", { method: "POST", body: { email, password } });

describe("sign-in throttling per account", () => {
  it("lets five mistakes pass, then answers 429 with Retry-After, from any address, even for the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, "Wrong-Password-9")).status).toBe(401);

    const sixth = await attempt(user.email, "Wrong-Password-9");
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(sixth.json?.message).toMatch(/^Too many failed sign-ins for this account\. Please wait \d+ seconds and try again\.$/);

    // The right password waits too: otherwise the delay would not slow guessing at all.
    expect((await attempt(user.email, user.password)).status).toBe(429);
    // Other accounts are untouched.
    const other = await createUser();
    expect((await attempt(other.email, other.password)).status).toBe(200);
  });

  it("never holds an account off for more than five minutes, and a success forgets the failures", async () => {
    const user = await createUser();
    // Forty failures in a row: as bad as it gets, and still the wait is capped.
    await db.insert(signInFailures).values({ account: user.email, failures: 40, lastFailureAt: new Date().toISOString() });
    await db.update(signInFailures).set({ blockedUntil: null }).where(eq(signInFailures.account, user.email));
    expect((await attempt(user.email, "Wrong-Password-9")).status).toBe(401);
    const held = await attempt(user.email, user.password);
    expect(held.status).toBe(429);
    expect(Number(held.response.headers.get("Retry-After"))).toBeLessThanOrEqual(300);
    expect(held.json?.message).toContain("5 minutes");

    // Once the wait is over, the right password signs in and the count starts again.
    await db.update(signInFailures).set({ blockedUntil: new Date(Date.now() - 1000).toISOString() });
    expect((await attempt(user.email, user.password)).status).toBe(200);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.account, user.email)).get()).toBeUndefined();
  });

  it("throttles unknown emails the same way, so the answer does not tell which accounts exist", async () => {
    const email = uniqueEmail("ghost");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(email, "Wrong-Password-9")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("the sign-in page says so too, and keeps the email on the form", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await attempt(user.email, "Wrong-Password-9");
    const response = await workerFetch(`${BASE}/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: user.email, password: user.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
    });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/Too many failed sign-ins for this account\. Please wait \d+ seconds and try again\./);
    expect(html).toContain(`value="${user.email}"`);
  });

  it("forgets records with no failure for an hour and no wait running (the daily cron)", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const [stale, recent, waiting] = [uniqueEmail("stale"), uniqueEmail("recent"), uniqueEmail("waiting")];
    await db.insert(signInFailures).values([
      { account: stale, failures: 3, lastFailureAt: ago(2 * 3600_000) },
      { account: recent, failures: 3, lastFailureAt: ago(60_000) },
      { account: waiting, failures: 9, lastFailureAt: ago(2 * 3600_000), blockedUntil: new Date(now.getTime() + 60_000).toISOString() },
    ]);
    expect(await forgetOldFailures(db, now)).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(signInFailures).all()).map((row) => row.account);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([recent, waiting]));
  });
});
