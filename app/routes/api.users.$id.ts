import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { deleteUser, editUser } from "~/services/user-admin.server";
import { depsFrom } from "~/services/deps.server";
import { editUserSchema } from "~/validation/users";

/** PATCH /api/users/{id} (admin): `{ name?, whatsappNumber?, role? }`; DELETE: never admin-1, never oneself. */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const input = await readJsonBody(args.request, editUserSchema);
    const user = await editUser(depsFrom(args.context), admin, args.params.id ?? "", input);
    return jsonOk({ message: "User updated", user });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const user = await deleteUser(depsFrom(args.context), admin, args.params.id ?? "");
    return jsonOk({ message: "User deleted successfully", user });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
