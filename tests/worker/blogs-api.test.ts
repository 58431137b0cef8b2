import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogLikes, blogs } from "~/db/schema";
import { imageKeyFromUrl } from "~/services/images.server";
import { call, createUser, db, tokenFor, tokenOfNewSession } from "./helpers";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==";

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Five abacus habits for faster sums",
  excerpt: "Small daily habits that make mental arithmetic quicker.",
  content: "Practise for ten minutes.\n\nVisualise the beads.",
  category: "abacus",
  status: "published",
  publishedDate: "2026-11-20",
  ...overrides,
});

async function signedIn(role: "admin" | "franchise" = "franchise", isApproved = true) {
  const user = await createUser({ role, isApproved });
  return { ...user, token: isApproved ? await tokenFor(user.email, user.password) : "" };
}

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call("/api/blogs", { method: "POST", token, body: post(overrides) });
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(json)}`);
  return json?.blog as { id: string; slug: string };
}

beforeEach(async () => {
  // Pins are a site-wide limit: each test starts with none.
  await db.update(blogs).set({ pinned: false });
});

describe("writing blogs", () => {
  it("lets an approved partner write a draft with a slug, an author and no likes", async () => {
    const partner = await signedIn();
    const { status, json } = await call("/api/blogs", {
      method: "POST",
      token: partner.token,
      body: post({ status: undefined, category: undefined }),
    });
    expect(status).toBe(201);
    expect(json?.blog).toMatchObject({
      status: "draft",
      category: "abacus",
      author: "Test franchise",
      likes: 0,
      likedBy: [],
      pinned: false,
    });
    expect(json?.blog.slug).toMatch(/^five-abacus-habits-for-faster-sums/);
  });

  it("stores an image sent as a data URL in R2, never in D1", async () => {
    const admin = await signedIn("admin");
    const blog = await create(admin.token, { imageUrl: PNG });
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row?.imageUrl).toMatch(/^\/images\/blogs\//);
    expect(await env.IMAGES.head(imageKeyFromUrl(row?.imageUrl)!)).not.toBeNull();
  });

  it.each([
    [{ excerpt: "x".repeat(201) }, "excerpt", "Excerpt must be at most 200 characters"],
    [{ title: "" }, "title", "Title is required"],
    [{ excerpt: undefined }, "excerpt", "Excerpt is required"],
    [{ content: "  " }, "content", "Content is required"],
    [{ publishedDate: undefined }, "publishedDate", "publishedDate must be a date (YYYY-MM-DD)"],
    [{ category: "cooking" }, "category", "category must be one of: abacus, phonics, vedic_maths"],
    [{ status: "secret" }, "status", "status must be published or draft"],
    [{ buttonUrl: "not a url" }, "buttonUrl", "buttonUrl must be a valid URL"],
    [{ imageUrl: "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" }, "imageUrl", "Only JPEG, PNG, WebP or GIF images can be uploaded"],
  ])("refuses %j naming the field, and writes nothing", async (override, field, message) => {
    const admin = await signedIn("admin");
    const title = `Refused ${crypto.randomUUID()}`;
    const { status, json } = await call("/api/blogs", { method: "POST", token: admin.token, body: post({ title, ...override }) });
    expect(status).toBe(400);
    expect(json?.errors[field]).toContain(message);
    expect(await db.select().from(blogs).where(eq(blogs.title, title)).get()).toBeUndefined();
  });

  it("refuses visitors (401) and unapproved accounts", async () => {
    expect((await call("/api/blogs", { method: "POST", body: post() })).status).toBe(401);
    const pending = await createUser({ isApproved: false });
    const token = await tokenOfNewSession({ id: pending.id, role: "franchise" });
    expect((await call("/api/blogs", { method: "POST", token, body: post() })).status).toBe(401);
  });

  it("lets authors edit only their own posts; admins edit any; the old slug is remembered", async () => {
    const author = await signedIn();
    const other = await signedIn();
    const admin = await signedIn("admin");
    const blog = await create(author.token, { title: "Phonics at home" });

    const foreign = await call(`/api/blogs/${blog.id}`, { method: "PUT", token: other.token, body: post({ title: "Hijacked" }) });
    expect(foreign.status).toBe(403);
    const own = await call(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: author.token,
      body: post({ title: "Phonics at home, part 2" }),
    });
    expect(own.status).toBe(200);
    expect(own.json?.blog.slug).toMatch(/^phonics-at-home-part-2/);
    const byAdmin = await call(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: post({ title: "Phonics at home, part 2", status: "draft" }),
    });
    expect(byAdmin.json?.blog).toMatchObject({ status: "draft", slug: own.json?.blog.slug });
    expect((await call(`/api/blogs/no-such-id`, { method: "PUT", token: admin.token, body: post() })).status).toBe(404);
  });

  it("lets only admins delete, and removes the likes and the image", async () => {
    const admin = await signedIn("admin");
    const partner = await signedIn();
    const blog = await create(admin.token, { imageUrl: PNG });
    await call(`/api/blogs/${blog.id}/like`, { method: "POST", token: partner.token });
    const key = imageKeyFromUrl((await db.select().from(blogs).where(eq(blogs.id, blog.id)).get())?.imageUrl)!;

    expect((await call(`/api/blogs/${blog.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/blogs/${blog.id}`, { method: "DELETE", token: partner.token })).status).toBe(403);
    expect((await call(`/api/blogs/${blog.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await db.select().from(blogs).where(eq(blogs.id, blog.id)).get()).toBeUndefined();
    expect(await db.select().from(blogLikes).where(eq(blogLikes.blogId, blog.id)).all()).toEqual([]);
    expect(await env.IMAGES.head(key)).toBeNull();
    expect((await call(`/api/blogs/${blog.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
  });
});

describe("listing blogs", () => {
  it("shows visitors only published posts; admins can ask for drafts; authors see their own drafts", async () => {
    const author = await signedIn();
    const admin = await signedIn("admin");
    const draft = await create(author.token, { title: `Draft ${crypto.randomUUID()}`, status: "draft", category: "vedic_maths" });

    const ids = async (query: string, token?: string) =>
      ((await call(`/api/blogs${query}`, { token })).json?.blogs as { id: string }[]).map((blog) => blog.id);
    expect(await ids("?limit=100")).not.toContain(draft.id);
    expect(await ids("?status=draft&limit=100")).not.toContain(draft.id);
    expect(await ids("?status=draft&limit=100", admin.token)).toContain(draft.id);
    expect(await ids("?limit=100", author.token)).toContain(draft.id);
    expect(await ids("?category=phonics&limit=100", admin.token)).not.toContain(draft.id);
    expect((await call("/api/blogs?category=cooking")).status).toBe(400);
  });
});

describe("likes", () => {
  it("toggles one like per user, and the list agrees with the likes table", async () => {
    const admin = await signedIn("admin");
    const reader = await signedIn();
    const blog = await create(admin.token, { title: `Liked ${crypto.randomUUID()}` });

    expect((await call(`/api/blogs/${blog.id}/like`, { method: "POST" })).status).toBe(401);
    const liked = await call(`/api/blogs/${blog.id}/like`, { method: "POST", token: reader.token });
    expect(liked.json).toEqual({ success: true, likes: 1, liked: true });
    const listed = ((await call("/api/blogs?limit=100", { token: reader.token })).json?.blogs as { id: string; likedBy: string[] }[]).find(
      (b) => b.id === blog.id,
    );
    expect(listed).toMatchObject({ likes: 1, likedBy: [reader.id] });
    const unliked = await call(`/api/blogs/${blog.id}/like`, { method: "POST", token: reader.token });
    expect(unliked.json).toEqual({ success: true, likes: 0, liked: false });
    expect((await call(`/api/blogs/missing/like`, { method: "POST", token: reader.token })).status).toBe(404);
  });

  it("stays consistent under concurrent likes by the same user", async () => {
    const admin = await signedIn("admin");
    const reader = await signedIn();
    const blog = await create(admin.token, { title: `Busy ${crypto.randomUUID()}` });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(`/api/blogs/${blog.id}/like`, { method: "POST", token: reader.token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await db.select().from(blogLikes).where(eq(blogLikes.blogId, blog.id)).all();
    expect(rows.length).toBeLessThanOrEqual(1);
    const listed = ((await call("/api/blogs?limit=100")).json?.blogs as { id: string; likes: number }[]).find((b) => b.id === blog.id);
    expect(listed?.likes).toBe(rows.length);
  });
});

describe("pins", () => {
  it("allows at most 3 pinned posts, with the spec's message for a fourth", async () => {
    const admin = await signedIn("admin");
    const partner = await signedIn();
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await create(admin.token, { title: `Pin me ${i} ${crypto.randomUUID()}` }));

    expect((await call(`/api/blogs/${posts[0]!.id}/pin`, { method: "POST", token: partner.token })).status).toBe(403);
    for (const blog of posts.slice(0, 3))
      expect((await call(`/api/blogs/${blog.id}/pin`, { method: "POST", token: admin.token })).status).toBe(200);
    const fourth = await call(`/api/blogs/${posts[3]!.id}/pin`, { method: "POST", token: admin.token });
    expect(fourth.status).toBe(409);
    expect(fourth.json).toEqual({ success: false, message: "Could not pin blog (max 3 pinned)" });

    expect((await call(`/api/blogs/${posts[0]!.id}/unpin`, { method: "POST", token: admin.token })).json?.blog.pinned).toBe(false);
    expect((await call(`/api/blogs/${posts[3]!.id}/pin`, { method: "POST", token: admin.token })).status).toBe(200);
    expect((await call(`/api/blogs/nope/unpin`, { method: "POST", token: admin.token })).status).toBe(404);
  });

  it("never makes a fourth under 20 concurrent pin requests", async () => {
    const admin = await signedIn("admin");
    const posts = [];
    for (let i = 0; i < 20; i++) posts.push(await create(admin.token, { title: `Race ${i} ${crypto.randomUUID()}` }));
    const answers = await Promise.all(posts.map((blog) => call(`/api/blogs/${blog.id}/pin`, { method: "POST", token: admin.token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    const pinned = await db
      .select({ count: sql<number>`count(*)` })
      .from(blogs)
      .where(eq(blogs.pinned, true))
      .get();
    expect(Number(pinned?.count)).toBe(3);
  });
});
