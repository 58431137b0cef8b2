import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiSession } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { endSession } from "~/services/sessions.server";

/** DELETE /api/users/{id}/sessions/{sessionId}: ends that device's session (admins any account's, others their own); 404 when it is not a live one. */
const handlers = apiMethods({
  DELETE: async (args: ActionFunctionArgs) => {
    const session = await requireApiSession(args);
    const { id = "", sessionId = "" } = args.params;
    return jsonOk(await endSession(depsFrom(args.context), session, id, sessionId));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
