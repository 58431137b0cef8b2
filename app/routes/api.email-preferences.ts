import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { EMAIL_PREFERENCES_SAVED_MESSAGE, getEmailPreferences, saveEmailPreferences } from "~/services/email-preferences.server";
import { emailPreferencesSchema } from "~/validation/email-preferences";

/** GET /api/email-preferences: which updates the caller receives by email (`{ account, orders, admin? }`). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiUser(args);
  return jsonOk({ preferences: await getEmailPreferences(depsFrom(args.context), user) });
});

/** PUT /api/email-preferences `{ account, orders, admin }` (true: receive; false or left out: not). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const user = await requireApiUser(args);
  const input = await readJsonBody(args.request, emailPreferencesSchema);
  const preferences = await saveEmailPreferences(depsFrom(args.context), user, input);
  return jsonOk({ message: EMAIL_PREFERENCES_SAVED_MESSAGE, preferences });
});
