import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogLikes, users } from "~/db/schema";
import { conflict, notAllowed, notFound, notSignedIn } from "~/lib/errors.server";
import { hashPassword } from "~/lib/password.server";
import { isAdmin, PROTECTED_USER_ID } from "~/lib/permissions";
import type { Pagination } from "~/lib/pagination.server";
import type { NewUserInput } from "~/validation/users";
import { toPublicUser, type PublicUser } from "./users.server";

type Actor = PublicUser | null | undefined;

export const USER_APPROVED_MESSAGE = "User approved successfully!";
const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists";

function requireAdminActor(actor: Actor): asserts actor is PublicUser {
  if (!actor) throw notSignedIn();
  if (!isAdmin(actor)) throw notAllowed("Only administrators can manage users.");
}

/** Every account, newest first, one page of it. */
export async function listUsers(db: Db, actor: Actor, { limit, offset }: Pagination) {
  requireAdminActor(actor);
  const rows = await db
    .select()
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit + 1)
    .offset(offset);
  const hasMore = rows.length > limit;
  return { users: rows.slice(0, limit).map(toPublicUser), hasMore, nextOffset: hasMore ? offset + limit : null };
}

/** Franchise sign-ups waiting for approval, oldest first (first come, first served), one page of them. */
export async function listPendingUsers(db: Db, actor: Actor, { limit, offset }: Pagination) {
  requireAdminActor(actor);
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.isApproved, false))
    .orderBy(users.createdAt)
    .limit(limit + 1)
    .offset(offset);
  const hasMore = rows.length > limit;
  return { users: rows.slice(0, limit).map(toPublicUser), hasMore, nextOffset: hasMore ? offset + limit : null };
}

/** Approves an account; approving one already approved changes nothing. */
export async function approveUser(db: Db, actor: Actor, id: string): Promise<PublicUser> {
  requireAdminActor(actor);
  const row = await db.update(users).set({ isApproved: true }).where(eq(users.id, id)).returning().get();
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}

/** Rejects a sign-up still waiting for approval: the account is deleted. */
export async function rejectUser(db: Db, actor: Actor, id: string): Promise<PublicUser> {
  requireAdminActor(actor);
  const row = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.isApproved, false)))
    .returning()
    .get();
  if (!row) throw notFound("No sign-up waiting for approval has this id.");
  return toPublicUser(row);
}

/** A readable random password: 12 characters without look-alikes (no 0/O, 1/l/I). */
export function temporaryPassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Creates an approved account with a random temporary password, answered once; the user must
 * choose their own password at first sign-in.
 */
export async function createUserByAdmin(db: Db, actor: Actor, input: NewUserInput): Promise<{ user: PublicUser; tempPassword: string }> {
  requireAdminActor(actor);
  const tempPassword = temporaryPassword();
  const passwordHash = await hashPassword(tempPassword);
  const row = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      whatsappNumber: input.whatsappNumber ?? null,
      role: input.role,
      isApproved: true,
      mustChangePassword: true,
      passwordHash,
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
    .get();
  if (!row) throw conflict(DUPLICATE_EMAIL_MESSAGE, { email: [DUPLICATE_EMAIL_MESSAGE] });
  return { user: toPublicUser(row), tempPassword };
}

/**
 * Deletes an account (never admin-1, never the admin's own) with its likes; its tokens stop
 * working at once. Its orders stay: invoices are kept for the accounts.
 */
export async function deleteUser(db: Db, actor: Actor, id: string): Promise<PublicUser> {
  requireAdminActor(actor);
  if (id === PROTECTED_USER_ID) throw notAllowed("The main administrator account cannot be deleted.");
  if (id === actor.id) throw notAllowed("You cannot delete your own account.");
  const [, [row]] = await db.batch([
    db.delete(blogLikes).where(eq(blogLikes.userId, id)),
    db.delete(users).where(eq(users.id, id)).returning(),
  ]);
  if (!row) throw notFound("User not found.");
  return toPublicUser(row);
}
