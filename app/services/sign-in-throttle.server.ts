import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { signInFailures } from "~/db/schema";
import { tooManyAttempts } from "~/lib/errors";
import type { Deps } from "./deps.server";

// Per-account throttling of sign-in, beside the per-address limiter (AUTH_LIMITER): guesses spread
// over many addresses still slow down. As OWASP and the big providers advise, it is a growing
// delay, never a lock-out: the first failures are free (people mistype), then each one doubles the
// wait up to five minutes, so an attacker can hold a real user off for minutes at most, while
// guessing drops to about a dozen tries an hour per account. A quiet hour starts the count afresh.

/** Failed sign-ins in a row an account may have before the delays start. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 5 * 60;
const FORGET_AFTER_MS = 60 * 60 * 1000;

type Db = Deps["db"];
export type SignInFailures = typeof signInFailures.$inferSelect;

/** The seconds to wait after `failures` failures in a row (0 while still free). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

export const accountKey = (email: string) => email.trim().toLowerCase();

/** The account's failure record, for reading in the same batch as the account itself. */
export const selectFailures = (db: Db, email: string) =>
  db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.account, accountKey(email)));

/** Refuses (429, with the seconds to wait) while the account is in a delay. */
export function refuseWhileDelayed(record: SignInFailures | undefined, now = new Date()): void {
  if (!record?.blockedUntil) return;
  const waitMs = Date.parse(record.blockedUntil) - now.getTime();
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  throw tooManyAttempts(`Too many failed sign-ins for this account. Please wait ${wait} and try again.`, seconds);
}

/** Counts one more failure (atomically: parallel guesses each count) and starts the delay it earns. */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const row = await db
    .insert(signInFailures)
    .values({ account: accountKey(email), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: signInFailures.account,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: at,
      },
    })
    .returning({ failures: signInFailures.failures })
    .get();
  const delay = delayAfter(row?.failures ?? 1);
  if (delay > 0) {
    const blockedUntil = new Date(now.getTime() + delay * 1000).toISOString();
    await db
      .update(signInFailures)
      .set({ blockedUntil })
      .where(eq(signInFailures.account, accountKey(email)));
  }
}

/** A successful sign-in forgets the account's failures. */
export const clearFailures = (db: Db, email: string) => db.delete(signInFailures).where(eq(signInFailures.account, accountKey(email)));

/**
 * Deletes records that no longer count (no failure for an hour and no wait running), so mistyped
 * or guessed emails do not pile up. Run by the daily cron; answers how many went.
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
