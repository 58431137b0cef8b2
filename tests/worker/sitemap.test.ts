import { beforeAll, describe, expect, it } from "vitest";
import { blogs, centres } from "~/db/schema";
import type { Course } from "~/lib/enums";
import { SITEMAP_PART_SIZE } from "~/services/sitemap.server";
import { call, db } from "./helpers";
import { assertWellFormedXml } from "./well-formed-xml";
import { readWholeSitemap } from "./whole-sitemap";

// The sitemap is an index of parts of at most SITEMAP_PART_SIZE addresses: a network with more posts
// or centres than that gets more parts, and every published post and active centre is in one of them.

const POSTS = SITEMAP_PART_SIZE + 3;
const postSlug = (index: number) => `sitemap-post-${String(index).padStart(4, "0")}`;
// Each page is listed at its English address, then its Marathi and Hindi ones (tests/worker/languages.test.ts): the English ones here.
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>https:\/\/academy\.test([^<]+)<\/loc>/g)].map(([, path]) => path!).filter((path) => !/^\/(mr|hi)\//.test(path));

beforeAll(async () => {
  const rows = Array.from({ length: POSTS }, (_, index): typeof blogs.$inferInsert => ({
    slug: postSlug(index),
    title: `Sitemap post ${index}`,
    excerpt: "An excerpt.",
    content: "Some content.",
    status: "published",
    // One a day, so the newest (the highest index) comes first.
    publishedDate: new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
    authorName: "Admin",
  }));
  const drafts: (typeof blogs.$inferInsert)[] = [{ ...rows[0]!, slug: "sitemap-draft", status: "draft" }];
  // D1 binds at most 100 values a statement: up to sixteen columns a row (the defaults are bound too), so six rows an insert.
  const inserts = [...rows, ...drafts].reduce<(typeof rows)[]>((chunks, row, index) => {
    if (index % 6 === 0) chunks.push([]);
    chunks.at(-1)!.push(row);
    return chunks;
  }, []);
  await db.batch(inserts.map((chunk) => db.insert(blogs).values(chunk)) as [never, ...never[]]);
  const centre = (slug: string, active: boolean): typeof centres.$inferInsert => ({
    slug,
    name: slug,
    city: "Pune",
    area: "Kothrud",
    address: "1 Road, Pune",
    pincode: "411038",
    latitude: 18.5,
    longitude: 73.8,
    phone: "+91 98765 43210",
    courses: ["abacus"] as Course[],
    timings: "Mon-Fri 4-7 pm",
    active,
  });
  await db.insert(centres).values([centre("sitemap-centre-open", true), centre("sitemap-centre-closed", false)]);
});

describe("the sitemap's index and parts", () => {
  it("lists the site's pages, then the posts five hundred a part, then the centres", async () => {
    const { index, parts } = await readWholeSitemap();
    expect(assertWellFormedXml(index.text)).toBe("sitemapindex");
    expect(parts.map((part) => part.path)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/posts-1.xml",
      "/sitemaps/posts-2.xml",
      "/sitemaps/centres-1.xml",
    ]);
    for (const part of parts) {
      expect(part.status, part.path).toBe(200);
      expect(assertWellFormedXml(part.text), part.path).toBe("urlset");
    }
    const [pages, firstPosts, morePosts, centreList] = parts.map((part) => locs(part.text));
    expect(pages).toEqual(expect.arrayContaining(["/", "/centres", "/franchise", "/book-demo", "/verify", "/courses/abacus-training"]));
    // Newest first; each published post once, in one part or the other; never a draft.
    expect(firstPosts).toHaveLength(SITEMAP_PART_SIZE);
    expect(firstPosts![0]).toBe(`/blogs/${postSlug(POSTS - 1)}`);
    expect(morePosts).toEqual([2, 1, 0].map((index) => `/blogs/${postSlug(index)}`));
    expect(new Set([...firstPosts!, ...morePosts!]).size).toBe(POSTS);
    expect(parts[1]!.text).toContain(`<loc>https://academy.test/blogs/${postSlug(POSTS - 1)}</loc><lastmod>`);
    expect(parts.map((part) => part.text).join("")).not.toContain("sitemap-draft");
    expect(centreList).toEqual(["/centres/sitemap-centre-open"]);
  });

  it.each(["/sitemaps/posts-3.xml", "/sitemaps/centres-2.xml", "/sitemaps/posts-0.xml", "/sitemaps/posts.xml", "/sitemaps/other.xml"])(
    "%s is not a part: 404",
    async (path) => {
      const { status, text } = await call(path);
      expect(status).toBe(404);
      expect(text).toBe("Not Found");
    },
  );
});
