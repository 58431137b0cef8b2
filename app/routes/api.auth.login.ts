import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { deviceCookie, readDeviceCookie } from "~/web/session.server";
import { loginUser } from "~/services/auth.server";
import { apiLoginSchema } from "~/validation/auth";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

/**
 * POST /api/auth/login `{ email, password, deviceToken? }`: `{ token, user, deviceToken }`. The device
 * token (from the last sign-in's answer, or the browser's device cookie) lets a client that signed in
 * before through while strangers' guesses hold the account up; each sign-in answers a fresh one.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
  const { deviceToken, ...input } = await readJsonBody(request, apiLoginSchema);
  const result = await loginUser(depsFrom(context), input, {
    deviceToken: deviceToken ?? readDeviceCookie(request),
    userAgent: request.headers.get("User-Agent"),
  });
  return jsonOk(
    { ...result, mustChangePassword: result.user.mustChangePassword },
    { headers: { "Set-Cookie": deviceCookie(result.deviceToken) } },
  );
});
