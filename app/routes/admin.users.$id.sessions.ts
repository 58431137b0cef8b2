import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdminSession } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { depsFrom } from "~/services/deps.server";
import { endAllSessions, endSession, listSessions } from "~/services/sessions.server";
import { USER_SESSIONS_FAILURES, userSessionsActionSchema } from "~/validation/sessions";

/** An account's signed-in devices, for the admin's Sessions dialog (fetched when it opens). */
export async function loader(args: LoaderFunctionArgs) {
  const session = await requireAdminSession(args);
  const sessions = await listSessions(depsFrom(args.context), session, args.params.id ?? "");
  return Response.json({ sessions }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The dialog's buttons: end one session, or all of them (the same services as DELETE /api/users/{id}/sessions). */
export const action = pageAction({
  guard: requireAdminSession,
  schema: userSessionsActionSchema,
  failures: USER_SESSIONS_FAILURES,
  handlers: {
    endSession: async ({ deps, actor, input, args }) => endSession(deps, actor, args.params.id ?? "", input.sessionId),
    endAllSessions: async ({ deps, actor, args }) => endAllSessions(deps, actor, args.params.id ?? ""),
  },
});
