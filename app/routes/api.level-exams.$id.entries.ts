import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { enterStudents } from "~/services/entries.server";
import { listLevelExamEntries } from "~/services/level-exams.server";
import { enterStudentsSchema } from "~/validation/entries";
import { requireApiMember } from "~/web/guards.server";

/**
 * GET /api/level-exams/{id}/entries: `{ levelExam, entries }` the caller may see (admin: all; partner:
 * their centres'); once published each carries its marks, `passed` and a pass's `certificateCode`.
 * POST `{ studentIds }` (partner or admin): each student sits the exam of their level once they have
 * been at it long enough; all entered (201, with roll numbers) or none (400/404/409 with the reason).
 * Fees are paid as a competition's (POST /api/competitions/{id}/entries/payment).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  return jsonOk(await listLevelExamEntries(depsFrom(args.context), user, args.params.id ?? ""));
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiMember(args);
  const { studentIds, level } = await readJsonBody(args.request, enterStudentsSchema);
  const competitionId = args.params.id ?? "";
  const created = await enterStudents(depsFrom(args.context), user, { competitionId, studentIds, level, kind: "level-exam" });
  const entries = created.map(({ id, studentId, rollNumber, level: entered }) => ({ id, studentId, rollNumber, level: entered }));
  return jsonOk({ message: entries.length === 1 ? "1 student entered" : `${entries.length} students entered`, entries }, { status: 201 });
});
