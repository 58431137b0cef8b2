import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { loginUser } from "~/services/auth.server";
import { loginSchema } from "~/validation/auth";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
  const input = await readJsonBody(request, loginSchema);
  const result = await loginUser(depsFrom(context), input);
  return jsonOk({ ...result, mustChangePassword: result.user.mustChangePassword });
});
