import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiReader, requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { isAdmin } from "~/lib/permissions";
import { createCentre, searchCentres } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { centreSearchSchema, createCentreSchema } from "~/validation/centres";

/**
 * GET /api/centres?q=&course=&near=LAT,LNG: `{ centres }`, active only; with `distanceKm`, nearest
 * first, when `near` is given; with `partnerIds` for an admin.
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const params = new URL(args.request.url).searchParams;
  const query = parseWith(centreSearchSchema, {
    q: params.get("q") ?? undefined,
    course: params.get("course") ?? undefined,
    near: params.get("near") ?? undefined,
  });
  // Admins see who runs each centre; nobody else does.
  const withPartners = isAdmin(await getOptionalApiReader(args));
  return Response.json({ centres: await searchCentres(depsFrom(args.context), query, { withPartners }) });
});

/** POST /api/centres (admin): the whole centre, with its partners. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, createCentreSchema, IMAGE_JSON_BODY_LIMIT);
  const centre = await createCentre(depsFrom(args.context), user, input);
  return jsonOk({ message: "Centre created successfully", centre }, { status: 201 });
});
