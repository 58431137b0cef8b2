import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiSession } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { signOut } from "~/services/sessions.server";
import { signOutSchema } from "~/validation/sessions";

/**
 * POST /api/auth/logout `{ from? }`: ends the caller's token's session at once ("this-device", also
 * without a body), every other session of the account ("other-devices": this token keeps working)
 * or all of them ("all-devices"). Answers `{ message, ended }`.
 */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    // An account still on its temporary password may sign out too.
    const session = await requireApiSession(args, { forPasswordChange: true });
    const { from } = args.request.headers.has("Content-Type") ? await readJsonBody(args.request, signOutSchema) : signOutSchema.parse({});
    return jsonOk(await signOut(depsFrom(args.context), session, from));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
