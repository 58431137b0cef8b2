import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { endParentSession, startParentSession } from "~/services/parent-sign-in.server";
import { parentSessionSchema } from "~/validation/parents";
import { bearerToken } from "~/web/parent-session.server";
import { enforceRateLimit } from "~/web/rate-limit.server";

const handlers = apiMethods({
  /**
   * POST /api/parents/session `{ phone, code }`: the code sent by WhatsApp signs the parent in:
   * `{ token, expiresAt }` (send it as `Authorization: Bearer` to /api/parents/*). A wrong, spent
   * or expired code: 400 naming `code`.
   */
  POST: async ({ request, context }: ActionFunctionArgs) => {
    await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "parents");
    const input = await readJsonBody(request, parentSessionSchema);
    const { token, expiresAt } = await startParentSession(depsFrom(context), input);
    return jsonOk({ message: "Signed in", token, expiresAt });
  },
  /** DELETE /api/parents/session: signs this token out. */
  DELETE: async ({ request, context }: ActionFunctionArgs) => {
    await endParentSession(depsFrom(context), bearerToken(request));
    return jsonOk({ message: "Signed out" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
