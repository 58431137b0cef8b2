import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { createCompetition, listCompetitions } from "~/services/competitions.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { competitionListFilters, competitionSchema } from "~/validation/competitions";

/** GET /api/competitions: the contract's JSON array, newest first, bounded (?category=&limit=&offset=). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = readListQuery(new URL(request.url), competitionListFilters, 50);
  const rows = await listCompetitions(depsFrom(context), query);
  return Response.json(rows.slice(0, query.limit));
});

/** POST /api/competitions (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, competitionSchema, IMAGE_JSON_BODY_LIMIT);
  const competition = await createCompetition(depsFrom(args.context), user, input);
  return jsonOk({ message: "Competition created successfully", competition }, { status: 201 });
});
