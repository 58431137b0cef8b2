import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { placedMarksFromApi, saveMarks } from "~/services/level-exam-marks.server";
import { marksPayloadSchema } from "~/validation/level-exams";
import { requireApiAdmin } from "~/web/guards.server";

/** PUT /api/level-exams/{id}/results (admin) `{ results: [{ rollNumber, marks }] }`, marks out of 100: all saved or none. */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const { results } = await readJsonBody(args.request, marksPayloadSchema, 512 * 1024);
    const { saved } = await saveMarks(depsFrom(args.context), user, args.params.id ?? "", placedMarksFromApi(results));
    return jsonOk({ message: saved === 1 ? "1 student's marks saved" : `${saved} students' marks saved`, saved });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
