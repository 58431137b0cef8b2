import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { xmlResponse } from "~/lib/xml";
import { depsFrom } from "~/services/deps.server";
import { parseSitemapPart, sitemapPart } from "~/services/sitemap.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// One part of the sitemap (/sitemaps/pages.xml, /sitemaps/posts-1.xml, /sitemaps/centres-1.xml), as its index lists them.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const part = parseSitemapPart(params.part ?? "");
  if (!part) return notFound();
  const body = await sitemapPart(depsFrom(context), new URL(request.url).origin, part);
  return body ? xmlResponse(body) : notFound();
}
