import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { approveUser, USER_APPROVED_MESSAGE } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";

/** PATCH /api/users/{id}/approve (admin). */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const user = await approveUser(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: USER_APPROVED_MESSAGE, user });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
