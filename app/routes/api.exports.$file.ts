import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvDownload, exportFile } from "~/web/csv-export.server";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";

/** GET /api/exports/sales.csv?from=YYYY-MM-DD&to=YYYY-MM-DD, /api/exports/users.csv, /api/exports/messages.csv, /api/exports/leads.csv (admin). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return csvDownload(await exportFile(depsFrom(args.context), user, args.params.file, new URL(args.request.url)));
});

export const action = () => methodNotAllowed(["GET"]);
