import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { askForStudent } from "~/services/transfer-asks.server";
import { listTransfers } from "~/services/transfers.server";
import { transferAskSchema } from "~/validation/students";
import { requireApiAdmin, requireApiMember } from "~/web/guards.server";

/** GET /api/transfers (admins): `{ transfers }`, the waiting requests first (oldest first), then the decided ones. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const admin = await requireApiAdmin(args);
  return Response.json({ transfers: await listTransfers(depsFrom(args.context), admin) });
});

/**
 * POST /api/transfers `{ name, dateOfBirth, parentPhone, centreId }`: a partner asks for a child
 * moving from another centre to theirs (201, waiting for an admin); 404 when no child of another
 * centre has all three details. An admin's moves the child at once (200).
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiMember(args);
  const input = await readJsonBody(args.request, transferAskSchema);
  const { transfer, moved } = await askForStudent(depsFrom(args.context), user, input);
  const message = moved ? "Student moved" : "Transfer requested: the head office will confirm it";
  return jsonOk({ message, transfer, moved }, { status: moved ? 200 : 201 });
});
