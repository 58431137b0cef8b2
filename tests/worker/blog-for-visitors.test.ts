import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs } from "~/db/schema";
import { indiaDate, oneYearAfter } from "~/lib/dates";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";

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
    const response = await SELF.fetch(`${BASE}/blogs?index`, {
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
