import { and, eq, sql } from "drizzle-orm";
import { notifications, users } from "~/db/schema";
import { conflict, invalidInput, notAllowed, notSignedIn } from "~/lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/lib/password.server";
import { isApprovedAccount, type Actor } from "~/lib/permissions";
import { readToken, signToken } from "~/lib/token.server";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "~/validation/auth";
import type { Deps } from "./deps.server";
import { findUserByEmail, findUserById, toPublicUser, type PublicUser } from "./users.server";

export const REGISTRATION_PENDING_MESSAGE = "Your request has been sent. Please wait for approval.";
export const PENDING_APPROVAL_MESSAGE = "Your account is waiting for approval by an administrator. You can sign in once it is approved.";
const BAD_CREDENTIALS_MESSAGE = "Invalid email or password";

type AuthDeps = Pick<Deps, "db" | "jwtSecret">;

/**
 * Creates a franchise account waiting for approval, and the admin notification about it,
 * in one atomic batch. No token: a pending account cannot sign in yet.
 */
export async function registerUser(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  input: RegisterInput,
): Promise<{ user: PublicUser; message: string }> {
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
          role: "franchise",
          isApproved: false,
        })
        .returning(),
      db.insert(notifications).values({
        id: notificationId,
        title: "New franchise registration",
        message: `${input.name} (${input.email}) has registered and is waiting for approval.`,
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

/** Checks the credentials, refuses pending accounts, records lastLogin and issues a token. */
export async function loginUser(
  { db, jwtSecret }: AuthDeps,
  input: LoginInput,
): Promise<{ token: string; user: PublicUser; message: string }> {
  const row = await findUserByEmail(db, input.email);
  if (!row) {
    await burnPasswordCheck(input.password);
    throw notSignedIn(BAD_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) throw notSignedIn(BAD_CREDENTIALS_MESSAGE);
  if (!isApprovedAccount(row)) throw notAllowed(PENDING_APPROVAL_MESSAGE);

  const lastLogin = new Date().toISOString();
  const updated = await db.update(users).set({ lastLogin }).where(eq(users.id, row.id)).returning().get();
  const user = toPublicUser(updated ?? { ...row, lastLogin });
  const token = await signToken(row, jwtSecret);
  return { token, user, message: "Signed in successfully" };
}

/**
 * The current user behind a token, or null. The row is read on every call, so a deleted user,
 * a changed role or a bumped token version ends the token at once.
 */
export async function getUserForToken({ db, jwtSecret }: AuthDeps, token: string): Promise<PublicUser | null> {
  const claims = await readToken(token, jwtSecret);
  if (!claims) return null;
  const row = await findUserById(db, claims.sub);
  if (!row || row.tokenVersion !== claims.tv || row.role !== claims.role) return null;
  if (!isApprovedAccount(row)) return null;
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
  if (input.newPassword === input.currentPassword) {
    throw invalidInput("Choose a password different from the current one", {
      newPassword: ["Choose a password different from the current one"],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, tokenVersion: row.tokenVersion + 1 })
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
