import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiMethods, jsonOk, readBodyBytes } from "~/lib/http.server";
import { ServiceError } from "~/lib/errors";
import { FRANCHISE_BROCHURE_PATH, MAX_BROCHURE_BYTES } from "~/lib/franchise-brochure";
import { depsFrom } from "~/services/deps.server";
import { removeFranchiseBrochure, saveFranchiseBrochure } from "~/services/franchise-brochure.server";
import { requireApiAdmin } from "~/web/guards.server";

// The franchise brochure /franchise offers (GET it at /franchise/brochure.pdf). Admins only.
const handlers = apiMethods<ActionFunctionArgs>({
  /** PUT /api/franchise-brochure, the PDF itself as the body (Content-Type: application/pdf, at most 10 MB). */
  PUT: async (args) => {
    const admin = await requireApiAdmin(args);
    // Only a PDF body: a page elsewhere cannot send this type without the browser asking first (CORS).
    if ((args.request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase() !== "application/pdf")
      throw new ServiceError(415, "Send the brochure itself as the body, with Content-Type: application/pdf.");
    const bytes = await readBodyBytes(args.request, MAX_BROCHURE_BYTES);
    const brochure = await saveFranchiseBrochure(depsFrom(args.context), admin, bytes);
    return jsonOk({ message: "Franchise brochure saved", brochure: { ...brochure, url: FRANCHISE_BROCHURE_PATH } });
  },
  /** DELETE /api/franchise-brochure: /franchise no longer offers one. */
  DELETE: async (args) => {
    const admin = await requireApiAdmin(args);
    await removeFranchiseBrochure(depsFrom(args.context), admin);
    return jsonOk({ message: "Franchise brochure removed" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
