import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FRANCHISE_BROCHURE_FILE_NAME } from "~/lib/franchise-brochure";
import { depsFrom } from "~/services/deps.server";
import { franchiseBrochureFile } from "~/services/franchise-brochure.server";

// The franchise brochure (a PDF an admin uploaded), for anyone to read or keep. A browser keeps it a
// few minutes and then asks again with its ETag: a new upload is seen soon, an unchanged one costs
// no download.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const file = await franchiseBrochureFile(depsFrom(context));
  if (!file)
    return new Response("No franchise brochure is available.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${FRANCHISE_BROCHURE_FILE_NAME}"`,
    "Cache-Control": "public, max-age=300",
    ETag: file.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("If-None-Match") === file.httpEtag) {
    await file.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(file.size));
  return new Response(file.body, { headers });
}
