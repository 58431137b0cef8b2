import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiUser, requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { depsFrom } from "~/services/deps.server";
import { createLead, listLeads } from "~/services/leads.server";
import { leadFiltersSchema, leadSchema } from "~/validation/leads";

/**
 * GET /api/leads?type=&status=&centreId=&city=&from=&to= (admins: every lead; partners: the demo
 * bookings of their own centres): `{ leads, staleNewCount }`, newest first, each with its notes.
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiUser(args);
  const filters = parseWith(leadFiltersSchema, Object.fromEntries(new URL(args.request.url).searchParams));
  const { leads, staleNewCount } = await listLeads(depsFrom(args.context), user, filters);
  return jsonOk({ leads, staleNewCount });
});

/**
 * POST /api/leads (anyone): a demo booking or a franchise enquiry; 201 `{ message, lead: { id, status } }`,
 * the same for a repeat within 24 hours (kept as a note on the earlier lead): nothing of an earlier lead.
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  await enforceRateLimit(context.cloudflare.env.AUTH_LIMITER, request, "leads");
  await getOptionalApiUser(args);
  const input = await readJsonBody(request, leadSchema);
  return jsonOk(await createLead(depsFrom(context), input), { status: 201 });
});
