import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { listPendingUsers } from "~/services/user-admin.server";

/** GET /api/users/pending (admin): sign-ups waiting for approval, oldest first. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return jsonOk({ users: await listPendingUsers(args.context.db, user) });
});

export const action = () => methodNotAllowed(["GET"]);
