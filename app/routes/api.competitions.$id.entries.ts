import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { enterStudents, listEntries } from "~/services/entries.server";
import { enterStudentsSchema } from "~/validation/entries";

/** GET /api/competitions/{id}/entries: `{ entries }` (admin: all; partner: their centres'). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  const { entries } = await listEntries(depsFrom(args.context), user, args.params.id ?? "");
  return jsonOk({ entries });
});

/** POST /api/competitions/{id}/entries `{ studentIds, level? }`: all entered (201) or none (409/400/404 with the reason). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiMember(args);
  const input = await readJsonBody(args.request, enterStudentsSchema);
  const created = await enterStudents(depsFrom(args.context), user, { competitionId: args.params.id ?? "", ...input });
  const entries = created.map(({ id, studentId, rollNumber, level }) => ({ id, studentId, rollNumber, level }));
  const message = entries.length === 1 ? "1 student entered" : `${entries.length} students entered`;
  return jsonOk({ message, entries }, { status: 201 });
});
