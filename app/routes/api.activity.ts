import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { listActivity } from "~/services/activity.server";
import { depsFrom } from "~/services/deps.server";
import { activityFilters } from "~/validation/activity";

/** GET /api/activity?actor=&kind=&limit=&offset= (admin): what administrators changed, newest first. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  const query = readListQuery(new URL(args.request.url), activityFilters, 50);
  return jsonOk(await listActivity(depsFrom(args.context), user, query));
});
