import { describe, expect, it } from "vitest";
import { markdownToHtml } from "~/web/markdown.server";
import { call, signedInUser } from "./helpers";

// Issue 36, item 3: a post's Markdown becomes headings, lists, links, quotes and images, and nothing
// that could run: raw HTML, event attributes and javascript: links never reach the page.

describe("a post's Markdown", () => {
  it("becomes headings (under the page's title), lists, links, quotes, emphasis and images", () => {
    const html = markdownToHtml(
      [
        "# Why the abacus",
        "## Speed",
        "Children learn **faster** and *better*.",
        "- beads\n- rods",
        "1. first\n2. second",
        "> A parent said so.",
        "[Our centres](/centres) and [a study](https://example.org/study).",
        "![Class photo](/images/blog/class.webp)",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Why the abacus</h2>");
    expect(html).toContain("<h3>Speed</h3>");
    expect(html).toContain("<strong>faster</strong>");
    expect(html).toContain("<em>better</em>");
    expect(html).toMatch(/<ul>\s*<li>beads<\/li>\s*<li>rods<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A parent said so.<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<a href="/centres">Our centres</a>');
    expect(html).toContain('<a href="https://example.org/study" rel="noopener nofollow">a study</a>');
    expect(html).toContain('<img src="/images/blog/class.webp" alt="Class photo">');
  });

  it("puts the highest heading the author used at h2, whether they began with # or ##", () => {
    expect(markdownToHtml("## Speed\n\n### Accuracy")).toBe("<h2>Speed</h2>\n<h3>Accuracy</h3>");
    expect(markdownToHtml("#### Deep")).toBe("<h2>Deep</h2>");
  });

  it("never lets a script, an event attribute or a javascript: link through", () => {
    const html = markdownToHtml(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        "[click](javascript:alert(3))",
        "![x](javascript:alert(4))",
        '<a href="javascript:alert(5)" onclick="alert(6)">raw</a>',
        '<iframe src="https://evil.example"></iframe>',
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|data:text/i);
    // Raw HTML is left out, not shown as markup: the links keep their words only.
    expect(html).toContain("click");
  });
});

describe("a Markdown post on its page and in the feed", () => {
  const post = (title: string, content: string, contentFormat?: "markdown" | "text") => ({
    title,
    excerpt: "An excerpt.",
    content,
    ...(contentFormat ? { contentFormat } : {}),
    category: "abacus",
    status: "published",
    publishedDate: "2026-11-20",
  });

  it("shows its headings, lists and links, and nothing that could run", async () => {
    const admin = await signedInUser("admin");
    const title = `Formatted ${crypto.randomUUID().slice(0, 6)}`;
    const markdown =
      "# Level one\n\n- beads\n- rods\n\n[centres](/centres)\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[x](javascript:alert(3))";
    const created = await call("/api/blogs", { method: "POST", token: admin.token, body: post(title, markdown, "markdown") });
    expect(created.status).toBe(201);
    expect(created.json?.blog).toMatchObject({ contentFormat: "markdown", content: markdown });
    const page = (await call(`/blogs/${created.json!.blog.slug}`)).text!;
    expect(page).toContain("<h2>Level one</h2>");
    expect(page).toMatch(/<ul>\s*<li>beads<\/li>/);
    expect(page).toContain('<a href="/centres">centres</a>');
    expect(page).not.toMatch(/alert\(|onerror=|javascript:alert/);
    const feed = (await call("/blogs/rss.xml")).text!;
    expect(feed).toContain("&lt;h2&gt;Level one&lt;/h2&gt;");
    expect(feed).not.toContain("alert(");
  });

  it("keeps a plain-text post (the API's default) as it always showed: markup shown as text, single line breaks kept", async () => {
    const admin = await signedInUser("admin");
    const title = `Plain ${crypto.randomUUID().slice(0, 6)}`;
    const created = await call("/api/blogs", {
      method: "POST",
      token: admin.token,
      body: post(title, "# Not a heading\nsecond line\n\n<b>bold?</b>"),
    });
    expect(created.json?.blog.contentFormat).toBe("text");
    const page = (await call(`/blogs/${created.json!.blog.slug}`)).text!;
    expect(page).not.toContain("<h2>Not a heading</h2>");
    expect(page).toContain("# Not a heading");
    expect(page).toContain("&lt;b&gt;bold?&lt;/b&gt;");
  });

  it("previews Markdown for a member who writes, and for no one else", async () => {
    const partner = await signedInUser();
    const form = new URLSearchParams({ content: "## Hello\n\n<script>x</script>" }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const preview = await call("/blogs/preview", { method: "POST", rawBody: form, headers: { ...headers, Cookie: partner.cookie } });
    expect(preview.json).toEqual({ html: "<h2>Hello</h2>" });
    // The session's read alone (the query budget: at most 4).
    expect(Number(preview.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(1);
    const visitor = await call("/blogs/preview", { method: "POST", rawBody: form, headers });
    expect(visitor.status).not.toBe(200);
  });
});
