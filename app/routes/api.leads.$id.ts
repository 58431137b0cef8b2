import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { updateLead } from "~/services/leads.server";
import { leadUpdateSchema } from "~/validation/leads";

/** PATCH /api/leads/{id} `{ status?, note?, centreId?, lostReason? }`: 404 for a lead the caller may not see. */
const handlers = apiMethods({
  PATCH: async (args: ActionFunctionArgs) => {
    const user = await requireApiUser(args);
    const input = await readJsonBody(args.request, leadUpdateSchema);
    const lead = await updateLead(depsFrom(args.context), user, args.params.id ?? "", input);
    return jsonOk({ message: "Lead updated", lead });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
