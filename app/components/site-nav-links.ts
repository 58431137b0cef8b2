import type { MessageId } from "~/i18n/translate";
import { canOrderKits, canRunCentres, isAdmin } from "~/lib/permissions";
import { PUBLIC_LINKS } from "~/lib/site";
import type { PublicUser } from "~/services/users.server";

export type NavItem = { to: string; label: MessageId };

/** Header links by role: everyone the six public pages; kit ordering and the dashboard by right. */
export function navItemsFor(user: PublicUser | null): NavItem[] {
  const items: NavItem[] = PUBLIC_LINKS.map(({ to, key }) => ({ to, label: `shell.nav.${key}` }));
  if (canOrderKits(user)) items.push({ to: "/kit-ordering", label: "shell.nav.kitOrdering" });
  if (canRunCentres(user)) items.push({ to: "/my-centres", label: "shell.nav.myCentres" });
  if (isAdmin(user)) items.push({ to: "/admin", label: "shell.nav.admin" });
  return items;
}
