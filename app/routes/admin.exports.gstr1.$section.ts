import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportGstr1File, pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";

/** The Orders tab's GSTR-1 links: the same files as GET /api/exports/gstr1/{section}.csv, for the signed-in admin's session. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => exportGstr1File(depsFrom(args.context), user, args.params.section, new URL(args.request.url)));
}
