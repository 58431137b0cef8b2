import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { deleteCompetition, readCompetitionJson, updateCompetition } from "~/services/competitions.server";

const deps = ({ context }: ActionFunctionArgs) => ({ db: context.db, bucket: context.cloudflare.env.IMAGES });

/** PUT /api/competitions/{id} and DELETE /api/competitions/{id} (admin). */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const competition = await updateCompetition(deps(args), user, args.params.id ?? "", await readCompetitionJson(args.request));
    return jsonOk({ message: "Competition updated successfully", competition });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const competition = await deleteCompetition(deps(args), user, args.params.id ?? "");
    return jsonOk({ message: "Competition deleted successfully", competition });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
