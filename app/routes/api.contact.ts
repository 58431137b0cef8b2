import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { sendContactMessage } from "~/services/contact.server";
import { contactMessageSchema } from "~/validation/contact";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "contact");
  const input = await readJsonBody(request, contactMessageSchema);
  const { message } = await sendContactMessage(depsFrom(context), input);
  return jsonOk({ message }, { status: 201 });
});
