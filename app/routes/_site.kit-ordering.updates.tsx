import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { UpdatesPage } from "~/components/kit/updates-page";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireKitAccess } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { listPartnerUpdates, markPartnerUpdatesRead } from "~/services/notifications.server";
import { UPDATES_FAILURES, updatesActionSchema } from "~/validation/notifications";

export const meta: MetaFunction = () => [
  { title: `Updates | ${SITE_NAME}` },
  { name: "description", content: "News of your account, your kit orders and your centres' demo bookings." },
  { name: "robots", content: "noindex" },
];

/** Two D1 queries: the session's user and the partner's updates with their unread count. Admins read the feed on the dashboard. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  if (isAdmin(user)) throw redirect("/admin");
  const { notifications, unread } = await listPartnerUpdates(depsFrom(args.context), user);
  // What the list shows, nothing more (delivery details are the admin's).
  return {
    unread,
    notifications: notifications.map(({ id, title, message, time, read, link }) => ({ id, title, message, time, read, link })),
  };
}

export const action = pageAction({
  guard: requireKitAccess,
  schema: updatesActionSchema,
  failures: UPDATES_FAILURES,
  handlers: {
    markRead: async ({ deps, actor, input }) => {
      const { unread } = await markPartnerUpdatesRead(deps, actor, input.id ? [input.id] : undefined);
      return { message: input.id ? "Marked as read" : "All updates marked as read", data: { unread } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(UPDATES_FAILURES);

export default function UpdatesRoute() {
  const data = useLoaderData<typeof loader>();
  return <UpdatesPage notifications={data.notifications} unread={data.unread} />;
}
