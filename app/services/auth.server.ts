import { and, eq } from "drizzle-orm";
import { notifications, sessions, users, type UserRow } from "~/db/schema";
import { conflict, invalidInput, notAllowed, notSignedIn, type ServiceError } from "~/lib/errors";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/lib/common-passwords.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/lib/password.server";
import { pendingRequestsLink } from "~/lib/notification-links";
import { isActiveAccount, isApprovedAccount, type Actor } from "~/lib/permissions";
import { TEMPORARY_PASSWORD_EXPIRED_MESSAGE, temporaryPasswordExpired } from "~/lib/temporary-password.server";
import { deviceTokenHolds, issueDeviceToken, readDeviceToken } from "~/lib/device-token.server";
import { readToken, signToken } from "~/lib/token.server";
import { PENDING_APPROVAL_MESSAGE, type ChangePasswordInput, type LoginInput, type RegisterInput } from "~/validation/auth";
import type { Deps } from "./deps.server";
import { accountKey, claimAttempt, clearFailures, refuseWhileWaiting, trustedDevice, untrustedClientsOf } from "./sign-in-throttle.server";
import { findSessionUser, newSession, noteSeen, type SignedIn } from "./sessions.server";
import { findUserByEmail, findUserById, toPublicUser, type PublicUser } from "./users.server";

export const REGISTRATION_PENDING_MESSAGE = "Your request has been sent. Please wait for approval.";
export { PENDING_APPROVAL_MESSAGE } from "~/validation/auth";
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Please contact the administrator if you need it again.";
const BAD_CREDENTIALS_MESSAGE = "Invalid email or password";

/** The spec's minimum length is checked by the schema; the list of common passwords stays on the server. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalidInput(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] });
}

type AuthDeps = Pick<Deps, "db" | "jwtSecret">;

/**
 * Creates a franchise account waiting for approval, and the admin notification about it,
 * in one atomic batch. No token: a pending account cannot sign in yet. `approvalToldOn`: the
 * WhatsApp number the approval will be sent to, only when this site sends WhatsApp messages.
 */
export async function registerUser(
  { db, deliver, whatsApp }: Pick<Deps, "db" | "deliver" | "whatsApp">,
  input: RegisterInput,
): Promise<{ user: PublicUser; message: string; approvalToldOn: string | null }> {
  refuseCommonPassword(input.password, "password");
  if (await findUserByEmail(db, input.email)) {
    throw conflict("An account with this email already exists", { email: ["An account with this email already exists"] });
  }
  const passwordHash = await hashPassword(input.password);
  const id = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  try {
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({
          id,
          name: input.name,
          email: input.email,
          passwordHash,
          whatsappNumber: input.whatsappNumber,
          city: input.city,
          role: "franchise",
          isApproved: false,
        })
        .returning(),
      db.insert(notifications).values({
        id: notificationId,
        title: "New franchise registration",
        message: `${input.name} (${input.email}) has registered and is waiting for approval.`,
        link: pendingRequestsLink(),
      }),
    ]);
    const row = inserted[0];
    if (!row) throw new Error("Registration insert returned no row");
    deliver([notificationId]);
    return { user: toPublicUser(row), message: REGISTRATION_PENDING_MESSAGE, approvalToldOn: whatsApp ? row.whatsappNumber : null };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (String(error).includes("UNIQUE constraint failed")) {
      throw conflict("An account with this email already exists", { email: ["An account with this email already exists"] });
    }
    throw error;
  }
}

/**
 * Checks the credentials, refuses pending accounts and expired temporary passwords, starts a session
 * for this device (its insert records lastLogin, by trigger) and issues a token naming it, and the
 * client's device token (lib/device-token.server.ts). The
 * attempt is judged by the failures of the device its `deviceToken` names when that token is the
 * account's own under its present password, else by the account's failures from all untrusted
 * clients (sign-in-throttle.server.ts).
 */
