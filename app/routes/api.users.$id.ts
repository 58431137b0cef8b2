import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { deleteUser } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** DELETE /api/users/{id} (admin): never admin-1, never oneself. */
const handlers = apiMethods({
  DELETE: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const user = await deleteUser(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: "User deleted successfully", user });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
