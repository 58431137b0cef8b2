import type { Role } from "~/db/schema";

type Actor = { role: Role; isApproved: boolean } | null | undefined;

export const isAdmin = (user: Actor) => user?.role === "admin";

/** Kit ordering: admins, and franchise partners once an admin has approved them. */
export const canOrderKits = (user: Actor) => !!user && (user.role === "admin" || (user.role === "franchise" && user.isApproved));

/** The first administrator, seeded by `npm start`: nobody can delete it (the page disables the button too). */
export const PROTECTED_USER_ID = "admin-1";

/** Whether an admin may delete this account: never admin-1, never their own. */
export const canDeleteUser = (actorId: string, userId: string) => userId !== PROTECTED_USER_ID && userId !== actorId;
