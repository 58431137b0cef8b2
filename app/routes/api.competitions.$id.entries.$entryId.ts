import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { withdrawEntry } from "~/services/entries.server";

/** DELETE /api/competitions/{id}/entries/{entryId}: withdraws the entry (see services/entries.server.ts for who may, when). */
const handlers = apiMethods({
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiMember(args);
    const entry = await withdrawEntry(depsFrom(args.context), user, {
      competitionId: args.params.id ?? "",
      entryId: args.params.entryId ?? "",
    });
    return jsonOk({ message: "Entry withdrawn", entry });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
