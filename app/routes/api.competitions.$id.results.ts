import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { getPublicResults } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { placedFromApi, saveResults } from "~/services/results.server";
import { resultsPayloadSchema } from "~/validation/results";

/**
 * GET /api/competitions/{id}/results: public once published, 404 before. Each result names the
 * child by first name and initial, with the centre: { results: [{ level, rank, award, displayName, centre }] }.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const { competition, results } = await getPublicResults(depsFrom(context), params.id ?? "");
  return jsonOk({ competition, results });
});

/** PUT /api/competitions/{id}/results (admin): { results: [{ rollNumber, score, rank, award }] }, all saved or none. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireApiAdmin(args);
  const { results } = await readJsonBody(args.request, resultsPayloadSchema, 512 * 1024);
  const { saved } = await saveResults(depsFrom(args.context), user, args.params.id ?? "", placedFromApi(results));
  return jsonOk({ message: saved === 1 ? "1 result saved" : `${saved} results saved`, saved });
});
