import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { requestParentCode } from "~/services/parent-sign-in.server";
import { parentCodeSchema } from "~/validation/parents";
import { enforceRateLimit } from "~/web/rate-limit.server";

/**
 * POST /api/parents/code `{ phone }`: always the same 200 answer, at once. A code goes to that
 * WhatsApp number afterwards only when a child is on record with it, and not more often than the
 * number's spacing allows; the address is limited as sign-ins are (429).
 */
const handlers = apiMethods({
  POST: async ({ request, context }: ActionFunctionArgs) => {
    await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "parents");
    const input = await readJsonBody(request, parentCodeSchema);
    return jsonOk(requestParentCode(depsFrom(context), input));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
