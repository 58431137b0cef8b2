import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiUser } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { sendContactMessage } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { contactMessageSchema } from "~/validation/contact";

export const loader = () => methodNotAllowed(["POST"]);

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "contact");
  // Open to visitors; a token of an account still on its temporary password is refused all the same.
  await getOptionalApiUser(args);
  const input = await readJsonBody(request, contactMessageSchema);
  const { message } = await sendContactMessage(depsFrom(context), input);
  return jsonOk({ message }, { status: 201 });
});
