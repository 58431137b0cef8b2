import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { exportEntries } from "~/services/entry-pages.server";

/** The competition's entries as CSV, for the signed-in admin (children's data: never stored by a cache). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => exportEntries(depsFrom(args.context), user, args.params.id ?? ""));
}
