import { exportContactMessages, exportSalesRegister, exportUsers } from "~/services/exports.server";
import type { Deps } from "~/services/deps.server";
import { exportLeads } from "~/services/lead-export.server";
import { gstr1QuerySchema, salesExportQuerySchema } from "~/validation/exports";
import { exportGstr1Section, exportGstr1Zip, GSTR1_ADDRESS_SECTIONS } from "~/services/gstr1.server";
import { leadFiltersSchema } from "~/validation/leads";
import { CSV_CONTENT_TYPE, type BinaryFile, type CsvFile } from "../lib/csv";
import { notFound, ServiceError } from "../lib/errors";
import { parseWith } from "../lib/http.server";
import type { Actor } from "../lib/permissions";

// Every CSV download answers the same way: the exports, whichever way the admin asks (GET
// /api/exports/{file} with a Bearer token, the dashboard's /admin/exports/{file} with the session
// cookie), a competition's entries and results, and the roster template.

/** The file as a download. Names, phones and sales: never kept by a browser or a cache. */
export function csvDownload(file: CsvFile | BinaryFile): Response {
  const { filename, body } = file;
  return new Response(body, {
    headers: {
      "Content-Type": "contentType" in file ? file.contentType : CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * A download from a page's link: a refusal (a bad range typed into the address bar, a competition
 * that is gone) is its reason as text, not the error page.
 */
export async function pageDownload(file: () => Promise<CsvFile | BinaryFile>): Promise<Response> {
  try {
    return csvDownload(await file());
  } catch (error) {
    if (error instanceof ServiceError)
      return new Response(error.message, { status: error.status, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}

/** The file named in the path (sales.csv and gstr1.zip need `?from=&to=`, leads.csv takes the Leads tab's filters; 400 naming the parameter). */
export async function exportFile(deps: Deps, actor: Actor, file: string | undefined, url: URL): Promise<CsvFile | BinaryFile> {
  if (file === "gstr1.zip") return exportGstr1Zip(deps, actor, parseWith(gstr1QuerySchema, Object.fromEntries(url.searchParams)));
  if (file === "sales.csv")
    return exportSalesRegister(deps, actor, parseWith(salesExportQuerySchema, Object.fromEntries(url.searchParams)));
  if (file === "users.csv") return exportUsers(deps, actor);
  if (file === "messages.csv") return exportContactMessages(deps, actor);
  if (file === "leads.csv") return exportLeads(deps, actor, parseWith(leadFiltersSchema, Object.fromEntries(url.searchParams)));
  throw notFound("No such export. Use sales.csv, gstr1.zip, gstr1/{section}.csv, users.csv, messages.csv or leads.csv.");
}

/** GSTR-1's section named in the path (`b2b.csv`...; 404 for another), for `?from=&to=` (400 naming the parameter). */
export async function exportGstr1File(deps: Deps, actor: Actor, file: string | undefined, url: URL): Promise<CsvFile> {
  const section = GSTR1_ADDRESS_SECTIONS.find((name) => file === `${name}.csv`);
  if (!section) throw notFound(`No such GSTR-1 section. Use ${GSTR1_ADDRESS_SECTIONS.map((name) => `${name}.csv`).join(", ")}.`);
  return exportGstr1Section(deps, actor, section, parseWith(gstr1QuerySchema, Object.fromEntries(url.searchParams)));
}
