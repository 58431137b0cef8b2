import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiUser, requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { readListQuery } from "~/lib/pagination.server";
import { listContactMessages, sendContactMessage } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { contactMessageSchema, messageFilterField } from "~/validation/contact";

/** GET /api/contact (admin): the messages visitors sent, newest first, `?status=new|replied|archived|all&limit=&offset=`. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const admin = await requireApiAdmin(args);
  const query = readListQuery(new URL(args.request.url), { status: messageFilterField("all") }, 50);
  return jsonOk(await listContactMessages(depsFrom(args.context), admin, query));
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "contact");
  // Open to visitors; a token of an account still on its temporary password is refused all the same.
  await getOptionalApiUser(args);
  const input = await readJsonBody(request, contactMessageSchema);
  const { message } = await sendContactMessage(depsFrom(context), input);
  return jsonOk({ message }, { status: 201 });
});
