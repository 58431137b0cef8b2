import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { deleteCompetition, readCompetitionJson, updateCompetition } from "~/services/competitions.server";

const ALLOWED = ["PUT", "DELETE"];

export const loader = () => methodNotAllowed(ALLOWED);

/** PUT /api/competitions/{id} and DELETE /api/competitions/{id} (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  const user = await requireApiAdmin(args);
  const deps = { db: context.db, bucket: context.cloudflare.env.IMAGES };
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    const competition = await deleteCompetition(deps, user, id);
    return jsonOk({ message: "Competition deleted successfully", competition });
  }
  const input = await readCompetitionJson(request);
  const competition = await updateCompetition(deps, user, id, input);
  return jsonOk({ message: "Competition updated successfully", competition });
});
