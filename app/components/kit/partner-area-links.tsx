import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

type AreaLink = { to: string; label: string; icon: IconName };

/** The partner's area beyond the catalogue: their orders, their saved details, their updates, their centres' demo bookings and students. */
export const PARTNER_AREA_LINKS: readonly AreaLink[] = [
  { to: "/kit-ordering/orders", label: "My Orders", icon: "clipboard-list" },
  { to: "/kit-ordering/details", label: "My details", icon: "user-round" },
  { to: "/kit-ordering/updates", label: "Updates", icon: "bell" },
  { to: "/my-centres/leads", label: "Demo bookings", icon: "phone" },
  { to: "/my-centres/students", label: "Students", icon: "users" },
  { to: "/my-centres/competitions", label: "Competitions", icon: "trophy" },
  { to: "/my-centres/level-kits", label: "Level kits", icon: "package" },
];

const ADMIN_AREA_LINKS: readonly AreaLink[] = [
  { to: "/kit-ordering/orders", label: "All Orders", icon: "clipboard-list" },
  { to: "/my-centres/students", label: "All students", icon: "users" },
];

/** The links of the kit-ordering area, by role (admins see every order; the rest is a partner's own). */
export function PartnerAreaLinks({ isAdmin, current }: { isAdmin: boolean; current?: string }) {
  const links = isAdmin ? ADMIN_AREA_LINKS : PARTNER_AREA_LINKS;
  return (
    <nav aria-label="Kit ordering" className="flex flex-wrap gap-2">
      {links
        .filter((link) => link.to !== current)
        .map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon name={link.icon} className="size-4" /> {link.label}
          </Link>
        ))}
    </nav>
  );
}
