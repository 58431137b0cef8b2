import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/web/guards.server";
import { listPartnerChoices } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";

/** The partner accounts a centre may be given, for the Centres tab's form (fetched when it first opens). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const partners = await listPartnerChoices(depsFrom(args.context), user);
  return Response.json({ partners }, { headers: { "Cache-Control": "private, no-store" } });
}
