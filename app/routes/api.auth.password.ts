import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { changePassword } from "~/services/auth.server";
import { changePasswordSchema } from "~/validation/auth";
import { depsFrom } from "~/services/deps.server";

/** POST /api/auth/password: a new password for the caller; answers a fresh token (others end). */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const { request, context } = args;
    // Guessing the current password is rate-limited like signing in.
    await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
    const user = await requireApiUser(args, { forPasswordChange: true });
    const input = await readJsonBody(request, changePasswordSchema);
    return jsonOk(await changePassword(depsFrom(context), user, input, { userAgent: request.headers.get("User-Agent") }));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
