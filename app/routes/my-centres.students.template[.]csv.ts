import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CSV_CONTENT_TYPE, toCsv } from "~/lib/csv";
import { requireMember } from "~/lib/guards.server";
import { ROSTER_COLUMNS } from "~/validation/students";

/** The roster template: the header row the import reads (one line per student goes under it). */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  return new Response(toCsv(ROSTER_COLUMNS, []), {
    headers: { "Content-Type": CSV_CONTENT_TYPE, "Content-Disposition": 'attachment; filename="students-template.csv"' },
  });
}
