import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SITE_NAME } from "~/lib/site";
import { escapeXml, xmlResponse } from "~/lib/xml";
import { listPublishedBlogs } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";

// RSS 2.0 feed of the newest published posts.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const posts = await listPublishedBlogs(depsFrom(context), 50);
  const items = posts.map((post) => {
    const link = `${origin}/blogs/${post.slug}`;
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      `<pubDate>${new Date(`${post.publishedDate}T00:00:00+05:30`).toUTCString()}</pubDate>`,
      "</item>",
    ].join("");
  });
  const channel = [
    `<title>${escapeXml(`${SITE_NAME} Blog`)}</title>`,
    `<link>${escapeXml(`${origin}/blogs`)}</link>`,
    `<description>${escapeXml("Abacus, phonics and Vedic maths ideas for parents and teachers.")}</description>`,
    "<language>en-in</language>",
    ...items,
  ].join("\n");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n<channel>\n${channel}\n</channel>\n</rss>\n`,
    "application/rss+xml; charset=utf-8",
  );
}
