import { Link, useActionData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { WelcomeBanner } from "~/components/welcome-banner";
import type { AdminLoaderData } from "~/routes/_site.admin";
import { ActivityLog } from "./activity-log";
import { CentresTab } from "./centres-tab";
import { CompetitionsTab } from "./competitions-tab";
import { ContactMessages } from "./contact-messages";
import { LeadsTab } from "./leads-tab";
import { OrdersTab } from "./orders-tab";
import { PendingRequests } from "./pending-requests";
import { SettingsTab } from "./settings-tab";
import type { AdminActionData, AdminTab } from "./types";
import { UpdatesTab } from "./updates-tab";
import { UserManagement } from "./user-management";
import { formatCount } from "~/lib/counts";

export function AdminDashboard({ data }: { data: AdminLoaderData }) {
  const { user, counts } = data;
  const tabs: { id: AdminTab; label: string; icon: ReactNode }[] = [
    { id: "pending", label: `Pending Requests (${formatCount(counts.pending)})`, icon: <Icon name="clock" className="size-4" /> },
    { id: "users", label: "User Management", icon: <Icon name="users" className="size-4" /> },
    { id: "updates", label: "Updates", icon: <Icon name="bell" className="size-4" /> },
    { id: "messages", label: `Messages (${formatCount(counts.newMessages)})`, icon: <Icon name="inbox" className="size-4" /> },
    { id: "leads", label: "Leads", icon: <Icon name="phone" className="size-4" /> },
    { id: "orders", label: "Orders", icon: <Icon name="clipboard-list" className="size-4" /> },
    { id: "centres", label: "Centres", icon: <Icon name="school" className="size-4" /> },
    { id: "competitions", label: "Competitions", icon: <Icon name="trophy" className="size-4" /> },
    { id: "settings", label: "Settings", icon: <Icon name="settings" className="size-4" /> },
    { id: "activity", label: "Activity", icon: <Icon name="list" className="size-4" /> },
  ];
  const active = tabs.find((tab) => tab.id === data.data.tab) ?? tabs[0]!;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-5 sm:space-y-6 sm:px-6 sm:py-10">
      <WelcomeBanner name={user.name} role={user.role} />
      <ActionResult />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatCard icon={<Icon name="users" className="size-6" />} label="Total Users" value={counts.total} />
        <StatCard icon={<Icon name="clock" className="size-6" />} label="Pending Requests" value={counts.pending} />
      </ul>

      <nav aria-label="Dashboard sections">
        {/* Two by two on a phone, so the current section is always in sight; one row from sm up. */}
        <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1 sm:flex sm:flex-wrap">
          {tabs.map((tab) => {
            const current = tab.id === active.id;
            return (
              <li key={tab.id} className="flex">
                <Link
                  to={tab.id === "pending" ? "?tab=pending" : `?tab=${tab.id}`}
                  preventScrollReset
                  aria-current={current ? "page" : undefined}
                  className={`flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-center text-sm font-semibold transition sm:w-auto sm:whitespace-nowrap sm:px-4 ${
                    current ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/70 hover:text-brand-800"
                  }`}
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="admin-panel-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="admin-panel-heading" className="sr-only">
          {active.label}
        </h2>
        <Panel data={data} />
      </section>
    </div>
  );
}

function Panel({ data }: { data: AdminLoaderData }) {
  const tab = data.data;
  if (tab.tab === "users") return <UserManagement key="users" page={tab} me={data.user} />;
  if (tab.tab === "updates") return <UpdatesTab competitions={tab.competitions} />;
  if (tab.tab === "settings") return <SettingsTab key="settings" info={tab.info} />;
  if (tab.tab === "messages") return <ContactMessages key="messages" page={tab} newCount={data.counts.newMessages} />;
  if (tab.tab === "orders") return <OrdersTab page={tab} />;
  if (tab.tab === "activity") return <ActivityLog page={tab} />;
  if (tab.tab === "leads") return <LeadsTab page={tab} />;
  if (tab.tab === "competitions") return <CompetitionsTab page={tab} />;
  if (tab.tab === "centres") return <CentresTab page={tab} />;
  return <PendingRequests users={tab.pending} total={data.counts.pending} more={tab.morePending} />;
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
 * The answer to a form sent without JavaScript (with JavaScript the forms use fetchers and say it
 * in toasts and dialogs): the temporary password must not be lost either way.
 */
function ActionResult() {
  const data = useActionData<AdminActionData>();
  if (!data) return null;
  const success = data.ok;
  return (
    <p
      role={success ? "status" : "alert"}
      className={`rounded-xl border p-4 font-semibold ${success ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {data.message}
    </p>
  );
}
