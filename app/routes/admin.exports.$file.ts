import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvExportResponse } from "~/lib/csv-export.server";
import { ServiceError } from "~/lib/errors";
import { requireAdmin } from "~/lib/guards.server";
import { depsFrom } from "~/services/deps.server";

/** The dashboard's download links: the same files as GET /api/exports/{file}, for the signed-in admin's session. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  try {
    return await csvExportResponse(depsFrom(args.context), user, args.params.file, new URL(args.request.url));
  } catch (error) {
    // A bad range typed into the address bar: the reason, as text, not the error page.
    if (error instanceof ServiceError)
      return new Response(error.message, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
