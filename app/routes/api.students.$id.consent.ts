import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { recordPaperConsent } from "~/services/consents.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { paperConsentSchema } from "~/validation/consents";
import { requireApiMember } from "~/web/guards.server";

const handlers = apiMethods<ActionFunctionArgs>({
  /**
   * PUT /api/students/{id}/consent `{ method: "paper", core, results, photos, messages, evidence }`:
   * the consent a parent gave on the signed enrolment form, attested by the child's centre with a
   * photo of the form (a data URL). Answers `{ consent }`, the consent now in force.
   */
  PUT: async (args) => {
    const user = await requireApiMember(args);
    const input = await readJsonBody(args.request, paperConsentSchema, IMAGE_JSON_BODY_LIMIT);
    const origin = new URL(args.request.url).origin;
    const consent = await recordPaperConsent(depsFrom(args.context), user, args.params.id ?? "", input, origin);
    return jsonOk({ message: "Consent recorded", consent });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
