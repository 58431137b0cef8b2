import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { setMessageStatus } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { messageStatusSchema } from "~/validation/contact";

/** PATCH /api/contact/{id} (admin) with `{ status }`: new, replied or archived. */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const admin = await requireApiAdmin(args);
    const { status } = await readJsonBody(args.request, messageStatusSchema);
    const contactMessage = await setMessageStatus(depsFrom(args.context), admin, args.params.id ?? "", status);
    return jsonOk({ message: "Message updated", contactMessage });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
