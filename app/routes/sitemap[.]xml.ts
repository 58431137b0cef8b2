import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { coursePath } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { PUBLIC_LINKS } from "~/lib/site";
import { escapeXml, xmlResponse } from "~/lib/xml";
import { listPublishedSlugs } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";

// Every public page, every course and every published post, for search engines.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const posts = await listPublishedSlugs(depsFrom(context), 5000);
  const urls = [
    ...PUBLIC_LINKS.map((link) => `<url><loc>${escapeXml(origin + link.to)}</loc></url>`),
    // The five course pages.
    ...COURSES.map((course) => `<url><loc>${escapeXml(origin + coursePath(course))}</loc></url>`),
    ...posts.map(
      (post) => `<url><loc>${escapeXml(`${origin}/blogs/${post.slug}`)}</loc><lastmod>${post.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
}
