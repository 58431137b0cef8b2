import { and, desc, eq, getTableColumns, gt, lt, lte, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readTogether } from "~/db/read-together.server";
import { sessions, users, type SessionRow, type UserRow } from "~/db/schema";
import { deviceLabel } from "~/lib/device-label";
import { notFound } from "~/lib/errors";
import { authorize, canManageSessionsOf, type Actor } from "~/lib/permissions";
import { TOKEN_LIFETIME_SECONDS } from "~/lib/token.server";
import type { SignOutScope } from "~/validation/sessions";
import type { Deps } from "./deps.server";

// One row per signed-in device (docs/decisions/0004-per-device-sessions.md). A token names its row;
// deleting the row ends that device at once. Every session of an account ends in the database
// itself when its password, role or activation changes, or it is deleted (triggers, migration 0021).

/** A signed-in caller and the session their token names ("This device"). */
export type SignedIn = { actor: Actor; sessionId: string };

/** What the owner and the admin see of a session (never the token). */
export type SessionView = { id: string; deviceLabel: string; createdAt: string; lastSeenAt: string; expiresAt: string; current: boolean };

/** Last seen moves on at most this often: a write an hour per active device, never one per request. */
export const LAST_SEEN_STEP_MS = 60 * 60 * 1000;

const SEE_SESSIONS = "Only administrators can see or end another account's sessions.";
const NO_SUCH_SESSION = "No active session of this account has this id.";
const NO_SUCH_ACCOUNT = "User not found.";

/** A new session's row, to be inserted in the batch that signs the account in. */
export function newSession(db: Db, userId: string, userAgent: string | null, now = new Date()) {
  const at = now.toISOString();
  const row = {
    id: crypto.randomUUID(),
    userId,
    deviceLabel: deviceLabel(userAgent),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
  };
  return { row, statement: db.insert(sessions).values(row) };
}

/**
 * The account behind a live session, read in the one query that read the user before sessions
 * existed (a join: no extra query, no extra round trip). The session's last-seen time comes aliased,
 * so a batched read repeats no column name.
 */
export async function findSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<{ user: UserRow; lastSeenAt: string } | undefined> {
  const [row] = await readTogether(
    db,
    db
      .select({ ...getTableColumns(users), sessionLastSeenAt: sessions.lastSeenAt })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(and(eq(sessions.id, sessionId), eq(users.id, userId), gt(sessions.expiresAt, now.toISOString())))
      .limit(1),
  );
  if (!row) return undefined;
  const { sessionLastSeenAt, ...user } = row;
  return { user, lastSeenAt: sessionLastSeenAt };
}

/** Moves a session's last-seen time on when it is an hour old (after the answer, so no page waits on it). */
export function noteSeen(
  { db, afterResponse }: Pick<Deps, "db" | "afterResponse">,
  sessionId: string,
  lastSeenAt: string,
  now = new Date(),
) {
  const stale = new Date(now.getTime() - LAST_SEEN_STEP_MS).toISOString();
  if (lastSeenAt >= stale) return;
  afterResponse(
    db
      .update(sessions)
      .set({ lastSeenAt: now.toISOString() })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, stale)))
      .then(
        () => undefined,
        (error: unknown) => console.warn("Could not note a session's last use", error),
      ),
  );
}

/**
 * An account's live sessions, the 50 most recently used (a script that signs in on every run leaves
 * one a run for a week; every one of them still ends with "sign out everywhere"); `current` marks the
 * caller's own. 404 for no such account.
 */
export async function listSessions(
  { db }: Pick<Deps, "db">,
  caller: SignedIn | null,
  userId: string,
  now = new Date(),
): Promise<SessionView[]> {
  authorize(caller?.actor, (actor) => canManageSessionsOf(actor, userId), SEE_SESSIONS);
  // From the account, so one query also tells an account without sessions from no account at all.
  const rows = await db
    .select({ session: sessions })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.expiresAt, now.toISOString())))
    .where(eq(users.id, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  if (rows.length === 0) throw notFound(NO_SUCH_ACCOUNT);
  return rows.flatMap(({ session }) => (session ? [{ ...pick(session), current: session.id === caller?.sessionId }] : []));
}

const pick = ({ id, deviceLabel, createdAt, lastSeenAt, expiresAt }: SessionRow) => ({ id, deviceLabel, createdAt, lastSeenAt, expiresAt });

/** Ends one session of an account (its owner's or, for an admin, anyone's); 404 when it is not a live one of theirs. */
export async function endSession({ db }: Pick<Deps, "db">, caller: SignedIn | null, userId: string, sessionId: string) {
  authorize(caller?.actor, (actor) => canManageSessionsOf(actor, userId), SEE_SESSIONS);
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!gone) throw notFound(NO_SUCH_SESSION);
  return { message: sessionId === caller?.sessionId ? "Signed out" : "Session ended" };
}

/** Ends every session of an account (an admin's "End all"; the owner's own goes too). */
export async function endAllSessions({ db }: Pick<Deps, "db">, caller: SignedIn | null, userId: string) {
  authorize(caller?.actor, (actor) => canManageSessionsOf(actor, userId), SEE_SESSIONS);
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  if (gone.length === 0 && !(await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()))
    throw notFound(NO_SUCH_ACCOUNT);
  return { message: gone.length === 0 ? "No session was active." : `Ended ${devices(gone.length)}.`, ended: gone.length };
}

/**
 * Signs the caller out: of this device (the default), of every other device (this one stays), or
 * of all of them. Only the caller's own sessions, by the session their token names.
 */
export async function signOut({ db }: Pick<Deps, "db">, caller: SignedIn, scope: SignOutScope = "this-device") {
  const own = eq(sessions.userId, caller.actor.id);
  const which = {
    "this-device": and(own, eq(sessions.id, caller.sessionId)),
    "other-devices": and(own, ne(sessions.id, caller.sessionId)),
    "all-devices": own,
  }[scope];
  const gone = await db.delete(sessions).where(which).returning({ id: sessions.id });
  const others = gone.length === 0 ? "No other device was signed in." : `Signed out of ${devices(gone.length, "other ")}.`;
  return { message: scope === "other-devices" ? others : "Signed out", ended: gone.length };
}

const devices = (count: number, kind = "") => `${count} ${kind}${count === 1 ? "device" : "devices"}`;

/** Deletes sessions past their expiry (their tokens have expired too). Run by the daily cron; answers how many went. */
export async function forgetExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())).returning({ id: sessions.id });
  return gone.length;
}
