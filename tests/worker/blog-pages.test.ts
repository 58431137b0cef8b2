import { describe, expect, it } from "vitest";
import { call, createUser, sessionCookie, tokenFor } from "./helpers";
import { readWholeSitemap } from "./whole-sitemap";

const post = (overrides: Record<string, unknown> = {}) => ({
  title: `Vedic maths: multiply by 11 ${crypto.randomUUID().slice(0, 6)}`,
  excerpt: "A two-second trick for any two-digit number.",
  content: "Add the digits.\nPut the sum in the middle.\n\nThat is all.",
  category: "vedic_maths",
  status: "published",
  publishedDate: "2026-11-15",
  ...overrides,
});

async function adminToken() {
  const admin = await createUser({ role: "admin" });
  return { ...admin, token: await tokenFor(admin.email, admin.password) };
}

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const { json } = await call("/api/blogs", { method: "POST", token, body: post(overrides) });
  return json?.blog as { id: string; slug: string; title: string };
}

const metaContent = (html: string, attribute: string, name: string) =>
  html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];

describe("the page of a post", () => {
  it("is server-rendered with its title, canonical URL and Open Graph / Twitter tags", async () => {
    const admin = await adminToken();
    const blog = await create(admin.token);
    const { status, text } = await call(`/blogs/${blog.slug}`);
    expect(status).toBe(200);
    expect(text).toContain(`<title>${blog.title} | Bright Minds Academy</title>`);
    expect(text).toContain(`<link rel="canonical" href="https://academy.test/blogs/${blog.slug}"/>`);
    expect(metaContent(text, "property", "og:title")).toBe(blog.title);
    expect(metaContent(text, "property", "og:description")).toBe("A two-second trick for any two-digit number.");
    expect(metaContent(text, "property", "og:url")).toBe(`https://academy.test/blogs/${blog.slug}`);
    expect(metaContent(text, "name", "twitter:card")).toBe("summary");
    expect(text).toContain("Put the sum in the middle.");
  });

  it("shows a draft only to those who may edit it", async () => {
    const author = await createUser();
    const authorToken = await tokenFor(author.email, author.password);
    const draft = await create(authorToken, { status: "draft" });
    expect((await call(`/blogs/${draft.slug}`)).status).toBe(404);
    const stranger = await createUser();
    expect(
      (await call(`/blogs/${draft.slug}`, { headers: { Cookie: await sessionCookie(stranger.email, stranger.password) } })).status,
    ).toBe(404);
    const own = await call(`/blogs/${draft.slug}`, { headers: { Cookie: await sessionCookie(author.email, author.password) } });
    expect(own.status).toBe(200);
    expect(own.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("moves an old slug to the new one with 301 after a retitle", async () => {
    const admin = await adminToken();
    const blog = await create(admin.token);
    const renamed = await call(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: post({ title: `Renamed ${crypto.randomUUID().slice(0, 6)}` }),
    });
    const moved = await call(`/blogs/${blog.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe(`/blogs/${renamed.json?.blog.slug}`);
    expect((await call("/blogs/never-existed")).status).toBe(404);
  });

  it("never gives a new post an address another post has or once had", async () => {
    const admin = await adminToken();
    const title = `Same title ${crypto.randomUUID().slice(0, 6)}`;
    const first = await create(admin.token, { title });
    const second = await create(admin.token, { title });
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug.startsWith(first.slug)).toBe(true);

    // The first post moves away; its old address keeps pointing at it, not at a newcomer.
    await call(`/api/blogs/${first.id}`, { method: "PUT", token: admin.token, body: post({ title: `${title} moved` }) });
    const third = await create(admin.token, { title });
    expect(third.slug).not.toBe(first.slug);
    expect((await call(`/blogs/${first.slug}`)).response.headers.get("Location")).toBe(`/blogs/${first.slug}-moved`);

    // Taking its own old title back, a post regains its own old address.
    const back = await call(`/api/blogs/${first.id}`, { method: "PUT", token: admin.token, body: post({ title }) });
    expect(back.json?.blog.slug).toBe(first.slug);
    expect((await call(`/blogs/${first.slug}`)).status).toBe(200);
  });

  it("renders script and event-handler markup in a post as inert text", async () => {
    const admin = await adminToken();
    const blog = await create(admin.token, { content: 'Hi <script>window.__xss = 1</script> and <img src=x onerror="window.__xss=2">' });
    const { text } = await call(`/blogs/${blog.slug}`);
    expect(text).toContain("&lt;script&gt;window.__xss = 1&lt;/script&gt;");
    expect(text).toContain("&lt;img src=x onerror=&quot;window.__xss=2&quot;&gt;");
    expect(text).not.toContain("<script>window.__xss");
  });
});

describe("sitemap, RSS and robots.txt", () => {
  it("list the public pages and published posts, never drafts", async () => {
    const admin = await adminToken();
    const published = await create(admin.token);
    const draft = await create(admin.token, { status: "draft" });

    const sitemap = await readWholeSitemap();
    expect(sitemap.index.response.headers.get("Content-Type")).toContain("application/xml");
    expect(sitemap.index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap.parts.map((part) => part.path)).toEqual(expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/posts-1.xml"]));
    for (const part of sitemap.parts) {
      expect(part.status).toBe(200);
      expect(part.response.headers.get("Content-Type")).toContain("application/xml");
      expect(part.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
    }
    for (const path of ["/", "/blogs", "/gallery", "/competitions", "/contact", "/franchise", "/book-demo"])
      expect(sitemap.text).toContain(`<loc>https://academy.test${path === "/" ? "/" : path}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://academy.test/blogs/${published.slug}</loc>`);
    expect(sitemap.text).not.toContain(draft.slug);

    const rss = await call("/blogs/rss.xml");
    expect(rss.response.headers.get("Content-Type")).toContain("application/rss+xml");
    expect(rss.text).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(rss.text).toContain(`<title>${published.title}</title>`);
    expect(rss.text).toContain(`<link>https://academy.test/blogs/${published.slug}</link>`);
    expect(rss.text).not.toContain(draft.slug);

    const robots = await call("/robots.txt");
    expect(robots.text).toContain("Sitemap: https://academy.test/sitemap.xml");
    expect(robots.text).toContain("Disallow: /admin");
  });
});