export async function loginUser(
  { db, jwtSecret }: AuthDeps,
  input: LoginInput,
  { deviceToken = null, userAgent = null, now = new Date() }: { deviceToken?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<{ token: string; user: PublicUser; message: string; deviceToken: string }> {
  const account = accountKey(input.email);
  // Judged as the device a token names, checked against the account's row once it is read (one round
  // trip for both); a token that does not hold (forged, another account's, from before the password
  // changed) is judged as any stranger is, on a second claim.
  const presented = readDeviceToken(deviceToken, now);
  let judge = presented ? trustedDevice(presented.deviceId) : untrustedClientsOf(account);
  const [[row], firstClaim] = await db.batch([db.select().from(users).where(eq(users.email, account)), claimAttempt(db, judge, now)]);
  let claimed = firstClaim;
  const trusted = !!presented && !!row && (await deviceTokenHolds(presented, jwtSecret, { account, passwordHash: row.passwordHash }));
  if (presented && !trusted) {
    judge = untrustedClientsOf(account);
    claimed = await claimAttempt(db, judge, now);
  }
  if (claimed.length === 0) await refuseWhileWaiting(db, judge, now);
  // An unknown email costs the same time as a wrong password, so timing does not tell them apart.
  const passwordMatches = row ? await verifyPassword(input.password, row.passwordHash) : await burnPasswordCheck(input.password);
  // Already counted as a failure by the claim.
  if (!row || !passwordMatches) throw notSignedIn(BAD_CREDENTIALS_MESSAGE);

  const refusal = refusalAfterPassword(row, now);
  if (refusal) {
    // The password was right: its failures are forgotten all the same.
    await clearFailures(db, judge);
    throw refusal;
  }

  const session = newSession(db, row.id, userAgent, now);
  await db.batch([session.statement, clearFailures(db, judge)]);
  const user = toPublicUser({ ...row, lastLogin: session.row.createdAt });
  const [token, newDeviceToken] = await Promise.all([
    signToken({ ...session.row, role: row.role }, jwtSecret),
    issueDeviceToken(jwtSecret, { account, passwordHash: row.passwordHash }, { now }),
  ]);
  return { token, user, message: "Signed in successfully", deviceToken: newDeviceToken };
}

/** Why an account whose password matched still may not sign in (told only then, so a guess learns nothing about it). */
function refusalAfterPassword(row: UserRow, now: Date): ServiceError | null {
  if (temporaryPasswordExpired(row, now)) return notSignedIn(TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
  if (!isActiveAccount(row)) return notAllowed(DEACTIVATED_MESSAGE);
  if (!isApprovedAccount(row)) return notAllowed(PENDING_APPROVAL_MESSAGE);
  return null;
}

/**
 * The current user behind a token and the session it names, or null. Both are read on every call
 * (one query), so a signed-out session, a deleted or deactivated account, a new password or role
 * ends the token at once.
 */
export async function getUserForToken(
  deps: Pick<Deps, "db" | "jwtSecret" | "afterResponse">,
  token: string,
  now = new Date(),
): Promise<SignedIn | null> {
  const claims = await readToken(token, deps.jwtSecret);
  if (!claims) return null;
  const found = await findSessionUser(deps.db, claims.sub, claims.sid, now);
  if (!found || !isApprovedAccount(found.user) || !isActiveAccount(found.user)) return null;
  noteSeen(deps, claims.sid, found.lastSeenAt, now);
  return { actor: toPublicUser(found.user), sessionId: claims.sid };
}

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";

/**
 * Sets a new password after checking the current one. Every session of the account ends (this one
 * too, by trigger: a copy of its token stops working); the caller gets a new session and its token.
 */
export async function changePassword(
  { db, jwtSecret }: AuthDeps,
  actor: Actor | null,
  input: ChangePasswordInput,
  { userAgent = null }: { userAgent?: string | null } = {},
) {
  if (!actor) throw notSignedIn();
  const row = await findUserById(db, actor.id);
  if (!row) throw notSignedIn();
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw invalidInput("Current password is incorrect", { currentPassword: ["Current password is incorrect"] });
  }
  if (temporaryPasswordExpired(row)) {
    throw invalidInput(TEMPORARY_PASSWORD_EXPIRED_MESSAGE, { currentPassword: [TEMPORARY_PASSWORD_EXPIRED_MESSAGE] });
  }
  if (input.newPassword === input.currentPassword) {
    throw invalidInput("Choose a password different from the current one", {
      newPassword: ["Choose a password different from the current one"],
    });
  }
  refuseCommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const session = newSession(db, row.id, userAgent);
  const [[updated]] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      // Two changes at once: only the one that saw the current password wins.
      .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)))
      .returning(),
    // After the update, whose trigger ended the account's sessions.
    session.statement,
  ]);
  if (!updated) {
    await db.delete(sessions).where(eq(sessions.id, session.row.id));
    throw conflict("Your password was changed elsewhere just now. Please sign in again.");
  }
  const token = await signToken({ ...session.row, role: updated.role }, jwtSecret);
  return { token, user: toPublicUser(updated), message: PASSWORD_CHANGED_MESSAGE };
}
