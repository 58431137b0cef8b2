import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiReader, requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { canManageSettings } from "~/lib/permissions";
import { getSiteInfo, saveAdminWhatsApp } from "~/services/site-info.server";
import { adminWhatsAppSchema } from "~/validation/site-info";
import { depsFrom } from "~/services/deps.server";

export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const reader = await getOptionalApiReader(args);
  const info = await getSiteInfo(depsFrom(args.context), reader);
  // An administrator's answer holds a number the public one leaves out: no cache may keep it.
  return jsonOk({ info }, canManageSettings(reader) ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const admin = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, adminWhatsAppSchema);
  const info = await saveAdminWhatsApp(depsFrom(args.context), admin, input);
  return jsonOk({ message: "WhatsApp numbers saved", info });
});
