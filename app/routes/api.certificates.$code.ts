import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, methodNotAllowed } from "~/lib/http.server";
import { verifyCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";

/**
 * GET /api/certificates/{code} (public): 200 { valid: true, name, competition, award, level, date, code }
 * for a certificate of published results; 404 { valid: false } for a code that is not one (typed
 * wrong, or never issued). The code may be typed in any case, with or without its dash.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const verification = await verifyCertificate(depsFrom(context), params.code ?? "");
  return Response.json(verification, { status: verification.valid ? 200 : 404 });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
