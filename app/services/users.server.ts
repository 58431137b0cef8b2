import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users, type UserRow } from "~/db/schema";

/** What the API and pages may show of a user: never any password material or token version. */
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
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}
