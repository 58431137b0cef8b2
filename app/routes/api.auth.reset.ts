import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { deviceCookie } from "~/web/session.server";
import { depsFrom } from "~/services/deps.server";
import { resetPassword } from "~/services/password-reset.server";
import { resetPasswordSchema } from "~/validation/auth";

/**
 * POST /api/auth/reset `{ email, code, password }`: a new password with the code; every session ends,
 * none starts. Answers `{ message, deviceToken }` (and the device cookie): a device token for the next sign-in.
 */
const handlers = apiMethods({
  POST: async ({ request, context }: ActionFunctionArgs) => {
    await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
    const input = await readJsonBody(request, resetPasswordSchema);
    const result = await resetPassword(depsFrom(context), input);
    return jsonOk(result, { headers: { "Set-Cookie": deviceCookie(result.deviceToken) } });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
