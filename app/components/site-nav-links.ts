import { canOrderKits, canRunCentres, isAdmin } from "~/lib/permissions";
import { PUBLIC_LINKS } from "~/lib/site";
import type { PublicUser } from "~/services/users.server";

export type NavItem = { to: string; label: string };

/** Header links by role: everyone the six public pages; kit ordering and the dashboard by right. */
export function navItemsFor(user: PublicUser | null): NavItem[] {
  const items: NavItem[] = [...PUBLIC_LINKS];
  if (canOrderKits(user)) items.push({ to: "/kit-ordering", label: "Kit Ordering" });
  if (canRunCentres(user)) items.push({ to: "/my-centres", label: "My Centres" });
  if (isAdmin(user)) items.push({ to: "/admin", label: "Admin Dashboard" });
  return items;
}
