import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiKitAccess } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { getProfile, PROFILE_SAVED_MESSAGE, saveProfile } from "~/services/profile.server";
import { profileSchema } from "~/validation/profile";

/** GET /api/profile: the caller's own saved details, or (`saved: false`) the defaults to start from. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiKitAccess(args);
  const { saved, ...profile } = await getProfile(depsFrom(args.context), user);
  return jsonOk({ profile, saved });
});

/** PUT /api/profile `{ businessName, gstin?, billingAddress, deliveryAddress?, phone }`: saves the caller's own details. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireApiKitAccess(args);
  const input = await readJsonBody(args.request, profileSchema);
  const { saved, ...profile } = await saveProfile(depsFrom(args.context), user, input);
  return jsonOk({ message: PROFILE_SAVED_MESSAGE, profile, saved });
});
