import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { coursePath } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { PUBLIC_LINKS } from "~/lib/site";
import { escapeXml, xmlResponse } from "~/lib/xml";
import { listPublishedSlugs } from "~/services/blogs.server";
import { listPublishedResults } from "~/services/certificates.server";
import { listCentreSlugs } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";

// Every public page, every course, every published post, every active centre and every competition's published results, for search engines.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const deps = depsFrom(context);
  const [posts, centres, results] = await Promise.all([listPublishedSlugs(deps, 5000), listCentreSlugs(deps), listPublishedResults(deps)]);
  const urls = [
    ...PUBLIC_LINKS.map((link) => `<url><loc>${escapeXml(origin + link.to)}</loc></url>`),
    // The five course pages.
    ...COURSES.map((course) => `<url><loc>${escapeXml(origin + coursePath(course))}</loc></url>`),
    ...posts.map(
      (post) => `<url><loc>${escapeXml(`${origin}/blogs/${post.slug}`)}</loc><lastmod>${post.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
    ...centres.map(
      (centre) =>
        `<url><loc>${escapeXml(`${origin}/centres/${centre.slug}`)}</loc><lastmod>${centre.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
    `<url><loc>${escapeXml(`${origin}/verify`)}</loc></url>`,
    ...results.map(
      (competition) =>
        `<url><loc>${escapeXml(`${origin}/competitions/${encodeURIComponent(competition.id)}/results`)}</loc><lastmod>${competition.publishedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
}
