import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from "~/lib/site";
import { escapeXml, xmlResponse } from "~/lib/xml";
import { listPublishedBlogs } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";
import { postHtml } from "~/web/markdown.server";
import { blogPath } from "~/lib/blog-path";

// RSS 2.0 feed of the newest published posts. It names its own address (atom:link rel="self", as
// the RSS Advisory Board recommends and the W3C feed validator asks), so a reader keeps the right one.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const posts = await listPublishedBlogs(depsFrom(context), 50);
  const items = posts.map((post) => {
    const link = origin + blogPath(post.slug);
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      // The whole post as HTML (Markdown rendered and sanitized as on its page), escaped as RSS carries HTML.
      `<content:encoded>${escapeXml(postHtml(post))}</content:encoded>`,
      `<pubDate>${new Date(`${post.publishedDate}T00:00:00+05:30`).toUTCString()}</pubDate>`,
      "</item>",
    ].join("");
  });
  const channel = [
    `<title>${escapeXml(BLOG_FEED_TITLE)}</title>`,
    `<link>${escapeXml(`${origin}/blogs`)}</link>`,
    `<atom:link href="${escapeXml(origin + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml("Abacus, phonics and Vedic maths ideas for parents and teachers.")}</description>`,
    "<language>en-in</language>",
    ...items,
  ].join("\n");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n${channel}\n</channel>\n</rss>\n`,
    "application/rss+xml; charset=utf-8",
  );
}
