import { NavLink, useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/icon";
import { WelcomeBanner } from "~/components/welcome-banner";
import { formatCount } from "~/lib/counts";
import type { Actor } from "~/lib/permissions";
import { ADMIN_TAB_LABELS, adminTabPath, type AdminActionData, type AdminTab } from "./types";

type Counts = { total: number; pending: number; newMessages: number };

/** The tabs in the order the navigation shows them, each with its icon. */
const NAVIGATION: { tab: AdminTab; icon: IconName }[] = [
  { tab: "pending", icon: "clock" },
  { tab: "users", icon: "users" },
  { tab: "updates", icon: "bell" },
  { tab: "messages", icon: "inbox" },
  { tab: "leads", icon: "phone" },
  { tab: "orders", icon: "clipboard-list" },
  { tab: "centres", icon: "school" },
  { tab: "competitions", icon: "trophy" },
  { tab: "network", icon: "trending-up" },
  { tab: "transfers", icon: "arrow-right-left" },
  { tab: "privacy", icon: "shield-check" },
  { tab: "settings", icon: "settings" },
  { tab: "activity", icon: "list" },
];

function labelOf(tab: AdminTab, counts: Counts) {
  if (tab === "pending") return `${ADMIN_TAB_LABELS.pending} (${formatCount(counts.pending)})`;
  if (tab === "messages") return `${ADMIN_TAB_LABELS.messages} (${formatCount(counts.newMessages)})`;
  return ADMIN_TAB_LABELS[tab];
}

/** The tab whose address this is (a tab's own pages, e.g. a later page of a list, included). */
function currentTab(pathname: string): AdminTab {
  const path = pathname.replace(/\/+$/, "");
  return (
    NAVIGATION.find(({ tab }) => tab !== "pending" && (path === adminTabPath(tab) || path.startsWith(`${adminTabPath(tab)}/`)))?.tab ??
    "pending"
  );
}

/** The dashboard around every tab: who is signed in, the headline counts, the tabs as links, and the current tab's panel. */
export function AdminDashboard({ user, counts, children }: { user: Actor; counts: Counts; children: ReactNode }) {
  const active = currentTab(useLocation().pathname);
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-5 sm:space-y-6 sm:px-6 sm:py-10">
      <WelcomeBanner name={user.name} role={user.role} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatCard icon={<Icon name="users" className="size-6" />} label="Total Users" value={counts.total} />
        <StatCard icon={<Icon name="clock" className="size-6" />} label="Pending Requests" value={counts.pending} />
      </ul>

      <nav aria-label="Dashboard sections">
        {/* Two by two on a phone, so the current section is always in sight; one row from sm up. */}
        <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1 sm:flex sm:flex-wrap">
          {NAVIGATION.map(({ tab, icon }) => (
            <li key={tab} className="flex">
              <NavLink
                to={adminTabPath(tab)}
                // Pending Requests is /admin itself: current only there, not on every tab below it.
                end={tab === "pending"}
                preventScrollReset
                className={({ isActive }) =>
                  `flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto sm:whitespace-nowrap sm:px-4 ${
                    isActive ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/70 hover:text-brand-800"
                  }`
                }
              >
                <Icon name={icon} className="size-4" />
                {labelOf(tab, counts)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="admin-panel-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="admin-panel-heading" className="sr-only">
          {labelOf(active, counts)}
        </h2>
        {children}
      </section>
    </div>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:p-5">
      <span className="hidden size-12 shrink-0 sm:flex items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <p className="flex flex-col">
        <span className="text-sm font-semibold text-slate-600">{label}</span>
        <span className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{formatCount(value)}</span>
      </p>
    </li>
  );
}

/**
 * The answer to a form of this tab sent without JavaScript (with JavaScript the forms use fetchers
 * and say it in toasts and dialogs): the temporary password must not be lost either way. Each tab
 * route shows it, as each has its own action.
 */
export function AdminActionResult() {
  const data = useActionData<AdminActionData>();
  if (!data) return null;
  const success = data.ok;
  return (
    <p
      role={success ? "status" : "alert"}
      className={`mb-4 rounded-xl border p-4 font-semibold ${success ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {data.message}
    </p>
  );
}
