import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { answerPrivacyRequest } from "~/services/privacy-requests.server";
import { privacyAnswerSchema } from "~/validation/parents";
import { requireApiAdmin } from "~/web/guards.server";

const handlers = apiMethods({
  /**
   * POST /api/privacy/requests/{id} `{ answer, erase? }` (admin): answers a parent's request; with
   * `erase: true` an erasure request erases the child's data first. `{ erased }`: how many children.
   */
  POST: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const input = await readJsonBody(args.request, privacyAnswerSchema);
    const result = await answerPrivacyRequest(depsFrom(args.context), user, args.params.id ?? "", input, new URL(args.request.url).origin);
    return jsonOk({ message: "Request answered", ...result });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
