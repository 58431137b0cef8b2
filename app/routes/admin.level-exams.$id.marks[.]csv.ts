import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageDownload } from "~/web/csv-export.server";
import { requireAdmin } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { marksTemplateCsv } from "~/services/level-exam-marks.server";

/** A level exam's marks template (every entry, its marks so far): children's names, so admins only and never cached. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return pageDownload(() => marksTemplateCsv(depsFrom(args.context), user, args.params.id ?? ""));
}
