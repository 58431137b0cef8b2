import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { notifications, passwordResetCodes, signInFailures, users, type UserRow } from "~/db/schema";
import { issueDeviceToken } from "~/lib/device-token.server";
import { hmacKey } from "~/lib/hmac.server";
import { invalidInput } from "~/lib/errors";
import { usersLink } from "~/lib/notification-links";
import { hashPassword } from "~/lib/password.server";
import { isActiveAccount } from "~/lib/permissions";
import { FORGOT_PASSWORD_MESSAGE, RESET_CODE_MESSAGE, type ForgotPasswordInput, type ResetPasswordInput } from "~/validation/auth";
import { refuseCommonPassword } from "./auth.server";
import type { Deps } from "./deps.server";
import { accountKey, failuresOfAccount } from "./sign-in-throttle.server";
import { findUserByEmail } from "./users.server";
import { readWhatsAppSettings } from "./site-info.server";
import { sendWhatsAppTemplate, type WhatsAppConfig } from "./whatsapp.server";
import { sendResetLink } from "./password-reset-link.server";

// "Forgot password?": a 6-digit code to the account's WhatsApp number, valid for 15 minutes, of
// which only a keyed hash is stored (one row per account; a new request replaces it). Without
// WhatsApp delivery, or without a number on the account, the admin feed hears of the request, and
// the admin issues a temporary password from User Management. The requester is told the same in
// every case, at once: the work runs after the answer (Deps.afterResponse).

export const CODE_LIFETIME_MS = 15 * 60 * 1000;
/** Wrong codes that end a code: the next try fails even with the right one. */
export const MAX_CODE_ATTEMPTS = 5;
/** The first wait between two codes for one account; each later code in the hour waits as long as all before it. */
export const FIRST_CODE_SPACING_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type ResetDeps = Pick<Deps, "db" | "jwtSecret" | "whatsApp" | "afterResponse" | "deliver" | "email">;

/** POST /api/auth/forgot: answers the one message at once; sends the code (or tells the admin) afterwards. */
export function requestPasswordReset(deps: ResetDeps, input: ForgotPasswordInput, now = new Date()): { message: string } {
  deps.afterResponse(
    sendResetCode(deps, input.email, now).catch((error: unknown) => {
      console.error("Password reset: the request could not be handled", error);
    }),
  );
  // A link by email as well, when email is configured (services/password-reset-link.server.ts).
  deps.afterResponse(
    sendResetLink(deps, input.email, now).catch((error: unknown) => console.error("Password reset: no email link", error)),
  );
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** The work behind a request (exported for tests): nothing for unknown or deactivated accounts. */
export async function sendResetCode(deps: ResetDeps, email: string, now = new Date()): Promise<"sent" | "admin" | "none"> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !isActiveAccount(user)) return "none";
  if (deps.whatsApp && user.whatsappNumber) {
    // The code goes as the approved authentication template; switched off in Settings, the admin is asked instead.
    const { templates } = await readWhatsAppSettings(deps);
    if (templates.password_code.enabled)
      return (await sendCode(deps, deps.whatsApp, templates.password_code.name, user, user.whatsappNumber, now)) ? "sent" : "none";
  }
  return (await askAdmin(deps, user, now)) ? "admin" : "none";
}

/**
 * Makes and sends a new code, unless this account had one too recently: the second code of an hour
 * may follow the first after a minute, and each later one waits as long as all before it took
 * (1, 1, 2, 4, 8, 16 minutes): at most seven in an hour. The row's createdAt is when that hour began.
 */
async function sendCode(deps: ResetDeps, config: WhatsAppConfig, template: string, user: UserRow, to: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const existing = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)).get();
  let windowStart = now.getTime();
  if (existing) {
    const start = Date.parse(existing.createdAt);
    const lastSent = Date.parse(existing.expiresAt) - CODE_LIFETIME_MS;
    if (now.getTime() - start < HOUR_MS) {
      const spacing = Math.max(FIRST_CODE_SPACING_MS, lastSent - start);
      if (now.getTime() - lastSent < spacing) return false;
      windowStart = start;
    }
  }
  const code = randomCode();
  const row = {
    userId: user.id,
    codeHash: await hashCode(deps.jwtSecret, user.id, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
    failedAttempts: 0,
    createdAt: new Date(windowStart).toISOString(),
  };
  // Two requests at the same moment: only the one that saw the row as it is replaces it (and sends).
  const saved = await db
    .insert(passwordResetCodes)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: row,
      setWhere: existing ? eq(passwordResetCodes.expiresAt, existing.expiresAt) : sql`0`,
    })
    .returning({ userId: passwordResetCodes.userId })
    .get();
  if (!saved) return false;
  await sendWhatsAppTemplate(config, to, { kind: "password_code", name: template, parameters: [code] });
  return true;
}

