import { and, desc, eq, sql } from "drizzle-orm";
import { blogLikes, signInFailures, users } from "~/db/schema";
import { conflict, notAllowed, notFound } from "~/lib/errors";
import { hashPassword } from "~/lib/password.server";
import { temporaryPassword, temporaryPasswordExpiry } from "~/lib/temporary-password.server";
import { authorize, canManageUsers, userChangeRefusal, userDeletionRefusal, type Actor, type GuardedUserChange } from "~/lib/permissions";
import { readPage, type Pagination } from "~/lib/pagination.server";
import type { EditUserInput, NewUserInput } from "~/validation/users";
import { activityEntry, changedFields } from "./activity.server";
import { partnerUpdate } from "./notifications.server";
import type { Deps } from "./deps.server";
import { toPublicUser, type PublicUser } from "./users.server";
import { failuresOfAccount } from "./sign-in-throttle.server";

type DbDeps = Pick<Deps, "db">;

export const USER_APPROVED_MESSAGE = "User approved successfully!";
const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists";

const MANAGE_USERS = "Only administrators can manage users.";

/** Every account, newest first, one page of it. */
export async function listUsers({ db }: DbDeps, actor: Actor | null, page: Pagination) {
  authorize(actor, canManageUsers, MANAGE_USERS);
  const { items, ...more } = await readPage(db.select().from(users).orderBy(desc(users.createdAt)), page, db);
  return { users: items.map(toPublicUser), ...more };
}

/** Franchise sign-ups waiting for approval, oldest first (first come, first served), one page of them. */
export async function listPendingUsers({ db }: DbDeps, actor: Actor | null, page: Pagination) {
  authorize(actor, canManageUsers, MANAGE_USERS);
  const { items, ...more } = await readPage(db.select().from(users).where(eq(users.isApproved, false)).orderBy(users.createdAt), page, db);
  // The city the applicant gave at sign-up, for the admin deciding.
  return { users: items.map((row) => ({ ...toPublicUser(row), city: row.city })), ...more };
}

/** "Name <email>" of an account, read in the log's own statement (after the change it records). */
const accountLabel = (id: string) =>
  sql`coalesce((select ${users.name} || ' <' || ${users.email} || '>' from ${users} where ${users.id} = ${id}), 'an account')`;

/** Approves an account; approving one already approved changes nothing. */
export async function approveUser({ db, deliver }: Pick<Deps, "db" | "deliver">, actor: Actor | null, id: string): Promise<PublicUser> {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const update = partnerUpdate(db, {
    recipientId: id,
    title: "Account approved",
    message: "Your franchise partner account is approved. You can now order teaching kits.",
    link: "/kit-ordering",
  });
  const [[row]] = await db.batch([
    db
      .update(users)
      .set({ isApproved: true })
      .where(and(eq(users.id, id), eq(users.isApproved, false)))
      .returning(),
    activityEntry(db, admin, { action: "user.approve", target: id, summary: sql`'Approved ' || ${accountLabel(id)}` }),
    update.statement,
  ]);
  if (row) deliver([update.id]);
  // Already approved: nothing changed (and nothing is logged).
  const current = row ?? (await db.select().from(users).where(eq(users.id, id)).get());
  if (!current) throw notFound("User not found.");
  return toPublicUser(current);
}

/** Rejects a sign-up still waiting for approval: the account is deleted. */
export async function rejectUser({ db }: DbDeps, actor: Actor | null, id: string): Promise<PublicUser> {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const who = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id)).get();
  const [[row]] = await db.batch([
    db
      .delete(users)
      .where(and(eq(users.id, id), eq(users.isApproved, false)))
      .returning(),
    activityEntry(db, admin, { action: "user.reject", target: id, summary: `Rejected the sign-up of ${who?.name} <${who?.email}>` }),
  ]);
  if (!row) throw notFound("No sign-up waiting for approval has this id.");
  return toPublicUser(row);
}

/**
 * Creates an approved account with a random temporary password, answered once; the user must
 * choose their own password at first sign-in, within 72 hours.
 */
export async function createUserByAdmin(
  { db }: DbDeps,
  actor: Actor | null,
  input: NewUserInput,
): Promise<{ user: PublicUser; tempPassword: string }> {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const tempPassword = temporaryPassword();
  const passwordHash = await hashPassword(tempPassword);
  const id = crypto.randomUUID();
  const [[row]] = await db.batch([
    db
      .insert(users)
      .values({
        id,
        name: input.name,
        email: input.email,
        whatsappNumber: input.whatsappNumber ?? null,
        role: input.role,
        isApproved: true,
        mustChangePassword: true,
        passwordExpiresAt: temporaryPasswordExpiry(),
        passwordHash,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(),
    // Never the password: only that a temporary one was issued.
    activityEntry(db, admin, {
      action: "user.create",
      target: id,
      summary: `Created ${input.role === "admin" ? "the administrator" : "the partner"} ${input.name} <${input.email}> with a temporary password`,
    }),
  ]);
  if (!row) throw conflict(DUPLICATE_EMAIL_MESSAGE, { email: [DUPLICATE_EMAIL_MESSAGE] });
  return { user: toPublicUser(row), tempPassword };
}

/**
 * Deletes an account (never admin-1, never the admin's own) with its likes; its tokens stop
 * working at once. Its orders stay: invoices are kept for the accounts.
 */
export async function deleteUser({ db }: DbDeps, actor: Actor | null, id: string): Promise<PublicUser> {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const refusal = userDeletionRefusal(admin, { id });
  if (refusal) throw notAllowed(refusal);
  const who = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id)).get();
  const [, [row]] = await db.batch([
    db.delete(blogLikes).where(eq(blogLikes.userId, id)),
    db.delete(users).where(eq(users.id, id)).returning(),
    activityEntry(db, admin, { action: "user.delete", target: id, summary: `Deleted ${who?.name} <${who?.email}>` }),
  ]);
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}

