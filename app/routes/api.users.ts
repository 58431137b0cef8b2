import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { createUserByAdmin, listUsers } from "~/services/user-admin.server";
import { newUserSchema } from "~/validation/users";
import { depsFrom } from "~/services/deps.server";

/** GET /api/users (admin): every account, newest first, `?limit=&offset=` (100 by default). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return jsonOk(await listUsers(depsFrom(args.context), user, readListQuery(new URL(args.request.url), {}, 100)));
});

/** POST /api/users (admin): an approved account with a temporary password, answered once. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const admin = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, newUserSchema);
  const { user, tempPassword } = await createUserByAdmin(depsFrom(args.context), admin, input);
  return jsonOk({ message: "User created successfully", user, tempPassword }, { status: 201 });
});
