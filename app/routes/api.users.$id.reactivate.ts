import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { reactivateUser } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** PATCH /api/users/{id}/reactivate (admin): a deactivated account may sign in again. */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const user = await reactivateUser(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: "User reactivated", user });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
