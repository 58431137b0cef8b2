import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { deleteCompetition, updateCompetition } from "~/services/competitions.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { competitionSchema } from "~/validation/competitions";

/** PUT /api/competitions/{id} and DELETE /api/competitions/{id} (admin). */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const input = await readJsonBody(args.request, competitionSchema, IMAGE_JSON_BODY_LIMIT);
    const competition = await updateCompetition(depsFrom(args.context), user, { ...input, id: args.params.id ?? "" });
    return jsonOk({ message: "Competition updated successfully", competition });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const competition = await deleteCompetition(depsFrom(args.context), user, args.params.id ?? "");
    return jsonOk({ message: "Competition deleted successfully", competition });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
