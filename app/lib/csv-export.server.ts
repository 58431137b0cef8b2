import { exportContactMessages, exportSalesRegister, exportUsers, type CsvFile } from "~/services/exports.server";
import type { Deps } from "~/services/deps.server";
import { exportLeads } from "~/services/lead-export.server";
import { salesExportQuerySchema } from "~/validation/exports";
import { leadFiltersSchema } from "~/validation/leads";
import { CSV_CONTENT_TYPE } from "./csv";
import { notFound } from "./errors";
import { parseWith } from "./http.server";
import type { Actor } from "./permissions";

// One answer for the exports, whichever way the admin asks: GET /api/exports/{file} (Bearer) and
// the dashboard's download links, /admin/exports/{file} (the session cookie).

/** The file named in the path (sales.csv needs `?from=&to=`, leads.csv takes the Leads tab's filters; 400 naming the parameter), as a download. */
export async function csvExportResponse(deps: Deps, actor: Actor, file: string | undefined, url: URL): Promise<Response> {
  let exported: CsvFile;
  if (file === "sales.csv")
    exported = await exportSalesRegister(deps, actor, parseWith(salesExportQuerySchema, Object.fromEntries(url.searchParams)));
  else if (file === "users.csv") exported = await exportUsers(deps, actor);
  else if (file === "messages.csv") exported = await exportContactMessages(deps, actor);
  else if (file === "leads.csv")
    exported = await exportLeads(deps, actor, parseWith(leadFiltersSchema, Object.fromEntries(url.searchParams)));
  else throw notFound("No such export. Use sales.csv, users.csv, messages.csv or leads.csv.");
  return new Response(exported.body, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${exported.filename}"`,
      // Names, emails and sales: never kept by a browser or a cache.
      "Cache-Control": "no-store",
    },
  });
}
