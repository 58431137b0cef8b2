import type { APIRequestContext } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { E2E_ADMIN } from "../../scripts/lib/e2e-users.mjs";

/** Publishes a post through the API, as the admin. */
async function publish(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { token } = await login.json();
  const created = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Reading readiness at age five ${Date.now()}`,
      excerpt: "Signs your child is ready for phonics.",
      content: "Listen for rhymes.\n\nPlay with sounds.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-18",
      ...overrides,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).blog as { slug: string; title: string };
}

test("a post's page carries the tags a shared link previews with", async ({ page }) => {
  const blog = await publish(page.request);
  await visit(page, `/blogs/${blog.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", blog.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", "Signs your child is ready for phonics.");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blogs/${blog.slug}$`));
  await expect(page).toHaveTitle(`${blog.title} | Bright Minds Academy`);
});

test("markup in a post shows as text and runs nothing", async ({ page }) => {
  const blog = await publish(page.request, {
    title: `Safe post ${Date.now()}`,
    content: 'Look: <script>window.__xss = 1</script> and <img src=x onerror="window.__xss=2">',
  });
  await visit(page, `/blogs/${blog.slug}`);
  await expect(page.getByText("<script>window.__xss = 1</script>", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test("the sitemap's index, its newest posts and the RSS feed are valid XML that list a published post", async ({ page }) => {
  const blog = await publish(page.request);
  await visit(page, "/");
  for (const [path, expected] of [
    ["/sitemap.xml", "/sitemaps/posts-1.xml</loc>"],
    ["/sitemaps/posts-1.xml", `/blogs/${blog.slug}</loc>`],
    ["/blogs/rss.xml", `<title>${blog.title}</title>`],
  ] as const) {
    const xml = await (await page.request.get(path)).text();
    expect(xml).toContain(expected);
    const parseError = await page.evaluate(
      (text) => new DOMParser().parseFromString(text, "application/xml").querySelector("parsererror")?.textContent ?? null,
      xml,
    );
    expect(parseError, `${path} is not well-formed XML`).toBeNull();
  }
});
