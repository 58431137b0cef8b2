import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiReader, requireApiAdmin, requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { isAdmin } from "~/lib/permissions";
import { deleteCentre, getCentreBySlug, updateCentre } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { partnerCentreSchema, updateCentreSchema } from "~/validation/centres";

/** GET /api/centres/{slug}: `{ centre }` (an active one; admins also see inactive ones, and the partners). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const reader = await getOptionalApiReader(args);
  return Response.json({ centre: await getCentreBySlug(depsFrom(args.context), reader, args.params.id ?? "") });
});

/**
 * PUT /api/centres/{id}: an admin any field (those left out stay); a partner of the centre only
 * phone, whatsappNumber, timings, fees and imageUrl. DELETE /api/centres/{id}: admin.
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const id = args.params.id ?? "";
  const deps = depsFrom(args.context);
  if (args.request.method === "PUT") {
    const user = await requireApiUser(args);
    const schema = isAdmin(user) ? updateCentreSchema : partnerCentreSchema;
    const input = await readJsonBody(args.request, schema, IMAGE_JSON_BODY_LIMIT);
    return jsonOk({ message: "Centre updated successfully", centre: await updateCentre(deps, user, { ...input, id }) });
  }
  if (args.request.method === "DELETE") {
    const user = await requireApiAdmin(args);
    return jsonOk({ message: "Centre deleted successfully", centre: await deleteCentre(deps, user, id) });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
});
