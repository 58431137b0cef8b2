import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { listLevelExams, scheduleLevelExam } from "~/services/level-exams.server";
import { levelExamSchema } from "~/validation/level-exams";
import { requireApiAdmin, requireApiMember } from "~/web/guards.server";

/**
 * GET /api/level-exams: `{ levelExams }`, newest first (admin: all; partner: those open for entries and
 * those with their students). POST (admin) `{ course, levels, date, registrationDeadline, fee, passMark,
 * venue?, capacity?, reportingTime? }` schedules one: 201 `{ levelExam }`.
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  return jsonOk({ levelExams: await listLevelExams(depsFrom(args.context), user) });
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, levelExamSchema);
  const levelExam = await scheduleLevelExam(depsFrom(args.context), user, input);
  return jsonOk({ message: "Level exam scheduled", levelExam }, { status: 201 });
});
