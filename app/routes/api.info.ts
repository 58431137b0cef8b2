import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiReader, requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { canOrderKits } from "~/lib/permissions";
import { getSiteInfo, saveSiteSettings } from "~/services/site-info.server";
import { siteSettingsSchema } from "~/validation/site-info";
import { depsFrom } from "~/services/deps.server";

export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const reader = await getOptionalApiReader(args);
  const info = await getSiteInfo(depsFrom(args.context), reader);
  // A partner's or an administrator's answer holds what the public one leaves out (the UPI payee,
  // the admins' own number): no cache may keep it.
  return jsonOk({ info }, canOrderKits(reader) ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const admin = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, siteSettingsSchema);
  const info = await saveSiteSettings(depsFrom(args.context), admin, input);
  const onlyNumbers = Object.keys(input).every((part) => part === "adminWhatsApp");
  return jsonOk({ message: onlyNumbers ? "WhatsApp numbers saved" : "Settings saved", info });
});
