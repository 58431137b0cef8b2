import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { depsFrom } from "~/services/deps.server";
import { requestPasswordReset } from "~/services/password-reset.server";
import { forgotPasswordSchema } from "~/validation/auth";

/**
 * POST /api/auth/forgot `{ email }`: always the same answer. A code goes to the account's WhatsApp
 * number (or the admin feed hears of it) after the answer, so neither it nor its timing tells
 * whether the account exists.
 */
const handlers = apiMethods({
  POST: async ({ request, context }: ActionFunctionArgs) => {
    await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
    const input = await readJsonBody(request, forgotPasswordSchema);
    return jsonOk(requestPasswordReset(depsFrom(context), input));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
