import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { resetUserPassword } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** POST /api/users/{id}/reset-password (admin): `{ tempPassword }`, answered once; the user's sessions end. */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const { user, tempPassword } = await resetUserPassword(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: "Password reset", user, tempPassword });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
