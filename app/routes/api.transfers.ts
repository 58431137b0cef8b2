import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { listTransfers } from "~/services/transfers.server";
import { requireApiAdmin } from "~/web/guards.server";

/** GET /api/transfers (admins): `{ transfers }`, the waiting requests first (oldest first), then the decided ones. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const admin = await requireApiAdmin(args);
  return Response.json({ transfers: await listTransfers(depsFrom(args.context), admin) });
});
