import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/guards.server";
import { listNotifications } from "~/services/notifications.server";

/** The dashboard's notifications feed (session cookie), polled every 15 seconds and on 'Refresh'. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const feed = await listNotifications(args.context.db, user);
  return Response.json(feed, { headers: { "Cache-Control": "no-store" } });
}
