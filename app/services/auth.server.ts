import { and, eq, sql } from "drizzle-orm";
import { notifications, users, type UserRow } from "~/db/schema";
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
 * in one atomic batch. No token: a pending account cannot sign in yet.
 */
export async function registerUser(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  input: RegisterInput,
): Promise<{ user: PublicUser; message: string }> {
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
    return { user: toPublicUser(row), message: REGISTRATION_PENDING_MESSAGE };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (String(error).includes("UNIQUE constraint failed")) {
      throw conflict("An account with this email already exists", { email: ["An account with this email already exists"] });
    }
    throw error;
  }
}

/**
 * Checks the credentials, refuses pending accounts and expired temporary passwords, records
 * lastLogin and issues a token, and the client's device token (lib/device-token.server.ts). The
 * attempt is judged by the failures of the device its `deviceToken` names when that token is the
 * account's own under its present password, else by the account's failures from all untrusted
 * clients (sign-in-throttle.server.ts).
 */
export async function loginUser(
  { db, jwtSecret }: AuthDeps,
  input: LoginInput,
  { deviceToken = null, now = new Date() }: { deviceToken?: string | null; now?: Date } = {},
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

  const lastLogin = now.toISOString();
  const [[updated]] = await db.batch([
    db.update(users).set({ lastLogin }).where(eq(users.id, row.id)).returning(),
    clearFailures(db, judge),
  ]);
  const user = toPublicUser(updated ?? { ...row, lastLogin });
  const [token, newDeviceToken] = await Promise.all([
    signToken(row, jwtSecret),
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
 * The current user behind a token, or null. The row is read on every call, so a deleted or
 * deactivated user, a changed role or a bumped token version ends the token at once.
 */
export async function getUserForToken({ db, jwtSecret }: AuthDeps, token: string): Promise<PublicUser | null> {
  const claims = await readToken(token, jwtSecret);
  if (!claims) return null;
  const row = await findUserById(db, claims.sub);
  if (!row || row.tokenVersion !== claims.tv || row.role !== claims.role) return null;
  if (!isApprovedAccount(row) || !isActiveAccount(row)) return null;
  return toPublicUser(row);
}

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";

/**
 * Sets a new password after checking the current one. The token version moves on, so every other
 * session of the account ends; the caller gets a fresh token for this one.
 */
export async function changePassword({ db, jwtSecret }: AuthDeps, actor: Actor | null, input: ChangePasswordInput) {
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
  const updated = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null, tokenVersion: row.tokenVersion + 1 })
    // Two changes at once: only the one that saw the current version wins.
    .where(and(eq(users.id, row.id), eq(users.tokenVersion, row.tokenVersion)))
    .returning()
    .get();
  if (!updated) throw conflict("Your password was changed elsewhere just now. Please sign in again.");
  return { token: await signToken(updated, jwtSecret), user: toPublicUser(updated), message: PASSWORD_CHANGED_MESSAGE };
}

/**
 * Signs the caller out: the token version moves on, so this token (and the account's other
 * sessions, which share the version) stops working at once, wherever a copy of it is. A token is
 * stateless, so a per-token deny-list would need a row per sign-out; moving the version on is what
 * changing the password already does, and signing out everywhere is the safe side.
 */
export async function signOut({ db }: Pick<Deps, "db">, actor: Actor | null): Promise<void> {
  if (!actor) throw notSignedIn();
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, actor.id));
}
