import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { ServiceError } from "~/lib/errors";
import { requireAdmin } from "~/lib/guards.server";
import { depsFrom } from "~/services/deps.server";
import { exportEntries } from "~/services/entry-pages.server";

/** The competition's entries as CSV, for the signed-in admin (children's data: never stored by a cache). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  try {
    const { filename, body } = await exportEntries(depsFrom(args.context), user, args.params.id ?? "");
    return new Response(body, {
      headers: {
        "Content-Type": CSV_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof ServiceError)
      return new Response(error.message, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
