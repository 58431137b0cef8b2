import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { listAssignableCentres } from "~/services/leads.server";

/** Every centre the reader may put a lead at, for "Move to another centre" when the page could not carry them (a big network). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const centres = await listAssignableCentres(depsFrom(args.context), user);
  return Response.json({ centres }, { headers: { "Cache-Control": "private, no-store" } });
}
