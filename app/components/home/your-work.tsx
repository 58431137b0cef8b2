import { Link } from "@remix-run/react";
import { Icon, type IconName } from "~/components/icon";
import type { AdminWork, PartnerWork } from "~/services/first-screen.server";

type Task = { to: string; icon: IconName; count: number; one: string; many: string; none: string };

const plural = (task: Task) => (task.count === 0 ? task.none : `${task.count} ${task.count === 1 ? task.one : task.many}`);

function partnerTasks(work: PartnerWork): Task[] {
  return [
    {
      to: "/my-centres/leads",
      icon: "phone",
      count: work.newBookings,
      one: "new demo booking",
      many: "new demo bookings",
      none: "No new demo bookings",
    },
    {
      to: "/kit-ordering/orders",
      icon: "package",
      count: work.ordersToPay,
      one: "order to pay",
      many: "orders to pay",
      none: "No orders to pay",
    },
    {
      to: "/my-centres/competitions",
      icon: "ticket",
      count: work.entryFeesToPay,
      one: "entry fee to pay",
      many: "entry fees to pay",
      none: "No entry fees to pay",
    },
    {
      to: "/my-centres/competitions",
      icon: "trophy",
      count: work.openCompetitions,
      one: "competition open for entries",
      many: "competitions open for entries",
      none: "No competition open for entries",
    },
  ];
}

function adminTasks(work: AdminWork): Task[] {
  return [
    {
      to: "/admin",
      icon: "user-plus",
      count: work.pendingSignUps,
      one: "sign-up to approve",
      many: "sign-ups to approve",
      none: "No sign-ups to approve",
    },
    { to: "/admin/leads?status=new", icon: "phone", count: work.newLeads, one: "new lead", many: "new leads", none: "No new leads" },
    {
      to: "/admin/orders?status=placed",
      icon: "package",
      count: work.ordersToConfirm,
      one: "order to confirm",
      many: "orders to confirm",
      none: "No orders to confirm",
    },
    {
      to: "/admin/orders?payment=reported",
      icon: "check-check",
      count: work.paymentsToCheck,
      one: "payment to check",
      many: "payments to check",
      none: "No payments to check",
    },
    { to: "/admin/messages", icon: "mail", count: work.newMessages, one: "new message", many: "new messages", none: "No new messages" },
    {
      to: "/admin/centres",
      icon: "map-pin",
      count: work.partnersWithoutCentre,
      one: "partner without a centre",
      many: "partners without a centre",
      none: "Every partner has a centre",
    },
  ];
}

/** The home page's first screen (a default export: the home page loads it lazily, for signed-in people only) for a signed-in partner or admin: their own work, each a tap from where it is done. */
export default function YourWork({ work }: { work: PartnerWork | AdminWork }) {
  const tasks = work.kind === "partner" ? partnerTasks(work) : adminTasks(work);
  const unlinked = work.kind === "partner" && work.centres === 0;
  return (
    <section aria-labelledby="your-work-heading" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h2 id="your-work-heading" className="text-lg font-bold text-brand-900">
          {work.kind === "partner" ? "Your centres today" : "Waiting for you"}
        </h2>
        {unlinked ? (
          <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
            Your account is not linked to a centre yet, so demo bookings and students cannot reach you. The administrator sees this on their
            list and will link your centre; you can order kits meanwhile.
          </p>
        ) : null}
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tasks.map((task) => (
            <li key={task.one}>
              <Link
                to={task.to}
                className={`flex items-center gap-3 rounded-xl border bg-white p-4 font-semibold shadow-sm hover:border-brand-300 hover:bg-brand-50 ${
                  task.count ? "border-brand-200 text-brand-900" : "border-slate-200 text-slate-600"
                }`}
              >
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${task.count ? "bg-sun-300 text-brand-900" : "bg-slate-100 text-slate-500"}`}
                >
                  <Icon name={task.icon} className="size-5" />
                </span>
                {plural(task)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
