// The blog as visitors meet it: a post's page and address, who likes a post, the picture's alt
// text when a post is shared, and the RSS feed every page points to. One file: one workerd start.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs } from "~/db/schema";
import { indiaDate, oneYearAfter } from "~/lib/dates";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { assertWellFormedXml } from "./well-formed-xml";
import { readWholeSitemap } from "./whole-sitemap";
import { workerFetch } from "./worker-fetch";

// Issue 12, finding 10 (blogs): who likes a post is private (everyone sees the count, a reader
// sees only their own like), and a post is dated at most a year ahead.

type Listed = { id: string; likes: number; likedBy: string[] };

async function member(role: "admin" | "franchise" = "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password), cookie: await sessionCookie(user.email, user.password) };
}

const post = (overrides: Record<string, unknown> = {}) => ({
  title: `Who liked this ${crypto.randomUUID().slice(0, 8)}`,
  excerpt: "A post with readers.",
  content: "Read me.",
  category: "phonics",
  status: "published",
  // Newest of all, so it leads the first page of the list.
  publishedDate: oneYearAfter(indiaDate()),
  ...overrides,
});

describe("who likes a post", () => {
  let admin: Awaited<ReturnType<typeof member>>;
  let first: Awaited<ReturnType<typeof member>>;
  let second: Awaited<ReturnType<typeof member>>;
  let stranger: Awaited<ReturnType<typeof member>>;
  let blog: { id: string; slug: string; title: string };

  beforeAll(async () => {
    [admin, first, second, stranger] = await Promise.all([member("admin"), member(), member(), member()]);
    const created = await call("/api/blogs", { method: "POST", token: admin.token, body: post() });
    blog = created.json?.blog;
    for (const liker of [first, second]) await call(`/api/blogs/${blog.id}/like`, { method: "POST", token: liker.token });
  });

  const listed = async (query: string, token?: string) =>
    ((await call(`/api/blogs${query}`, { token })).json?.blogs as Listed[]).find((item) => item.id === blog.id);

  it("GET /api/blogs gives a visitor the count and no one's id", async () => {
    expect(await listed("?limit=100")).toMatchObject({ likes: 2, likedBy: [] });
  });

  it("GET /api/blogs gives a signed-in reader only their own id, if they like it", async () => {
    expect(await listed("?limit=100", first.token)).toMatchObject({ likes: 2, likedBy: [first.id] });
    expect(await listed("?limit=100", second.token)).toMatchObject({ likes: 2, likedBy: [second.id] });
    expect(await listed("?limit=100", stranger.token)).toMatchObject({ likes: 2, likedBy: [] });
    // The admin's lists too: the same rule for everyone.
    expect(await listed("?limit=100", admin.token)).toMatchObject({ likes: 2, likedBy: [] });
    expect(await listed("?status=published&category=phonics&limit=100", admin.token)).toMatchObject({ likes: 2, likedBy: [] });
  });

  it("never names the likers in a post the API answers after an edit or a pin", async () => {
    const edited = await call(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: post({ title: "Who liked this, edited" }),
    });
    blog = edited.json?.blog;
    expect(edited.json?.blog).toMatchObject({ likes: 2, likedBy: [] });
    const pinned = await call(`/api/blogs/${blog.id}/pin`, { method: "POST", token: admin.token });
    expect(pinned.status).toBe(200);
    expect(pinned.json?.blog).toMatchObject({ likes: 2, likedBy: [] });
    await call(`/api/blogs/${blog.id}/unpin`, { method: "POST", token: admin.token });
  });

  it("keeps the likers' ids out of the /blogs page and its data, for visitors and other members", async () => {
    for (const cookie of [undefined, stranger.cookie, admin.cookie]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      for (const path of ["/blogs", "/blogs.data", "/blogs?category=phonics", `/blogs/${blog.slug}`, `/blogs/${blog.slug}.data`]) {
        const { status, text } = await call(path, { headers });
        expect(status, path).toBe(200);
        expect(text, path).toContain(blog.id);
        expect(text, path).not.toContain(first.id);
        expect(text, path).not.toContain(second.id);
      }
    }
  });

  it("still shows a reader their own like on the page", async () => {
    const { text } = await call("/blogs?category=phonics", { headers: { Cookie: first.cookie } });
    expect(text).not.toContain(second.id);
    const button = text.match(
      new RegExp(`<button[^>]*aria-label="[^"]*\\. Like ${blog.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`),
    )?.[0];
    expect(button).toContain('aria-pressed="true"');
  });
});

