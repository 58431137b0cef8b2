import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { xmlResponse } from "~/lib/xml";
import { depsFrom } from "~/services/deps.server";
import { sitemapIndex } from "~/services/sitemap.server";

// The sitemap's index, for search engines: its parts list every public page, post and centre.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return xmlResponse(await sitemapIndex(depsFrom(context), new URL(request.url).origin));
}
