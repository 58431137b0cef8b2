import type { ParentExport } from "~/services/parents.server";

/** A parent's data as a JSON file to keep (never cached: children's data). */
export function exportResponse(data: ParentExport): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-children-data-${data.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
