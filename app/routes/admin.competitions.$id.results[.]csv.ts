import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { ServiceError } from "~/lib/errors";
import { requireAdmin } from "~/lib/guards.server";
import { depsFrom } from "~/services/deps.server";
import { resultsTemplateCsv } from "~/services/results-csv.server";

/** The results template of one competition (every entry, its result so far): children's names, so admins only and never cached. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  try {
    const { csv, title } = await resultsTemplateCsv(depsFrom(args.context), user, args.params.id ?? "");
    const name = `results-${
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "competition"
    }.csv`;
    return new Response(csv, {
      headers: { "Content-Type": CSV_CONTENT_TYPE, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof ServiceError)
      return new Response(error.message, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
