import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { adminTabPath, NOTIFICATIONS_PATH, type FeedNotification, type NotificationFeed } from "./types";
import { useActionFetcher } from "~/components/use-action-result";
import type { AdminActionData } from "./types";
import { Button } from "~/components/ui/button";
import { formatIndiaDateTime } from "~/lib/dates";

/** How often the feed refreshes itself while the page is visible (spec: 15 seconds). */
export const POLL_INTERVAL_MS = 15_000;

/**
 * The newest notifications, loaded from /admin/notifications when the tab opens, every 15 seconds
 * while the page is visible, when it becomes visible again, on 'Refresh' and after marking as read.
 * A plain fetch, not a fetcher: on flaky mobile data a failed poll must keep the feed on screen and
 * say so, where a fetcher's failure would replace the whole page with the error page.
 */
function useNotificationFeed() {
  const [feed, setFeed] = useState<NotificationFeed>();
  // The first load starts with the page.
  const [loading, setLoading] = useState(true);
  const [unreachable, setUnreachable] = useState(false);
  const inFlight = useRef(false);
  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const response = await fetch(NOTIFICATIONS_PATH);
      // A session that ended is sent to sign in, as any page would be.
      if (response.redirected) return window.location.assign(response.url);
      if (!response.ok) throw new Error(`The feed answered ${response.status}`);
      setFeed((await response.json()) as NotificationFeed);
      setUnreachable(false);
    } catch {
      setUnreachable(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, []);
  const refresh = useCallback(() => {
    if (inFlight.current) return;
    setLoading(true);
    void load();
  }, [load]);

  useEffect(() => {
    void load(); // eslint-disable-line react-hooks/set-state-in-effect -- its state is set after the fetch answers, not synchronously
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, POLL_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [load, refresh]);

  return { feed, loading, unreachable, refresh };
}

export function NotificationsFeed() {
  const { feed, loading, unreachable, refresh } = useNotificationFeed();
  const markAll = useActionFetcher<AdminActionData>({ errorTitle: "Error updating notifications", onSuccess: refresh });
  const unread = feed?.unread ?? 0;
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
          Recent Notifications
          {unread > 0 ? (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white" data-testid="unread-count">
              {unread} unread
            </span>
          ) : null}
        </h3>
        <div className="flex gap-2">
          <markAll.Form method="post" action={adminTabPath("updates")}>
            <input type="hidden" name="intent" value="markRead" />
            <Button type="submit" disabled={unread === 0 || markAll.state !== "idle"} variant="outline" size="sm">
              <Icon name="check-check" className="size-4" />
              {markAll.state !== "idle" ? "Marking..." : "Mark all as read"}
            </Button>
          </markAll.Form>
          <Button type="button" onClick={refresh} disabled={loading} size="sm">
            <Icon name="refresh-cw" className={`size-4 ${loading ? "motion-safe:animate-spin" : ""}`} />
            {loading ? "Refreshing..." : "Refresh"}
          </Button>
        </div>
      </div>
      {unreachable ? (
        <p role="status" className="mt-1 text-xs font-semibold text-amber-800">
          Could not refresh: check your connection. Trying again in 15 seconds.
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-600">Refreshes every 15 seconds while this page is open.</p>
      )}
      <div aria-live="polite" aria-busy={loading && !feed} className="mt-3">
        {!feed ? (
          <p className="p-4 text-center text-sm text-slate-600">Loading notifications...</p>
        ) : feed.notifications.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">No notifications yet.</p>
        ) : (
          // The whole feed, as long as it is: the page scrolls, not a small box inside it.
          <ul aria-label="Notifications" className="divide-y divide-slate-200 rounded-lg">
            {feed.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onMarked={refresh} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationItem({ notification, onMarked }: { notification: FeedNotification; onMarked: () => void }) {
  const marker = useActionFetcher<AdminActionData>({
    errorTitle: "Error updating notifications",
    toastSuccess: false,
    onSuccess: onMarked,
  });
  return (
    <li className={`flex gap-3 py-3 ${notification.read ? "" : "bg-brand-50/60"} px-2`}>
      <Icon name="bell-ring" className={`mt-0.5 size-5 shrink-0 ${notification.read ? "text-slate-400" : "text-brand-700"}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">
          {notification.link ? (
            <Link
              to={notification.link}
              // Following a notification is reading it (the submission outlives this page: v3_fetcherPersist).
              onClick={() => {
                if (!notification.read)
                  marker.submit({ intent: "markRead", id: notification.id }, { method: "post", action: adminTabPath("updates") });
              }}
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
          {notification.read ? null : <span className="sr-only"> (unread)</span>}
        </p>
        <p className="break-words text-sm text-slate-700">{notification.message}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {formatIndiaDateTime(notification.time)}
          <DeliveryBadge status={notification.deliveryStatus} />
        </p>
      </div>
      {notification.read ? null : (
        <marker.Form method="post" action={adminTabPath("updates")} className="shrink-0">
          <input type="hidden" name="intent" value="markRead" />
          <input type="hidden" name="id" value={notification.id} />
          <button
            type="submit"
            disabled={marker.state !== "idle"}
            aria-label={`Mark as read: ${notification.title}`}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-60"
          >
            {marker.state !== "idle" ? "Marking..." : "Mark as read"}
          </button>
        </marker.Form>
      )}
    </li>
  );
}

const DELIVERY_BADGES = {
  // Handed to WhatsApp, outcome not (yet) confirmed: never sent twice, so it may not have arrived.
  sending: { label: "WhatsApp: not confirmed", className: "bg-slate-50 text-slate-800 ring-slate-200" },
  sent: { label: "Sent on WhatsApp", className: "bg-green-50 text-green-800 ring-green-200" },
  // From WhatsApp's own status updates (the webhook): it reached the phone, and was opened.
  delivered: { label: "Delivered on WhatsApp", className: "bg-green-50 text-green-800 ring-green-200" },
  read: { label: "Read on WhatsApp", className: "bg-green-50 text-green-800 ring-green-200" },
  retrying: { label: "WhatsApp: retrying", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  failed: { label: "WhatsApp delivery failed", className: "bg-red-50 text-red-800 ring-red-200" },
} as const;

/** Whether the notification also reached WhatsApp (shown only once delivery has been tried). */
function DeliveryBadge({ status }: { status: FeedNotification["deliveryStatus"] }) {
  if (!status) return null;
  const badge = DELIVERY_BADGES[status];
  return <span className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${badge.className}`}>{badge.label}</span>;
}
