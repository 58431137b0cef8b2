import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { recordParentConsent } from "~/services/consents.server";
import { depsFrom } from "~/services/deps.server";
import { parentConsentSchema } from "~/validation/parents";
import { requireApiParent } from "~/web/parent-session.server";

const handlers = apiMethods({
  /**
   * PUT /api/parents/children/{id}/consent `{ core, results, photos, messages }`: the parent gives,
   * changes or withdraws consent (`core: false` withdraws every choice). `{ consent }`, in force at
   * once; another family's child, or none: 404.
   */
  PUT: async (args: ActionFunctionArgs) => {
    const parent = await requireApiParent(args);
    const input = await readJsonBody(args.request, parentConsentSchema);
    const { consent } = await recordParentConsent(depsFrom(args.context), parent.phone, args.params.id ?? "", input);
    return jsonOk({ message: consent.status === "given" ? "Consent saved" : "Consent withdrawn", consent });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
