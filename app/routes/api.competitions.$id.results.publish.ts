import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { publishResults } from "~/services/results-publish.server";

/**
 * POST /api/competitions/{id}/results/publish (admin): publishes the results (partners are told),
 * giving each result its certificate code; again later, codes for results entered since. 409 with no results.
 */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const outcome = await publishResults(depsFrom(args.context), user, args.params.id ?? "");
    return jsonOk({ message: outcome.firstPublish ? "Results published" : "Results were already published", ...outcome });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
