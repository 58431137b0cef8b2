import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { notifications, passwordResetCodes, signInFailures, users, type UserRow } from "~/db/schema";
import { issueDeviceToken } from "~/lib/device-token.server";
import { codeWindowStart, hashCode, randomCode } from "~/lib/one-time-code.server";
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
/** The key the codes' hashes are made with (one per purpose). */
const CODE_PURPOSE = "password-reset";
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

/** Makes and sends a new code, unless this account had one too recently (lib/one-time-code.server.ts). */
async function sendCode(deps: ResetDeps, config: WhatsAppConfig, template: string, user: UserRow, to: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const existing = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)).get();
  const windowStart = codeWindowStart(existing, CODE_LIFETIME_MS, now);
  if (windowStart === null) return false;
  const code = randomCode();
  const row = {
    userId: user.id,
    codeHash: await hashCode(deps.jwtSecret, CODE_PURPOSE, user.id, code),
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
  const codeHash = await hashCode(jwtSecret, CODE_PURPOSE, account?.user.id ?? "nobody", input.code);
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
