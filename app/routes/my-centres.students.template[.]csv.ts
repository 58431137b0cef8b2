import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/csv";
import { csvDownload } from "~/web/csv-export.server";
import { requireMember } from "~/web/guards.server";
import { ROSTER_COLUMNS } from "~/validation/students";

/** The roster template: the header row the import reads (one line per student goes under it). */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  return csvDownload({ filename: "students-template.csv", body: toCsv(ROSTER_COLUMNS, []) });
}
