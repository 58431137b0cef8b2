import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/web/guards.server";
import { listNotifications } from "~/services/notifications.server";
import { depsFrom } from "~/services/deps.server";

/** The dashboard's notifications feed (session cookie), polled every 15 seconds and on 'Refresh'. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const feed = await listNotifications(depsFrom(args.context), user);
  return Response.json(feed, { headers: { "Cache-Control": "no-store" } });
}
