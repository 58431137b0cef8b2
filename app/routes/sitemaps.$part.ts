import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageNotFound } from "~/lib/http.server";
import { xmlResponse } from "~/lib/xml";
import { depsFrom } from "~/services/deps.server";
import { parseSitemapPart, sitemapPart } from "~/services/sitemap.server";

// One part of the sitemap (/sitemaps/pages.xml, /sitemaps/posts-1.xml, /sitemaps/centres-1.xml), as its index lists them.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const part = parseSitemapPart(params.part ?? "");
  if (!part) return pageNotFound();
  const body = await sitemapPart(depsFrom(context), new URL(request.url).origin, part);
  return body ? xmlResponse(body) : pageNotFound();
}
