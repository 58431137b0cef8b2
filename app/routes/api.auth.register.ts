import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { registerUser } from "~/services/auth.server";
import { registerSchema } from "~/validation/auth";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request);
  const input = await readJsonBody(request, registerSchema);
  const { user, message } = await registerUser(depsFrom(context), input);
  // No token: the account waits for an administrator's approval.
  return jsonOk({ message, user }, { status: 201 });
});
