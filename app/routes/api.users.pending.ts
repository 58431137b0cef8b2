import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { listPendingUsers } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** GET /api/users/pending (admin): sign-ups waiting for approval, oldest first, `?limit=&offset=` (100 by default). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return jsonOk(await listPendingUsers(depsFrom(args.context), user, readListQuery(new URL(args.request.url), {}, 100)));
});

export const action = () => methodNotAllowed(["GET"]);