describe("a post's published date", () => {
  let admin: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    admin = await member("admin");
  });
  const latest = () => oneYearAfter(indiaDate());
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it("may be up to a year ahead, and no later (POST and PUT /api/blogs)", async () => {
    const ok = await call("/api/blogs", { method: "POST", token: admin.token, body: post({ publishedDate: latest() }) });
    expect(ok.status).toBe(201);

    for (const publishedDate of [dayAfter(latest()), "2099-01-01"]) {
      const title = `Too far ahead ${crypto.randomUUID()}`;
      const refused = await call("/api/blogs", { method: "POST", token: admin.token, body: post({ title, publishedDate }) });
      expect(refused.status).toBe(400);
      expect(refused.json?.errors).toEqual({ publishedDate: [`publishedDate can be at most one year ahead (${latest()} at the latest)`] });
      expect(await db.select().from(blogs).where(eq(blogs.title, title)).get()).toBeUndefined();
    }

    const edit = await call(`/api/blogs/${ok.json?.blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: post({ publishedDate: "2099-01-01" }),
    });
    expect(edit.status).toBe(400);
    expect(edit.json?.errors.publishedDate).toEqual([`publishedDate can be at most one year ahead (${latest()} at the latest)`]);
    expect((await db.select().from(blogs).where(eq(blogs.id, ok.json?.blog.id)).get())?.publishedDate).toBe(latest());
  });

  it("is refused on the /blogs page's form with the same message, and nothing is written", async () => {
    const title = `Page too far ahead ${crypto.randomUUID()}`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "create", ...post({ title, publishedDate: "2099-01-01" }) }))
      form.append(name, String(value));
    const response = await workerFetch(`${BASE}/blogs?index`, {
      method: "POST",
      redirect: "manual",
      body: form,
      headers: { "CF-Connecting-IP": freshAddress(), Cookie: admin.cookie },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain(`publishedDate can be at most one year ahead (${latest()} at the latest)`);
    expect(await db.select().from(blogs).where(eq(blogs.title, title)).get()).toBeUndefined();
  });
});

const trickPost = (overrides: Record<string, unknown> = {}) => ({
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
  const { json } = await call("/api/blogs", { method: "POST", token, body: trickPost(overrides) });
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
      body: trickPost({ title: `Renamed ${crypto.randomUUID().slice(0, 6)}` }),
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
    await call(`/api/blogs/${first.id}`, { method: "PUT", token: admin.token, body: trickPost({ title: `${title} moved` }) });
    const third = await create(admin.token, { title });
    expect(third.slug).not.toBe(first.slug);
    expect((await call(`/blogs/${first.slug}`)).response.headers.get("Location")).toBe(`/blogs/${first.slug}-moved`);

    // Taking its own old title back, a post regains its own old address.
    const back = await call(`/api/blogs/${first.id}`, { method: "PUT", token: admin.token, body: trickPost({ title }) });
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
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
    }
    for (const path of ["/", "/blogs", "/gallery", "/competitions", "/contact", "/franchise", "/book-demo"])
      expect(sitemap.text).toContain(`<loc>https://academy.test${path === "/" ? "/" : path}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://academy.test/blogs/${published.slug}</loc>`);
    expect(sitemap.text).not.toContain(draft.slug);

    const rss = await call("/blogs/rss.xml");
    expect(rss.response.headers.get("Content-Type")).toContain("application/rss+xml");
    expect(rss.text).toContain(
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    );
    expect(rss.text).toContain(`<title>${published.title}</title>`);
    expect(rss.text).toContain(`<link>https://academy.test/blogs/${published.slug}</link>`);
    expect(rss.text).not.toContain(draft.slug);

    const robots = await call("/robots.txt");
    expect(robots.text).toContain("Sitemap: https://academy.test/sitemap.xml");
    expect(robots.text).toContain("Disallow: /admin");
  });
});

// Issue 29, item 6: a post shared with its picture says what the picture is (og:image:alt and
// twitter:image:alt), for people whose screen reader reads the preview card.

// A 2x2 PNG, enough for a real uploaded image.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

let token: string;

async function postPage(fields: Record<string, unknown>) {
  const { json } = await call("/api/blogs", {
    method: "POST",
    token,
    body: {
      excerpt: "Sounds first, letters next.",
      content: "Start with the sounds.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-14",
      ...fields,
    },
  });
  return (await call(`/blogs/${(json!.blog as { slug: string }).slug}`)).text;
}

const meta = (html: string, attribute: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, "g"))].map(([, content]) => content);

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  token = await tokenFor(admin.email, admin.password);
});

describe("a post's social tags", () => {
  it("describe its image with the post's title", async () => {
    const title = `Phonics & "play" ${crypto.randomUUID().slice(0, 6)}`;
    const html = await postPage({ title, imageUrl: PNG });
    const escaped = title.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    expect(meta(html, "property", "og:image")).toHaveLength(1);
    expect(meta(html, "property", "og:image:alt")).toEqual([escaped]);
    expect(meta(html, "name", "twitter:image:alt")).toEqual([escaped]);
    // The alt follows its image, as the Open Graph protocol structures it.
    expect(html.indexOf('property="og:image:alt"')).toBeGreaterThan(html.indexOf('property="og:image"'));
  });

  it("have no image alt when the post has no image", async () => {
    const html = await postPage({ title: `No picture ${crypto.randomUUID().slice(0, 6)}` });
    expect(meta(html, "property", "og:image:alt")).toEqual([]);
    expect(meta(html, "name", "twitter:image:alt")).toEqual([]);
  });
});

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
    // Atom for rel=self; content for each post's whole HTML (content:encoded).
    expect(text).toMatch(
      /<rss version="2\.0" xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom" xmlns:content="http:\/\/purl\.org\/rss\/1\.0\/modules\/content\/">/,
    );
    const channel = text.match(/<channel>([\s\S]*?)<item>/)?.[1] ?? "";
    expect(channel).toContain('<atom:link href="https://academy.test/blogs/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});

describe("pages", () => {
  it.each(["/", "/blogs", "post", "/contact", "/centres"])("%s link to the feed in their head", async (path) => {
    const { status, text } = await call(path === "post" ? `/blogs/${slug}` : path);
    expect(status).toBe(200);
    const head = text.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
    // One feed; the other alternates are the page in each language (hreflang, tests/worker/languages.test.ts).
    const alternates = [...head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes("hrefLang"));
    expect(alternates).toHaveLength(1);
    expect(alternates[0]).toContain('type="application/rss+xml"');
    expect(alternates[0]).toContain('title="Bright Minds Academy Blog"');
    expect(alternates[0]).toContain('href="/blogs/rss.xml"');
  });
});
