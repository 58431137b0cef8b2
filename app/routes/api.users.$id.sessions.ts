import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiSession } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { endAllSessions, listSessions } from "~/services/sessions.server";

// Admins for any account; anyone else only for their own (403 for another's).

/** GET /api/users/{id}/sessions: the account's signed-in devices, most recently used first (`current`: the caller's own). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const session = await requireApiSession(args);
  return jsonOk({ sessions: await listSessions(depsFrom(args.context), session, args.params.id ?? "") });
});

/** DELETE /api/users/{id}/sessions: ends every session of the account (the caller's own too, when it is theirs). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  const session = await requireApiSession(args);
  return jsonOk(await endAllSessions(depsFrom(args.context), session, args.params.id ?? ""));
});
