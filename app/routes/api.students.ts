import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readBodyText, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { importStudents } from "~/services/student-import.server";
import { enrolStudent } from "~/services/consent-requests.server";
import { listStudents } from "~/services/students.server";
import { IMPORT_BODY_LIMIT, studentListParams, studentListSchema, studentSchema } from "~/validation/students";

/**
 * GET /api/students?search=&centreId=&centre=&archived=exclude|include|only&due=1&consent=needed: `{ students }` the caller may
 * see (a partner: their own centres'; an admin: all), by centre then name; the current roster unless asked.
 * Each with `enrolledOn`, `levelStartedOn`, `weeksAtLevel`, `dueForExam`, `pendingTransfer` (a move
 * waiting for an admin, or null) and `consent`; `due=1`: only those due for their level's exam;
 * `consent=needed`: only those with no parent's consent in force.
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  const params = new URL(args.request.url).searchParams;
  const query = parseWith(studentListSchema, studentListParams(params));
  const students = await listStudents(depsFrom(args.context), user, query);
  return Response.json({ students: students.map(({ centreName: _centreName, ...student }) => student) });
});

/**
 * POST /api/students: a JSON student answers `{ student }` (201). A text/csv body imports a roster
 * (all or nothing): `{ students }` (201), or 400 with one "Line N: ..." message per problem under `errors.file`.
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiMember(args);
  const deps = depsFrom(args.context);
  if (/^text\/csv\b/i.test(args.request.headers.get("Content-Type") ?? "")) {
    const students = await importStudents(deps, user, await readBodyText(args.request, IMPORT_BODY_LIMIT));
    return jsonOk({ message: `${students.length} students imported`, students }, { status: 201 });
  }
  const student = await enrolStudent(deps, user, await readJsonBody(args.request, studentSchema), new URL(args.request.url).origin);
  return jsonOk({ message: "Student added", student }, { status: 201 });
});
