import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { listNotifications, markNotificationsRead } from "~/services/notifications.server";
import { markReadSchema } from "~/validation/notifications";
import { depsFrom } from "~/services/deps.server";

/**
 * GET /api/notifications: the newest notifications and the unread count. An admin reads the admin
 * feed; an approved partner their own updates (approval, their orders, their payments).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiUser(args);
  return jsonOk(await listNotifications(depsFrom(args.context), user));
});

/** PATCH /api/notifications with `{ ids }` marks those read; without ids, all of them (only the caller's own). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await requireApiUser(args);
  const { ids } = await readJsonBody(args.request, markReadSchema);
  return jsonOk({ message: "Notifications marked as read", ...(await markNotificationsRead(depsFrom(args.context), user, ids)) });
});
