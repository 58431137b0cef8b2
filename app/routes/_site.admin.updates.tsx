import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { UpdatesTab } from "~/components/admin/updates-tab";
import { indiaDate } from "~/lib/dates";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { listCompetitionsBetween } from "~/services/competitions.server";
import { depsFrom } from "~/services/deps.server";
import { markNotificationsRead } from "~/services/notifications.server";
import { UPDATES_FAILURES, updatesActionSchema } from "~/validation/admin-dashboard";

// Updates: the competitions of the coming week, the daily reminders, and the notifications feed
// (which the page fetches from /admin/notifications and marks read here).

export const meta = adminTabMeta("updates");

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  const range = { fromDate: indiaDate(), toDate: indiaDate(new Date(), 7) };
  const competitions = await listCompetitionsBetween(depsFrom(args.context), range);
  return { competitions: competitions.map(({ id, title, date, location }) => ({ id, title, date, location })) };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: updatesActionSchema,
  failures: UPDATES_FAILURES,
  handlers: {
    markRead: async ({ deps, actor, input }) => {
      const { unread } = await markNotificationsRead(deps, actor, input.id ? [input.id] : undefined);
      return { message: input.id ? "Marked as read" : "All notifications marked as read", data: { unread } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(UPDATES_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("updates");

export default function UpdatesRoute() {
  const { competitions } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminActionResult />
      <UpdatesTab competitions={competitions} />
    </>
  );
}
