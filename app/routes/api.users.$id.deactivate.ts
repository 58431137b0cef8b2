import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { deactivateUser } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** PATCH /api/users/{id}/deactivate (admin): the account cannot sign in and its sessions end; never admin-1 or oneself. */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const user = await deactivateUser(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: "User deactivated", user });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