/** The admin, when they may make `change` to the account `id`; otherwise a 403 saying why. */
function allowChange(actor: Actor | null, id: string, change: GuardedUserChange): Actor {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const refusal = userChangeRefusal(admin, { id }, change);
  if (refusal) throw notAllowed(refusal);
  return admin;
}

/**
 * Edits an account's name, WhatsApp number and role (fields left out keep their value). Taking
 * the admin role away is refused for admin-1 and for oneself; a changed role ends the account's
 * sessions at once, and a new admin counts as approved.
 */
export async function editUser({ db }: DbDeps, actor: Actor | null, id: string, input: EditUserInput): Promise<PublicUser> {
  const admin = input.role === "franchise" ? allowChange(actor, id, "demote") : authorize(actor, canManageUsers, MANAGE_USERS);
  const before = await db.select().from(users).where(eq(users.id, id)).get();
  if (!before) throw notFound("User not found.");
  const changes = changedFields(before, input, { name: "name", whatsappNumber: "WhatsApp", role: "role" }) || "no changes";
  const [[row]] = await db.batch([
    db
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.whatsappNumber !== undefined ? { whatsappNumber: input.whatsappNumber } : {}),
        // A new role ends the account's sessions (trigger, migration 0021).
        ...(input.role ? { role: input.role } : {}),
        ...(input.role === "admin" ? { isApproved: true } : {}),
      })
      .where(eq(users.id, id))
      .returning(),
    activityEntry(db, admin, { action: "user.edit", target: id, summary: `Edited ${before.name} <${before.email}>: ${changes}` }),
  ]);
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}

/**
 * Deactivates an account (never admin-1, never one's own): it cannot sign in, and every session
 * it has ends at once. Its orders and posts stay. Deactivating it again keeps the first date.
 */
export async function deactivateUser({ db }: DbDeps, actor: Actor | null, id: string, now = new Date()): Promise<PublicUser> {
  const admin = allowChange(actor, id, "deactivate");
  const [[row]] = await db.batch([
    db
      .update(users)
      // Its sessions end with it (trigger, migration 0021).
      .set({ deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now.toISOString()})` })
      .where(eq(users.id, id))
      .returning(),
    activityEntry(db, admin, { action: "user.deactivate", target: id, summary: sql`'Deactivated ' || ${accountLabel(id)}` }),
  ]);
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}

/** Lets a deactivated account sign in again (with the password it had); an active one is left as it is. */
export async function reactivateUser({ db }: DbDeps, actor: Actor | null, id: string): Promise<PublicUser> {
  const admin = authorize(actor, canManageUsers, MANAGE_USERS);
  const [[row]] = await db.batch([
    db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning(),
    activityEntry(db, admin, { action: "user.reactivate", target: id, summary: sql`'Reactivated ' || ${accountLabel(id)}` }),
  ]);
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}

/**
 * Gives an account a new temporary password, answered once: every session of the account ends at
 * once, the old password stops working, and the user must choose their own at the next sign-in,
 * within 72 hours (as for an account an admin creates). Never one's own: that is Change password.
 */
export async function resetUserPassword(
  { db }: DbDeps,
  actor: Actor | null,
  id: string,
): Promise<{ user: PublicUser; tempPassword: string }> {
  const admin = allowChange(actor, id, "resetPassword");
  const tempPassword = temporaryPassword();
  const [[row]] = await db.batch([
    db
      .update(users)
      .set({
        passwordHash: await hashPassword(tempPassword),
        mustChangePassword: true,
        passwordExpiresAt: temporaryPasswordExpiry(),
        // The new password ends every session of the account (trigger, migration 0021).
      })
      .where(eq(users.id, id))
      .returning(),
    // Never the password itself.
    activityEntry(db, admin, { action: "user.reset_password", target: id, summary: sql`'Reset the password of ' || ${accountLabel(id)}` }),
    // A fresh start for the sign-in throttle, as a reset with a code is: strangers' guesses at the
    // account do not keep its owner waiting with the new password (services/sign-in-throttle.server.ts).
    db.delete(signInFailures).where(failuresOfAccount(sql`(select ${users.email} from ${users} where ${users.id} = ${id})`)),
  ]);
  if (!row) throw notFound("User not found.");
  return { user: toPublicUser(row), tempPassword };
}
