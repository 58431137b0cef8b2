import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { listConversations, replyOnWhatsApp } from "~/services/whatsapp-replies.server";
import { whatsAppReplySchema } from "~/validation/whatsapp";
import { requireApiAdmin } from "~/web/guards.server";

/** GET /api/whatsapp/messages: the numbers that wrote most recently, with their last messages (admin). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return jsonOk({ conversations: await listConversations(depsFrom(args.context), user) });
});

/** POST /api/whatsapp/messages { to, body }: a free-text answer, within the number's 24-hour window (409 after it). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, whatsAppReplySchema);
  return jsonOk({ message: "Answer sent on WhatsApp", reply: await replyOnWhatsApp(depsFrom(args.context), user, input) }, { status: 201 });
});
