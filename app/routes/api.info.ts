import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { getSiteInfo, saveAdminWhatsApp } from "~/services/site-info.server";
import { adminWhatsAppSchema } from "~/validation/site-info";
import { depsFrom } from "~/services/deps.server";

export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => jsonOk({ info: await getSiteInfo(depsFrom(context)) }));

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const admin = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, adminWhatsAppSchema);
  const info = await saveAdminWhatsApp(depsFrom(args.context), admin, input);
  return jsonOk({ message: "WhatsApp numbers saved", info });
});
