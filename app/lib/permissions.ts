import type { Role } from "~/db/schema";

type Actor = { role: Role; isApproved: boolean } | null | undefined;

export const isAdmin = (user: Actor) => user?.role === "admin";

/** Kit ordering: admins, and franchise partners once an admin has approved them. */
export const canOrderKits = (user: Actor) =>
  !!user && (user.role === "admin" || (user.role === "franchise" && user.isApproved));
