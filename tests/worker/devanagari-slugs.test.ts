import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { call, signedInUser } from "./helpers";

// Issue 36, item 2: a Marathi or Hindi title gets a readable address: its own words, percent-encoded
// on the wire (a browser shows them as written), unique, in the sitemap and the feed as well.

const post = (title: string) => ({
  title,
  excerpt: "मुलांसाठी अबॅकसची ओळख.",
  content: "अबॅकस म्हणजे मणी आणि दांड्यांनी गणित.",
  category: "abacus",
  status: "published",
  publishedDate: "2026-11-21",
});

describe("a Devanagari title's address", () => {
  it("keeps its words (not its punctuation or dandas), and Latin titles read as before", () => {
    expect(slugify("अबॅकस म्हणजे काय?", { letters: "devanagari" })).toBe("अबॅकस-म्हणजे-काय");
    expect(slugify("गणित सोपे आहे। नक्की!", { letters: "devanagari" })).toBe("गणित-सोपे-आहे-नक्की");
    expect(slugify("Abacus Level 1 — मराठी", { letters: "devanagari" })).toBe("abacus-level-1-मराठी");
    expect(slugify("Pune Café")).toBe("pune-cafe");
    expect(slugify("अबॅकस")).toBe("post");
  });

  it("is readable and unique, answers at its encoded address, and is encoded in the sitemap, the feed and a redirect", async () => {
    const admin = await signedInUser("admin");
    const title = `अबॅकस म्हणजे काय ${crypto.randomUUID().slice(0, 4)}`;
    const first = await call("/api/blogs", { method: "POST", token: admin.token, body: post(title) });
    const second = await call("/api/blogs", { method: "POST", token: admin.token, body: post(title) });
    const slug = first.json!.blog.slug as string;
    expect(slug).toBe(slugify(title, { letters: "devanagari" }));
    expect(slug).toMatch(/^अबॅकस-म्हणजे-काय-/);
    expect(second.json!.blog.slug).toMatch(new RegExp(`^${slug}-[0-9a-f]{6}$`));

    const encoded = `/blogs/${encodeURIComponent(slug)}`;
    const page = await call(encoded);
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);
    expect(page.text).toContain(`<link rel="canonical" href="https://academy.test${encoded}"/>`);
    expect((await call("/sitemaps/posts-1.xml")).text).toContain(`<loc>https://academy.test${encoded}</loc>`);
    expect((await call("/blogs/rss.xml")).text).toContain(`<link>https://academy.test${encoded}</link>`);

    // Retitled: the old address moves to the new one, as an ASCII Location.
    const renamed = await call(`/api/blogs/${first.json!.blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: post(`गणिताची गंमत ${crypto.randomUUID().slice(0, 4)}`),
    });
    const moved = await call(encoded);
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe(`/blogs/${encodeURIComponent(renamed.json!.blog.slug as string)}`);
  });
});
