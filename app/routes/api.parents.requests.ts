import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { createPrivacyRequest, listParentRequests } from "~/services/privacy-requests.server";
import { privacyRequestSchema } from "~/validation/parents";
import { requireApiParent } from "~/web/parent-session.server";

/** GET /api/parents/requests: `{ requests }`, the signed-in parent's own, newest first, with their answers. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const parent = await requireApiParent(args);
  return Response.json(
    { requests: await listParentRequests(depsFrom(args.context), parent.phone) },
    { headers: { "Cache-Control": "no-store" } },
  );
});

/**
 * POST /api/parents/requests `{ type: "correction" | "erasure" | "grievance" | "nomination", studentId?, text }`:
 * `{ request }` (201) with its `dueOn`; another family's child: 404.
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const parent = await requireApiParent(args);
  const input = await readJsonBody(args.request, privacyRequestSchema);
  const request = await createPrivacyRequest(depsFrom(args.context), parent.phone, input);
  return jsonOk({ message: `Request received: we answer by ${request.dueOn}`, request }, { status: 201 });
});
