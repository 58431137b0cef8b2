import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvDownload, exportGstr1File } from "~/web/csv-export.server";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";

/** GET /api/exports/gstr1/{b2b,b2cl,b2cs,cdnr,cdnur,hsn,docs}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&gstin=][&table=b2b|b2c] (admin). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return csvDownload(await exportGstr1File(depsFrom(args.context), user, args.params.section, new URL(args.request.url)));
});

export const action = () => methodNotAllowed(["GET"]);
