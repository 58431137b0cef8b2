import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readTogether } from "~/db/read-together.server";
import { users, type UserRow } from "~/db/schema";

/** What the API and pages may show of a user: never any password material. */
export type PublicUser = {
  id: string;
  name: string;
  email: string;
  role: UserRow["role"];
  isApproved: boolean;
  whatsappNumber: string | null;
  createdAt: string;
  lastLogin: string | null;
  mustChangePassword: boolean;
  /** When an admin deactivated the account (it cannot sign in), or null while it is active. */
  deactivatedAt: string | null;
};

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isApproved: row.isApproved,
    whatsappNumber: row.whatsappNumber,
    createdAt: row.createdAt,
    lastLogin: row.lastLogin,
    mustChangePassword: row.mustChangePassword,
    deactivatedAt: row.deactivatedAt ?? null,
  };
}

/** Read with the request's other reads (readTogether): a signed-in page asks for its user and its layout's data at once. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await readTogether(db, db.select().from(users).where(eq(users.id, id)).limit(1));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}
