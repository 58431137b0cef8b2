import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { signInFailures } from "~/db/schema";
import { tooManyAttempts } from "~/lib/errors";
import { worded } from "~/lib/worded-error.server";
import type { Deps } from "./deps.server";

// Sign-in throttling, beside the per-address limiter (AUTH_LIMITER), after OWASP's device cookies
// ("Slow Down Online Guessing Attacks with Device Cookies"):
// - An attempt that brings a genuine device token for the account (lib/device-token.server.ts: a
//   browser or client that signed in to it before) is judged by that device's own failures only.
//   A stranger guessing from anywhere never holds the owner up on a device they have used.
// - Every other attempt (an untrusted client) is judged by the account's failures, shared by all
//   untrusted clients, so guesses spread over many addresses still slow down.
// Either way it is a growing delay, never a lock-out: the first failures are free (people
// mistype), then each one doubles the wait up to five minutes, so guessing drops to under twenty
// tries an hour per account (the bound is ~100); a quiet hour starts the count afresh.
//
// An attempt is counted before its password is checked, in one statement that also refuses it
// while a wait runs, so guesses sent at the same moment cannot all slip through before the first
// is counted; a right password then forgets the count.
//
// Both kinds of record live in sign_in_failures (no schema change): an account's row under its
// email, a device's under `device:<id>`. An email always holds an `@`, a device id never does, so
// the two can never meet, and the daily cron forgets both alike.

/** Failed sign-ins in a row an account (or a device) may have before the delays start. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 5 * 60;
const FORGET_AFTER_MS = 60 * 60 * 1000;

type Db = Deps["db"];

/** Whose failures judge an attempt: every untrusted client of an account together, or one trusted device. */
export type Judge = { key: string; kind: "account" | "device" };

export const accountKey = (email: string) => email.trim().toLowerCase();
export const untrustedClientsOf = (email: string): Judge => ({ key: accountKey(email), kind: "account" });
export const trustedDevice = (deviceId: string): Judge => ({ key: `device:${deviceId}`, kind: "device" });

/** The seconds to wait after `failures` failures in a row (0 while still free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** From this count on, every failure earns the longest wait. */
const CAPPED_AT = (() => {
  let failures = FREE_FAILURES;
  while (delayAfter(failures) < MAX_DELAY_SECONDS) failures += 1;
  return failures;
})();

/**
 * Counts the attempt as a failure unless a wait is running (a statement for the sign-in's batch):
 * answers the new count, or no row when the attempt must wait. The wait it earns is set in the same
 * statement, so the next attempt, however close behind, sees it.
 */
export function claimAttempt(db: Db, { key }: Judge, now = new Date()) {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const until = (failures: number) => {
    const delay = delayAfter(failures);
    return delay > 0 ? new Date(now.getTime() + delay * 1000).toISOString() : null;
  };
  const count = sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore} then 1 else ${signInFailures.failures} + 1 end`;
  const steps: ReturnType<typeof sql>[] = [];
  for (let failures = FREE_FAILURES; failures <= CAPPED_AT; failures++) steps.push(sql`when ${failures} then ${until(failures)}`);
  return db
    .insert(signInFailures)
    .values({ account: key, failures: 1, lastFailureAt: at, blockedUntil: until(1) })
    .onConflictDoUpdate({
      target: signInFailures.account,
      set: {
        failures: count,
        lastFailureAt: at,
        blockedUntil: sql`case min(${count}, ${CAPPED_AT}) ${sql.join(steps, sql` `)} else null end`,
      },
      setWhere: or(isNull(signInFailures.blockedUntil), lte(signInFailures.blockedUntil, at)),
    })
    .returning({ failures: signInFailures.failures });
}

const REFUSALS: Record<Judge["kind"], string> = {
  account: "Too many failed sign-ins for this account.",
  device: "Too many failed sign-ins on this device.",
};

/** The 429 for an attempt claimAttempt refused, with the seconds its wait has left. */
export async function refuseWhileWaiting(db: Db, judge: Judge, now = new Date()): Promise<never> {
  const record = await db.select().from(signInFailures).where(eq(signInFailures.account, judge.key)).get();
  const waitMs = record?.blockedUntil ? Date.parse(record.blockedUntil) - now.getTime() : 0;
  // The wait may have ended between the claim and this read: then the next try goes through.
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = seconds > 90;
  throw worded(tooManyAttempts(`${REFUSALS[judge.kind]} Please wait ${wait} and try again.`, seconds), (t) =>
    t("serverErrors.signInWait", {
      kind: judge.kind,
      unit: minutes ? "minutes" : "seconds",
      count: minutes ? Math.ceil(seconds / 60) : seconds,
    }),
  );
}

/** The right password forgets the failures it was judged by. */
export const clearFailures = (db: Db, { key }: Judge) => db.delete(signInFailures).where(eq(signInFailures.account, key));

/** The record of an account's untrusted clients, by its email (or SQL that reads the email): a new password forgets it. */
export const failuresOfAccount = (email: string | SQL) => eq(signInFailures.account, typeof email === "string" ? accountKey(email) : email);

/**
 * Deletes records that no longer count (no failure for an hour and no wait running), so mistyped
 * or guessed emails and old devices do not pile up. Run by the daily cron; answers how many went.
 */
export async function forgetOldFailures(db: Db, now = new Date()): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const gone = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailureAt, forgetBefore),
        or(isNull(signInFailures.blockedUntil), lt(signInFailures.blockedUntil, now.toISOString())),
      ),
    )
    .returning({ account: signInFailures.account });
  return gone.length;
}
