import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFile, pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";

/** The dashboard's download links: the same files as GET /api/exports/{file}, for the signed-in admin's session. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => exportFile(depsFrom(args.context), user, args.params.file, new URL(args.request.url)));
}
