import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvDownload } from "~/web/csv-export.server";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { exportNetworkSummary } from "~/services/network-csv.server";

/** GET /api/network/summary.csv (admin): the network dashboard, the network's row and one row per centre. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return csvDownload(await exportNetworkSummary(depsFrom(args.context), user));
});

export const action = () => methodNotAllowed(["GET"]);
