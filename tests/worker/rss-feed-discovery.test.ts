import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, tokenFor } from "./helpers";
import { assertWellFormedXml } from "./well-formed-xml";

// Issue 29, item 3: the RSS feed names its own address (atom:link rel="self", which the W3C feed
// validator asks for), and every page tells browsers and feed readers where the feed is.

let slug: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  const { json } = await call("/api/blogs", {
    method: "POST",
    token: await tokenFor(admin.email, admin.password),
    body: {
      title: `Feed post ${crypto.randomUUID().slice(0, 6)}`,
      excerpt: "A post for the feed.",
      content: "Read it in a feed reader.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-12",
    },
  });
  slug = (json!.blog as { slug: string }).slug;
});

describe("the RSS feed", () => {
  it("declares the Atom namespace and links to itself with rel=self", async () => {
    const { text } = await call("/blogs/rss.xml");
    expect(assertWellFormedXml(text)).toBe("rss");
    expect(text).toMatch(/<rss version="2\.0" xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom">/);
    const channel = text.match(/<channel>([\s\S]*?)<item>/)?.[1] ?? "";
    expect(channel).toContain('<atom:link href="https://academy.test/blogs/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});

describe("pages", () => {
  it.each(["/", "/blogs", "post", "/contact", "/centres"])("%s link to the feed in their head", async (path) => {
    const { status, text } = await call(path === "post" ? `/blogs/${slug}` : path);
    expect(status).toBe(200);
    const head = text.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
    const alternates = [...head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag);
    expect(alternates).toHaveLength(1);
    expect(alternates[0]).toContain('type="application/rss+xml"');
    expect(alternates[0]).toContain('title="Bright Minds Academy Blog"');
    expect(alternates[0]).toContain('href="/blogs/rss.xml"');
  });
});
