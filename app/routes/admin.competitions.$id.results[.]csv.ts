import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { resultsTemplateCsv } from "~/services/results-csv.server";

/** The results template of one competition (every entry, its result so far): children's names, so admins only and never cached. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => resultsTemplateCsv(depsFrom(args.context), user, args.params.id ?? ""));
}
