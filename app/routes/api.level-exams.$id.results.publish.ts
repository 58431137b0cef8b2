import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { publishLevelExam } from "~/services/level-exam-publish.server";
import { requireApiAdmin } from "~/web/guards.server";

/**
 * POST /api/level-exams/{id}/results/publish (admin): passes (marks at or above the pass mark) move up
 * a level and get their level certificate; partners are told. Again later: the passes entered since.
 */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const outcome = await publishLevelExam(depsFrom(args.context), user, args.params.id ?? "");
    const message = outcome.firstPublish ? "Results published" : outcome.passed ? "New passes published" : "Results were already published";
    return jsonOk({ message, ...outcome });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