/** The admin feed hears of the request, at most once an hour per account (one statement: no race). */
async function askAdmin({ db, deliver }: Pick<Deps, "db" | "deliver">, user: UserRow, now: Date): Promise<boolean> {
  const message = `${user.name} (${user.email}) cannot sign in and asks for a new password. Reset it in User Management and send them the temporary password.`;
  const title = `${user.name} asks for a password reset`;
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(isNull(notifications.recipientId), eq(notifications.message, message), gt(notifications.time, hourAgo)));
  const id = crypto.randomUUID();
  const inserted = await insertSelect(
    db,
    notifications,
    { id, title, message, time: now.toISOString(), link: usersLink() },
    { where: sql`not exists ${recent}` },
  ).returning({ id: notifications.id });
  // Like the rest of the feed, it goes to the admin's WhatsApp number too when delivery is configured.
  if (inserted.length > 0) deliver([id]);
  return inserted.length > 0;
}

/**
 * POST /api/auth/reset: the right code, within 15 minutes and before five wrong ones, sets the new
 * password, ends every session, forgets the sign-in failures and the
 * code. Signs nothing in, but answers a device token: the code proved the owner, so the client that
 * used it is a trusted device at the next sign-in however long strangers' guesses hold the account
 * up (OWASP's device cookies, lib/device-token.server.ts). A wrong, expired or missing code: one 400
 * naming `code`.
 */
export async function resetPassword({ db, jwtSecret }: Pick<Deps, "db" | "jwtSecret">, input: ResetPasswordInput, now = new Date()) {
  refuseCommonPassword(input.password, "password");
  const wrongCode = () => invalidInput(RESET_CODE_MESSAGE, { code: [RESET_CODE_MESSAGE] });
  const found = await db
    .select({ user: users, code: passwordResetCodes })
    .from(users)
    .innerJoin(passwordResetCodes, eq(passwordResetCodes.userId, users.id))
    .where(eq(users.email, input.email))
    .get();
  // A wrong code costs the same work whatever the email (no account, no code, a spent or a live
  // one): the same hash and the same two statements, so the time taken tells nothing about it.
  const account = found && isActiveAccount(found.user) ? found : null;
  const codeHash = await hashCode(jwtSecret, account?.user.id ?? "nobody", input.code);
  const usable = and(
    // No account: an id no row has, so the count below changes nothing.
    eq(passwordResetCodes.userId, account?.user.id ?? ""),
    lt(passwordResetCodes.failedAttempts, MAX_CODE_ATTEMPTS),
    gt(passwordResetCodes.expiresAt, now.toISOString()),
  );
  if (!account || account.code.codeHash !== codeHash) {
    // Counted atomically, so five guesses sent at once still end the code.
    await db
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
      .where(usable);
    throw wrongCode();
  }
  const { user } = account;
  const passwordHash = await hashPassword(input.password);
  // The code goes first; the password changes only if it was still usable (changes() > 0).
  const [, changed] = await db.batch([
    db.delete(passwordResetCodes).where(and(usable, eq(passwordResetCodes.codeHash, codeHash))),
    db
      .update(users)
      // The new password ends every session of the account (trigger, migration 0021).
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(and(eq(users.id, user.id), sql`changes() > 0`))
      .returning({ id: users.id }),
    // A new password is a fresh start for the sign-in throttle too (only when it was set).
    db.delete(signInFailures).where(and(failuresOfAccount(user.email), sql`changes() > 0`)),
  ]);
  if (changed.length === 0) throw wrongCode();
  const deviceToken = await issueDeviceToken(jwtSecret, { account: accountKey(user.email), passwordHash }, { now });
  return { message: "Your password has been changed. Sign in with your new password.", deviceToken };
}

/** A uniformly random 6-digit code. */
function randomCode(): string {
  const limit = 4_294_000_000; // a multiple of 1,000,000 below 2^32: no digit is likelier than another
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, "0");
  }
}

/** HMAC-SHA-256 of the account and the code, keyed with the server's secret: the table alone cannot be searched for the code. */
async function hashCode(secret: string, userId: string, code: string): Promise<string> {
  const key = await hmacKey(secret, "password-reset");
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${userId}:${code}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
