import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { passwordResetCodes, passwordResetLinks, signInFailures, users } from "~/db/schema";
import { toBase64Url } from "~/lib/base64";
import { issueDeviceToken } from "~/lib/device-token.server";
import { invalidInput } from "~/lib/errors";
import { hmacKey } from "~/lib/hmac.server";
import { hashPassword } from "~/lib/password.server";
import { isActiveAccount } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { RESET_LINK_INVALID, type ResetLinkInput } from "~/validation/reset-link";
import { refuseCommonPassword } from "./auth.server";
import type { Deps } from "./deps.server";
import { composeEmail, sendEmail } from "./email.server";
import { accountKey, failuresOfAccount } from "./sign-in-throttle.server";
import { findUserByEmail } from "./users.server";

// "Forgot password?" by email, when email is configured: a link to /reset-password/link carrying a
// random token, of which only a keyed hash is stored. It works once, for 30 minutes; using it sets
// the new password, ends every session of the account (the password trigger, migration 0021), the
// account's other links and its WhatsApp code. Always sent: no one can turn reset emails off.
// Opening the link reads nothing away (mail scanners open links): only submitting the form uses it.

export const LINK_LIFETIME_MS = 30 * 60 * 1000;
/** At most one link a minute and five an hour per account: the form cannot flood an inbox. */
export const LINK_SPACING_MS = 60 * 1000;
export const MAX_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_LINK_PATH = "/reset-password/link";
export const RESET_LINK_USED = "This reset link has already been used. Ask for a new one if you need to change your password again.";
export const RESET_LINK_EXPIRED = "This reset link has expired: links work for 30 minutes. Ask for a new one.";

type LinkDeps = Pick<Deps, "db" | "jwtSecret" | "email">;

/**
 * Makes and emails a link for an active account (exported for tests); nothing without email, for
 * an unknown or deactivated account, or too soon after the last link. Answers whether one was sent.
 */
export async function sendResetLink({ db, jwtSecret, email }: LinkDeps, address: string, now = new Date()): Promise<boolean> {
  if (!email) return false;
  const user = await findUserByEmail(db, address);
  if (!user || !isActiveAccount(user)) return false;
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const mine = eq(passwordResetLinks.userId, user.id);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const spacing = new Date(now.getTime() - LINK_SPACING_MS).toISOString();
  const recent = (since: string) =>
    db
      .select({ n: sql`1` })
      .from(passwordResetLinks)
      .where(and(mine, gt(passwordResetLinks.createdAt, since)));
  const [, inserted] = await db.batch([
    // Links of an hour ago are long expired: forgotten.
    db.delete(passwordResetLinks).where(and(mine, lt(passwordResetLinks.createdAt, hourAgo))),
    insertSelect(
      db,
      passwordResetLinks,
      {
        tokenHash: await hashToken(jwtSecret, token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
        usedAt: null,
        createdAt: now.toISOString(),
      },
      // One statement: two requests at once cannot both pass.
      { where: sql`not exists ${recent(spacing)} and (select count(*) from ${recent(hourAgo)}) < ${MAX_LINKS_PER_HOUR}` },
    ).returning({ tokenHash: passwordResetLinks.tokenHash }),
  ]);
  if (inserted.length === 0) return false;
  await sendEmail(
    email,
    composeEmail(email, {
      to: user.email,
      subject: `Reset your ${SITE_NAME} password`,
      paragraphs: [
        `Hello ${user.name},`,
        "Someone asked to reset the password of your account. Choose a new password with the link below: it works once, for 30 minutes.",
        "If you did not ask for it, ignore this email: your password stays as it is.",
      ],
      link: { label: "Choose a new password", href: `${RESET_LINK_PATH}?token=${token}` },
      footer: "Password reset emails are always sent to the account that asks for one.",
    }),
  );
  return true;
}

/** What the link page says before the form is sent: null while the link can be used, else why not. */
export async function resetLinkProblem({ db, jwtSecret }: Pick<Deps, "db" | "jwtSecret">, token: string, now = new Date()) {
  return problemOf(await findLink({ db, jwtSecret }, token), now);
}

/**
 * POST /reset-password/link: a usable link sets the new password, ends every session, the sign-in
 * failures, the account's other links and its code; answers a device token, as the code does. A
 * link that is unknown, used or expired: a 400 naming `token`, saying which.
 */
export async function resetPasswordWithLink({ db, jwtSecret }: Pick<Deps, "db" | "jwtSecret">, input: ResetLinkInput, now = new Date()) {
  refuseCommonPassword(input.password, "password");
  const found = await findLink({ db, jwtSecret }, input.token);
  const problem = problemOf(found, now);
  if (problem || !found) throw invalidInput(problem ?? RESET_LINK_INVALID, { token: [problem ?? RESET_LINK_INVALID] });
  const { user, link } = found;
  const usedAt = now.toISOString();
  const passwordHash = await hashPassword(input.password);
  const [, changed] = await db.batch([
    // The link goes first; the password changes only if it was still usable (changes() > 0).
    db
      .update(passwordResetLinks)
      .set({ usedAt })
      .where(
        and(eq(passwordResetLinks.tokenHash, link.tokenHash), isNull(passwordResetLinks.usedAt), gt(passwordResetLinks.expiresAt, usedAt)),
      ),
    db
      .update(users)
      // The new password ends every session of the account (trigger, migration 0021).
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(and(eq(users.id, user.id), sql`changes() > 0`))
      .returning({ id: users.id }),
    db.delete(signInFailures).where(and(failuresOfAccount(user.email), sql`changes() > 0`)),
    // The account's other links and its WhatsApp code end with it.
    db
      .update(passwordResetLinks)
      .set({ usedAt })
      .where(and(eq(passwordResetLinks.userId, user.id), isNull(passwordResetLinks.usedAt), usedNow(link.tokenHash, usedAt))),
    db.delete(passwordResetCodes).where(and(eq(passwordResetCodes.userId, user.id), usedNow(link.tokenHash, usedAt))),
  ]);
  if (changed.length === 0) throw invalidInput(RESET_LINK_USED, { token: [RESET_LINK_USED] });
  const deviceToken = await issueDeviceToken(jwtSecret, { account: accountKey(user.email), passwordHash }, { now });
  return { message: "Your password has been changed. Sign in with your new password.", deviceToken };
}

/** True when this very reset used the link (the batch's first statement). */
const usedNow = (tokenHash: string, usedAt: string) =>
  sql`exists (select 1 from ${passwordResetLinks} where ${passwordResetLinks.tokenHash} = ${tokenHash} and ${passwordResetLinks.usedAt} = ${usedAt})`;

async function findLink({ db, jwtSecret }: Pick<Deps, "db" | "jwtSecret">, token: string) {
  return db
    .select({ link: passwordResetLinks, user: users })
    .from(passwordResetLinks)
    .innerJoin(users, eq(users.id, passwordResetLinks.userId))
    .where(eq(passwordResetLinks.tokenHash, await hashToken(jwtSecret, token)))
    .get();
}

function problemOf(found: Awaited<ReturnType<typeof findLink>>, now: Date): string | null {
  if (!found || !isActiveAccount(found.user)) return RESET_LINK_INVALID;
  if (found.link.usedAt) return RESET_LINK_USED;
  if (found.link.expiresAt <= now.toISOString()) return RESET_LINK_EXPIRED;
  return null;
}

/** HMAC-SHA-256 of the token, keyed with the server's secret: the table alone opens no link. */
async function hashToken(secret: string, token: string): Promise<string> {
  const key = await hmacKey(secret, "password-reset-link");
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
