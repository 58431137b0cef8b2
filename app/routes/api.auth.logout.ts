import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { signOut } from "~/services/auth.server";
import { depsFrom } from "~/services/deps.server";

/** POST /api/auth/logout: ends the caller's token (and the account's other sessions) at once. */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    // An account still on its temporary password may sign out too.
    const user = await requireApiUser(args, { forPasswordChange: true });
    await signOut(depsFrom(args.context), user);
    return jsonOk({ message: "Signed out" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
