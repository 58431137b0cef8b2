import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogImages } from "~/db/schema";
import { forgetUnusedPostImages } from "~/services/post-images.server";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 36, item 3: pictures uploaded into a post's Markdown live in R2 and belong to the post that
// shows them; one left out by an edit, of a deleted post, or never used, is deleted by the daily job.

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

/** The editor's upload, as its fetcher sends it (multipart). */
async function upload(cookie: string | null, bytes: Uint8Array<ArrayBuffer> = PNG, type = "image/png") {
  const body = new FormData();
  body.set("image", new File([bytes], "class.png", { type }));
  const response = await workerFetch(`${BASE}/blogs/images`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    response,
    json: (response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

const keyOf = (url: string) => url.replace(/^\/images\//, "");

describe("pictures inside a post", () => {
  it("are stored for a member who writes, shown on the published post, and follow it", async () => {
    const admin = await signedInUser("admin");
    const first = await upload(admin.cookie);
    expect(first.status).toBe(201);
    const url = first.json!.url as string;
    expect(url).toMatch(/^\/images\/post-images\/[0-9a-f-]{36}\.png$/);
    expect(Number(first.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
    expect((await call(url)).status).toBe(200);

    const second = (await upload(admin.cookie)).json!.url as string;
    const content = `## Our class\n\n![The class](${url})\n\n![The prize](${second})`;
    const created = await call("/api/blogs", {
      method: "POST",
      token: admin.token,
      body: {
        title: `Pictures ${crypto.randomUUID().slice(0, 6)}`,
        excerpt: "E",
        content,
        contentFormat: "markdown",
        status: "published",
        publishedDate: "2026-11-20",
      },
    });
    expect(created.status).toBe(201);
    const blog = created.json!.blog as { id: string; slug: string };
    expect((await call(`/blogs/${blog.slug}`)).text).toContain(`<img src="${url}" alt="The class">`);
    expect(await db.select().from(blogImages).where(eq(blogImages.blogId, blog.id))).toHaveLength(2);

    // An edit that leaves the second out releases it (the daily job deletes it from R2); the first stays the post's.
    const edited = await call(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: admin.token,
      body: {
        title: `Pictures edited ${crypto.randomUUID().slice(0, 6)}`,
        excerpt: "E",
        content: `![The class](${url})`,
        contentFormat: "markdown",
        status: "published",
        publishedDate: "2026-11-20",
      },
    });
    expect(edited.status).toBe(200);
    const owners = async () =>
      Object.fromEntries(
        (
          await db
            .select()
            .from(blogImages)
            .where(inArray(blogImages.key, [keyOf(url), keyOf(second)]))
        ).map((row) => [row.key, row.blogId]),
      );
    expect(await owners()).toEqual({ [keyOf(url)]: blog.id, [keyOf(second)]: null });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    await forgetUnusedPostImages({ db, images: env.IMAGES }, tomorrow);
    expect(await env.IMAGES.head(keyOf(second))).toBeNull();
    expect(await env.IMAGES.head(keyOf(url))).not.toBeNull();

    // Deleting the post releases its pictures: the daily job deletes them.
    expect((await call(`/api/blogs/${blog.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await owners()).toEqual({ [keyOf(url)]: null });
    await forgetUnusedPostImages({ db, images: env.IMAGES }, tomorrow);
    expect(await env.IMAGES.head(keyOf(url))).toBeNull();
  });

  it("refuses what is not a picture and anyone who does not write posts", async () => {
    const partner = await signedInUser();
    const notImage = await upload(partner.cookie, new TextEncoder().encode("<svg onload=alert(1)>"), "image/svg+xml");
    expect(notImage.status).toBe(400);
    expect((await upload(null)).status).not.toBe(201);
  });

  it("deletes, with the daily job, a picture no saved post uses after a day", async () => {
    const partner = await signedInUser();
    const url = (await upload(partner.cookie)).json!.url as string;
    await db
      .update(blogImages)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where(eq(blogImages.key, keyOf(url)));
    expect(await forgetUnusedPostImages({ db, images: env.IMAGES }, new Date())).toBeGreaterThanOrEqual(1);
    expect(await env.IMAGES.head(keyOf(url))).toBeNull();
  });
});
