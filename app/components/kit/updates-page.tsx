import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { PartnerAreaLinks } from "./partner-area-links";
import { formatIndiaDateTime } from "~/lib/dates";

export const UPDATES_PATH = "/kit-ordering/updates";

export type PartnerUpdateView = { id: string; title: string; message: string; time: string; read: boolean; link: string | null };

/** A partner's own updates: their approval, their orders' progress and payment decisions, new demo bookings at their centres, newest first. */
export function UpdatesPage({ notifications, unread }: { notifications: PartnerUpdateView[]; unread: number }) {
  const markAll = useActionFetcher({ errorTitle: "Error updating your updates" });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <Link to="/kit-ordering" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          Kit Ordering
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-extrabold text-brand-900 sm:text-4xl">
          Updates
          {unread > 0 ? (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white" data-testid="unread-count">
              {unread} unread
            </span>
          ) : null}
        </h1>
        <p className="mt-2 text-slate-600">News of your account, your kit orders and your centres' demo bookings, newest first.</p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <PartnerAreaLinks isAdmin={false} current={UPDATES_PATH} />
        <markAll.Form method="post" action={UPDATES_PATH}>
          <input type="hidden" name="intent" value="markRead" />
          <Button type="submit" variant="outline" disabled={unread === 0 || markAll.busy}>
            <Icon name="check-check" className="size-4" />
            {markAll.busy ? "Marking..." : "Mark all as read"}
          </Button>
        </markAll.Form>
      </div>

      {notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <Icon name="bell" className="size-10 text-slate-500" />
          <h2 className="text-lg font-semibold text-slate-800">No updates yet</h2>
          <p className="text-sm text-slate-600">
            When a parent books a demo class at your centre, or an order moves on, you will read it here.
          </p>
        </div>
      ) : (
        <ul aria-label="Updates" className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {notifications.map((update) => (
            <UpdateItem key={update.id} update={update} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UpdateItem({ update }: { update: PartnerUpdateView }) {
  const marker = useActionFetcher({ errorTitle: "Error updating your updates", toastSuccess: false });
  const markRead = () => {
    if (!update.read) marker.submit({ intent: "markRead", id: update.id }, { method: "post", action: UPDATES_PATH });
  };
  return (
    <li className={`flex gap-3 px-4 py-4 sm:px-5 border-l-4 ${update.read ? "border-l-transparent" : "border-l-brand-600 bg-brand-50/70"}`}>
      <Icon
        name={update.read ? "bell" : "bell-ring"}
        className={`mt-0.5 size-5 shrink-0 ${update.read ? "text-slate-400" : "text-brand-700"}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`text-slate-900 ${update.read ? "font-medium" : "font-bold"}`}>
          {update.title}
          {update.read ? null : (
            <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-bold text-white">New</span>
          )}
        </p>
        <p className="mt-0.5 break-words text-sm text-slate-700">{update.message}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <time dateTime={update.time}>{formatIndiaDateTime(update.time)}</time>
          {update.link ? (
            // Following an update is reading it (the submission outlives this page: v3_fetcherPersist).
            <Link
              to={update.link}
              onClick={markRead}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {linkLabel(update.link)}
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** What the link opens, in words. */
function linkLabel(link: string): string {
  if (link.includes("/invoice")) return "View order";
  if (link.startsWith("/kit-ordering")) return "Order kits";
  return "Open";
}
