import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { archiveStudent, getStudent, updateStudent } from "~/services/students.server";
import { studentUpdateSchema } from "~/validation/students";

// A student of a centre the caller does not run is not there for them: 404, never 403.

/** GET /api/students/{id}: `{ student }`. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  return Response.json({ student: await getStudent(depsFrom(args.context), user, args.params.id ?? "") });
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
