import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { createCompetition, listCompetitions, readCompetitionJson, readCompetitionListQuery } from "~/services/competitions.server";

const API_LIST_LIMIT = 50;

/** GET /api/competitions: the contract's JSON array, newest first, bounded (?category=&limit=&offset=). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = readCompetitionListQuery(new URL(request.url), API_LIST_LIMIT);
  const rows = await listCompetitions(context.db, query);
  return Response.json(rows.slice(0, query.limit));
});

/** POST /api/competitions (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readCompetitionJson(args.request);
  const competition = await createCompetition({ db: args.context.db, bucket: args.context.cloudflare.env.IMAGES }, user, input);
  return jsonOk({ message: "Competition created successfully", competition }, { status: 201 });
});
