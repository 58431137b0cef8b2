import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { getStudentWithHistory } from "~/services/level-history.server";
import { READS } from "~/services/record-reads.server";
import { archiveStudent, updateStudent } from "~/services/students.server";
import { studentUpdateSchema } from "~/validation/students";

// A student of a centre the caller does not run is not there for them: 404, never 403.

/**
 * GET /api/students/{id}: `{ student }` with `enrolledOn`, their progress at the level and
 * `levelHistory: [{ course, level, startedOn, completedOn, result, centreId, centreName }]`, oldest first.
 * The read is logged (the staff read log).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  const { centreName: _centreName, ...student } = await getStudentWithHistory(depsFrom(args.context), user, args.params.id ?? "", {
    what: READS.api,
  });
  return Response.json({ student });
});

/** PUT /api/students/{id}: the fields given (`archived: false` restores); DELETE archives. Both answer `{ student }`. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const id = args.params.id ?? "";
  const deps = depsFrom(args.context);
  if (args.request.method === "PUT") {
    const user = await requireApiMember(args);
    const input = await readJsonBody(args.request, studentUpdateSchema);
    return jsonOk({ message: "Student saved", student: await updateStudent(deps, user, id, input) });
  }
  if (args.request.method === "DELETE") {
    const user = await requireApiMember(args);
    return jsonOk({ message: "Student archived", student: await archiveStudent(deps, user, id) });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
});
