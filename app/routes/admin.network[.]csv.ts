import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { exportNetworkSummary } from "~/services/network-csv.server";

/** The Network tab's "Download CSV": the same file as GET /api/network/summary.csv, for the signed-in admin's session. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => exportNetworkSummary(depsFrom(args.context), user));
}
