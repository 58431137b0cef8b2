import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { depsFrom } from "~/services/deps.server";
import { listTransferDestinations } from "~/services/transfers.server";
import { requireMember } from "~/web/guards.server";

/** Every centre a student may be moved to, for the student page's "Move to another centre" (fetched when the dialog opens). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const centres = await listTransferDestinations(depsFrom(args.context), user);
  return Response.json({ centres }, { headers: { "Cache-Control": "private, no-store" } });
}
