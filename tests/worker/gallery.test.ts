import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { galleryItems, GALLERY_CATEGORIES as SCHEMA_CATEGORIES } from "~/db/schema";
import { imageKeyFromUrl } from "~/services/images.server";
import { createGalleryItem, latestGalleryItems, listGalleryItems } from "~/services/gallery.server";
import { GALLERY_CATEGORIES } from "~/validation/gallery";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// ---- Image bytes: real headers of each accepted type, and things that only pretend. ----
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const bytesOf = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
const dataUrl = (bytes: Uint8Array, type = "image/png") => `data:${type};base64,${base64(bytes)}`;

const PNG = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
const JPEG = bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const GIF = bytesOf(
  "GIF89a",
  [
    1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0,
    0x3b,
  ],
);
const WEBP = bytesOf("RIFF", [26, 0, 0, 0], "WEBPVP8L", [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 7, 0]);
const SVG = bytesOf('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
const TEXT = bytesOf("just some text pretending to be a picture");
/** A PNG header followed by zeros, one byte over 5 MB. */
const OVERSIZE = new Uint8Array(5 * 1024 * 1024 + 1);
OVERSIZE.set(PNG);

let adminToken: string;
let partnerToken: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  const partner = await createUser({ role: "franchise" });
  adminToken = await tokenFor(admin.email, admin.password);
  partnerToken = await tokenFor(partner.email, partner.password);
});

// Each test starts from an empty gallery (and so an empty gallery folder in R2).
beforeEach(async () => {
  await db.delete(galleryItems);
  const stored = await env.IMAGES.list({ prefix: "gallery/" });
  if (stored.objects.length) await env.IMAGES.delete(stored.objects.map((object) => object.key));
});

const galleryRowCount = async () => (await db.select({ id: galleryItems.id }).from(galleryItems)).length;
const storedGalleryObjects = async () => (await env.IMAGES.list({ prefix: "gallery/" })).objects.length;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: dataUrl(PNG),
  category: "events",
  publishedDate: "2026-11-12",
  ...overrides,
});

async function createViaApi(overrides: Record<string, unknown> = {}) {
  const { status, json } = await call("/api/gallery", { method: "POST", token: adminToken, body: validBody(overrides) });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.item as { id: string; imageUrl: string; category: string; publishedDate: string };
}

describe("GET /api/gallery", () => {
  it("lists newest first (published date, then upload time) with hasMore and nextOffset", async () => {
    await db.insert(galleryItems).values([
      {
        id: "g-old",
        imageUrl: "/images/hero/abacus-640.webp",
        category: "classes",
        publishedDate: "2026-01-01",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      {
        id: "g-new-a",
        imageUrl: "/images/hero/abacus-640.webp",
        category: "events",
        publishedDate: "2026-06-01",
        createdAt: "2026-06-01T01:00:00.000Z",
      },
      {
        id: "g-new-b",
        imageUrl: "/images/hero/abacus-640.webp",
        category: "classes",
        publishedDate: "2026-06-01",
        createdAt: "2026-06-01T02:00:00.000Z",
      },
    ]);
    const { status, json } = await call("/api/gallery");
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, hasMore: false, nextOffset: null });
    expect(json!.items.map((item: { id: string }) => item.id)).toEqual(["g-new-b", "g-new-a", "g-old"]);
    expect(json!.items[0]).toEqual({
      id: "g-new-b",
      imageUrl: "/images/hero/abacus-640.webp",
      category: "classes",
      publishedDate: "2026-06-01",
    });
  });

  it("pages with limit and offset", async () => {
    await db.insert(galleryItems).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: `p-${i}`,
        imageUrl: "/images/hero/vedic-640.webp",
        publishedDate: `2026-03-0${i + 1}`,
      })),
    );
    const first = await call("/api/gallery?limit=2");
    expect(first.json).toMatchObject({ hasMore: true, nextOffset: 2 });
    expect(first.json!.items.map((item: { id: string }) => item.id)).toEqual(["p-4", "p-3"]);
    const last = await call("/api/gallery?limit=2&offset=4");
    expect(last.json).toMatchObject({ hasMore: false, nextOffset: null });
    expect(last.json!.items.map((item: { id: string }) => item.id)).toEqual(["p-0"]);
    const bad = await call("/api/gallery?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.json!.message).toContain("limit");
  });

  it("filters by category (all: no filter), and refuses an unknown one naming the field", async () => {
    await db.insert(galleryItems).values([
      { id: "c-1", imageUrl: "/images/hero/vedic-640.webp", category: "achievements", publishedDate: "2026-03-01" },
      { id: "c-2", imageUrl: "/images/hero/vedic-640.webp", category: "events", publishedDate: "2026-03-02" },
    ]);
    const { json } = await call("/api/gallery?category=achievements");
    expect(json!.items.map((item: { id: string }) => item.id)).toEqual(["c-1"]);
    const all = await call("/api/gallery?category=all");
    expect(all.status).toBe(200);
    expect(all.json!.items.map((item: { id: string }) => item.id)).toEqual(["c-2", "c-1"]);
    const bad = await call("/api/gallery?category=parties");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false });
    expect(bad.json!.message).toContain("category");
  });

  it("lists through the service in one query", async () => {
    const page = await listGalleryItems({ db }, { limit: 6, offset: 0 });
    expect(page).toEqual({ items: [], hasMore: false, nextOffset: null });
  });

  it("gives the home page exactly the newest six", async () => {
    await db.insert(galleryItems).values(
      Array.from({ length: 8 }, (_, i) => ({
        id: `h-${i}`,
        imageUrl: "/images/hero/vedic-640.webp",
        publishedDate: `2026-04-0${i + 1}`,
      })),
    );
    const latest = await latestGalleryItems({ db }, 6);
    expect(latest.map((item) => item.id)).toEqual(["h-7", "h-6", "h-5", "h-4", "h-3", "h-2"]);
    const home = await call("/");
    expect(home.text.match(/alt="[A-Za-z]+ at the academy"/g)).toHaveLength(6);
  });
});

describe("POST /api/gallery", () => {
  it("stores the image in R2, never as a data URL in D1, and answers 201 with the item", async () => {
    const { status, json } = await call("/api/gallery", { method: "POST", token: adminToken, body: validBody() });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      success: true,
      message: "Gallery item created successfully",
      item: { category: "events", publishedDate: "2026-11-12" },
    });
    const item = json!.item;
    expect(item.imageUrl).toMatch(/^\/images\/gallery\/[0-9a-f-]{36}\.png$/);

    const row = await db.select().from(galleryItems).where(eq(galleryItems.id, item.id)).get();
    expect(row?.imageUrl).toBe(item.imageUrl);
    expect(row?.imageUrl).not.toContain("data:");
    const object = await env.IMAGES.get(imageKeyFromUrl(item.imageUrl)!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);

    const served = await workerFetch(`${BASE}${item.imageUrl}`);
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });

  it.each([
    ["PNG", PNG, "png"],
    ["JPEG", JPEG, "jpg"],
    ["GIF", GIF, "gif"],
    ["WebP", WEBP, "webp"],
  ] as const)("accepts a %s by its bytes", async (_name, bytes, extension) => {
    const item = await createViaApi({ imageUrl: dataUrl(bytes, "image/png") });
    expect(item.imageUrl.endsWith(`.${extension}`)).toBe(true);
  });

  it("defaults the category to classes", async () => {
    const item = await createViaApi({ category: undefined });
    expect(item.category).toBe("classes");
  });

  it("refuses the image of another item (each stored image belongs to one item)", async () => {
    const first = await createViaApi();
    const { status, json } = await call("/api/gallery", {
      method: "POST",
      token: adminToken,
      body: validBody({ imageUrl: first.imageUrl }),
    });
    expect(status).toBe(400);
    expect(json!.message).toContain("imageUrl");
    expect(await galleryRowCount()).toBe(1);
    expect(await storedGalleryObjects()).toBe(1);
  });

  it.each([
    ["an SVG", { imageUrl: dataUrl(SVG, "image/svg+xml") }, "imageUrl", "Only JPEG, PNG, WebP or GIF"],
    ["text with an image/png data URL prefix", { imageUrl: dataUrl(TEXT, "image/png") }, "imageUrl", "Only JPEG, PNG, WebP or GIF"],
    ["a file over 5 MB", { imageUrl: dataUrl(OVERSIZE) }, "imageUrl", "at most 5 MB"],
    ["an empty data URL", { imageUrl: "data:image/png;base64," }, "imageUrl", "data URL"],
    ["no image", { imageUrl: undefined }, "imageUrl", "imageUrl is required"],
    ["someone else's image URL", { imageUrl: "https://example.com/cat.png" }, "imageUrl", "file upload or a data URL"],
    ["a bad category", { category: "parties" }, "category", "category must be one of"],
    ["a bad date", { publishedDate: "12/11/2026" }, "publishedDate", "publishedDate must be a date (YYYY-MM-DD)"],
    ["an impossible date", { publishedDate: "2026-02-30" }, "publishedDate", "publishedDate must be a date (YYYY-MM-DD)"],
    ["no date", { publishedDate: undefined }, "publishedDate", "publishedDate must be a date (YYYY-MM-DD)"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_name, overrides, field, message) => {
    const { status, json } = await call("/api/gallery", { method: "POST", token: adminToken, body: validBody(overrides) });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false });
    expect(json!.message).toContain(message);
    expect(Object.keys(json!.errors ?? {})).toContain(field);
    expect(await galleryRowCount()).toBe(0);
    expect(await storedGalleryObjects()).toBe(0);
  });

  it("answers 401 without a token and 403 for a franchise partner", async () => {
    const anonymous = await call("/api/gallery", { method: "POST", body: validBody() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false });
    const partner = await call("/api/gallery", { method: "POST", token: partnerToken, body: validBody() });
    expect(partner.status).toBe(403);
    expect(await galleryRowCount()).toBe(0);
    expect(await storedGalleryObjects()).toBe(0);
  });
});

describe("PUT /api/gallery/{id}", () => {
  it("changes category and date and keeps the image when imageUrl is absent", async () => {
    const item = await createViaApi();
    const { status, json } = await call(`/api/gallery/${item.id}`, {
      method: "PUT",
      token: adminToken,
      body: { category: "achievements", publishedDate: "2026-10-01" },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: "Gallery item updated successfully" });
    expect(json!.item).toEqual({ id: item.id, imageUrl: item.imageUrl, category: "achievements", publishedDate: "2026-10-01" });
    expect(await env.IMAGES.head(imageKeyFromUrl(item.imageUrl)!)).not.toBeNull();
  });

  it("replacing the image deletes the old object", async () => {
    const item = await createViaApi();
    const { json } = await call(`/api/gallery/${item.id}`, {
      method: "PUT",
      token: adminToken,
      body: validBody({ imageUrl: dataUrl(JPEG) }),
    });
    expect(json!.item.imageUrl).toMatch(/\.jpg$/);
    expect(await env.IMAGES.head(imageKeyFromUrl(item.imageUrl)!)).toBeNull();
    expect(await env.IMAGES.head(imageKeyFromUrl(json!.item.imageUrl)!)).not.toBeNull();
    const row = await db.select().from(galleryItems).where(eq(galleryItems.id, item.id)).get();
    expect(row?.imageUrl).toBe(json!.item.imageUrl);
  });

  it("refuses an update without a category with 400 naming the field (PUT replaces the fields, as for competitions)", async () => {
    const item = await createViaApi({ category: "achievements" });
    const { status, json } = await call(`/api/gallery/${item.id}`, {
      method: "PUT",
      token: adminToken,
      body: { publishedDate: "2026-10-01" },
    });
    expect(status).toBe(400);
    expect(json!.message).toContain("category is required");
    expect(Object.keys(json!.errors ?? {})).toContain("category");
    const row = await db.select().from(galleryItems).where(eq(galleryItems.id, item.id)).get();
    expect(row).toMatchObject({ category: "achievements", publishedDate: "2026-11-12" });
  });

  it("keeps its own image when the update sends its current address", async () => {
    const item = await createViaApi();
    const { status, json } = await call(`/api/gallery/${item.id}`, {
      method: "PUT",
      token: adminToken,
      body: validBody({ imageUrl: item.imageUrl, category: "classes" }),
    });
    expect(status).toBe(200);
    expect(json!.item).toEqual({ ...item, category: "classes" });
    expect(await env.IMAGES.head(imageKeyFromUrl(item.imageUrl)!)).not.toBeNull();
    expect(await storedGalleryObjects()).toBe(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const item = await createViaApi();
    for (const body of [
      validBody({ category: "parties" }),
      validBody({ publishedDate: "tomorrow" }),
      validBody({ imageUrl: dataUrl(SVG, "image/svg+xml") }),
    ]) {
      const { status } = await call(`/api/gallery/${item.id}`, { method: "PUT", token: adminToken, body });
      expect(status).toBe(400);
    }
    const row = await db.select().from(galleryItems).where(eq(galleryItems.id, item.id)).get();
    expect(row).toMatchObject({ imageUrl: item.imageUrl, category: "events", publishedDate: "2026-11-12" });
    expect(await storedGalleryObjects()).toBe(1);
  });

  it("answers 404 for an unknown id without storing the image, 401 and 403 for others", async () => {
    const missing = await call("/api/gallery/no-such-item", { method: "PUT", token: adminToken, body: validBody() });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, message: "Gallery item not found." });
    expect(await storedGalleryObjects()).toBe(0);
    const item = await createViaApi();
    expect((await call(`/api/gallery/${item.id}`, { method: "PUT", body: validBody() })).status).toBe(401);
    expect((await call(`/api/gallery/${item.id}`, { method: "PUT", token: partnerToken, body: validBody() })).status).toBe(403);
  });
});

describe("DELETE /api/gallery/{id}", () => {
  it("removes the row and its R2 object", async () => {
    const item = await createViaApi();
    const { status, json } = await call(`/api/gallery/${item.id}`, { method: "DELETE", token: adminToken });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: "Gallery item deleted successfully" });
    expect(await galleryRowCount()).toBe(0);
    expect(await env.IMAGES.head(imageKeyFromUrl(item.imageUrl)!)).toBeNull();
  });

  it("keeps the images of the other items", async () => {
    const first = await createViaApi();
    const second = await createViaApi();
    await call(`/api/gallery/${first.id}`, { method: "DELETE", token: adminToken });
    expect(await env.IMAGES.head(imageKeyFromUrl(first.imageUrl)!)).toBeNull();
    expect(await env.IMAGES.head(imageKeyFromUrl(second.imageUrl)!)).not.toBeNull();
  });

  it("answers 404 for an unknown id, 401 without a token, 403 for a partner", async () => {
    expect((await call("/api/gallery/no-such-item", { method: "DELETE", token: adminToken })).status).toBe(404);
    const item = await createViaApi();
    expect((await call(`/api/gallery/${item.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/gallery/${item.id}`, { method: "DELETE", token: partnerToken })).status).toBe(403);
    expect(await galleryRowCount()).toBe(1);
  });

  it("answers 405 with JSON for other methods", async () => {
    const { status, json } = await call("/api/gallery/x", { method: "GET" });
    expect(status).toBe(405);
    expect(json).toMatchObject({ success: false });
  });
});

describe("gallery service", () => {
  it("refuses callers that are not administrators, whatever the route checked", async () => {
    const input = { image: dataUrl(PNG), category: "classes" as const, publishedDate: "2026-11-12" };
    const deps = { db, images: env.IMAGES };
    // A visitor is asked to sign in (401); a signed-in partner is refused (403).
    await expect(createGalleryItem(deps, null, input)).rejects.toMatchObject({ status: 401 });
    const partner = {
      id: "p",
      name: "Partner",
      email: "p@example.com",
      role: "franchise" as const,
      isApproved: true,
      whatsappNumber: null,
      createdAt: "",
      lastLogin: null,
      mustChangePassword: false,
      deactivatedAt: null,
    };
    await expect(createGalleryItem(deps, partner, input)).rejects.toMatchObject({ status: 403 });
    expect(await storedGalleryObjects()).toBe(0);
  });

  it("shares its category list with the browser code", () => {
    expect([...GALLERY_CATEGORIES]).toEqual([...SCHEMA_CATEGORIES]);
  });
});

// ---- The /gallery page ----

async function postForm(fields: Record<string, string | File>, cookie?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await workerFetch(`${BASE}/gallery`, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: { "CF-Connecting-IP": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { response, text: await response.text() };
}

const pngFile = (bytes: Uint8Array = PNG, type = "image/png", name = "photo.png") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

describe("the /gallery page", () => {
  let adminCookie: string;
  let partnerCookie: string;
  beforeAll(async () => {
    const admin = await createUser({ role: "admin" });
    const partner = await createUser({ role: "franchise" });
    adminCookie = await sessionCookie(admin.email, admin.password);
    partnerCookie = await sessionCookie(partner.email, partner.password);
  });

  it("shows the empty state, the chips and no admin markup to visitors", async () => {
    const { status, text } = await call("/gallery");
    expect(status).toBe(200);
    expect(text).toContain("Photo Gallery");
    expect(text).toContain("No photos found");
    expect(text).toContain("No photos available for the selected category.");
    expect(text).toMatch(/aria-current="page"[^>]*>All</);
    expect(text).not.toContain("Admin Controls");
    expect(text).not.toContain("Upload Photos");
  });

  it("filters by the category in the URL and marks its chip", async () => {
    await db.insert(galleryItems).values([
      { id: "page-a", imageUrl: "/images/hero/vedic-640.webp", category: "achievements", publishedDate: "2026-11-12" },
      {
        id: "page-b",
        imageUrl: "/images/gallery/00000000-0000-4000-8000-00000000000b.png",
        category: "events",
        publishedDate: "2026-11-13",
      },
    ]);
    const { text } = await call("/gallery?category=achievements");
    expect(text).toContain("/images/hero/vedic-640.webp");
    expect(text).not.toContain("/images/gallery/00000000-0000-4000-8000-00000000000b.png");
    expect(text).toMatch(/aria-current="page"[^>]*>Achievements</);
    expect(text).toContain("12 Nov 2026");
  });

  it("gives admins the controls, and never partners", async () => {
    await db.insert(galleryItems).values({ id: "page-c", imageUrl: "/images/hero/vedic-640.webp", publishedDate: "2026-11-12" });
    const admin = await call("/gallery", { headers: { Cookie: adminCookie } });
    expect(admin.text).toContain("Admin Controls");
    expect(admin.text).toContain("Upload Photos");
    expect(admin.text).toContain("Edit Classes photo");
    const partner = await call("/gallery", { headers: { Cookie: partnerCookie } });
    expect(partner.text).not.toContain("Admin Controls");
    expect(partner.text).not.toContain("Edit Classes photo");
  });

  it("lets an admin upload, edit and delete through the page's action", async () => {
    const created = await postForm(
      { intent: "create", image: pngFile(), category: "competitions", publishedDate: "2026-11-01" },
      adminCookie,
    );
    expect(created.response.status).toBe(200);
    const [row] = await db.select().from(galleryItems);
    expect(row).toMatchObject({ category: "competitions", publishedDate: "2026-11-01" });
    expect(row!.imageUrl).toMatch(/^\/images\/gallery\//);

    const updated = await postForm(
      { intent: "update", id: row!.id, image: pngFile(GIF, "image/gif", "x.gif"), category: "events", publishedDate: "2026-11-02" },
      adminCookie,
    );
    expect(updated.response.status).toBe(200);
    const after = await db.select().from(galleryItems).where(eq(galleryItems.id, row!.id)).get();
    expect(after).toMatchObject({ category: "events", publishedDate: "2026-11-02" });
    expect(after!.imageUrl).toMatch(/\.gif$/);
    expect(await env.IMAGES.head(imageKeyFromUrl(row!.imageUrl)!)).toBeNull();

    const deleted = await postForm({ intent: "delete", id: row!.id }, adminCookie);
    expect(deleted.response.status).toBe(200);
    expect(await galleryRowCount()).toBe(0);
    expect(await storedGalleryObjects()).toBe(0);
  });

  it("keeps the image when an edit sends no new file", async () => {
    const item = await createViaApi();
    await postForm(
      {
        intent: "update",
        id: item.id,
        image: new File([], "", { type: "application/octet-stream" }),
        category: "classes",
        publishedDate: "2026-11-03",
      },
      adminCookie,
    );
    const row = await db.select().from(galleryItems).where(eq(galleryItems.id, item.id)).get();
    expect(row).toMatchObject({ imageUrl: item.imageUrl, category: "classes", publishedDate: "2026-11-03" });
  });

  it("answers the server's message for a refused upload and writes nothing", async () => {
    const text = await postForm({ intent: "create", image: pngFile(TEXT), category: "classes", publishedDate: "2026-11-01" }, adminCookie);
    expect(text.text).toContain("Only JPEG, PNG, WebP or GIF images can be uploaded");
    const svg = await postForm(
      { intent: "create", image: pngFile(SVG, "image/svg+xml", "x.svg"), category: "classes", publishedDate: "2026-11-01" },
      adminCookie,
    );
    expect(svg.text).toContain("Only JPEG, PNG, WebP or GIF images can be uploaded");
    const date = await postForm({ intent: "create", image: pngFile(), category: "classes", publishedDate: "soon" }, adminCookie);
    expect(date.text).toContain("publishedDate must be a date (YYYY-MM-DD)");
    const none = await postForm({ intent: "create", category: "classes", publishedDate: "2026-11-01" }, adminCookie);
    expect(none.text).toContain("Choose an image to upload");
    expect(await galleryRowCount()).toBe(0);
    expect(await storedGalleryObjects()).toBe(0);
  });

  it("refuses visitors and partners", async () => {
    const item = await createViaApi();
    const visitor = await postForm({ intent: "delete", id: item.id });
    expect(visitor.response.status).toBe(302);
    expect(visitor.response.headers.get("Location")).toContain("/login");
    const partner = await postForm({ intent: "create", image: pngFile(), category: "classes", publishedDate: "2026-11-01" }, partnerCookie);
    expect(partner.response.status).toBe(302);
    expect(partner.response.headers.get("Location")).toBe("/");
    const partnerDelete = await postForm({ intent: "delete", id: item.id }, partnerCookie);
    expect(partnerDelete.response.status).toBe(302);
    expect(await galleryRowCount()).toBe(1);
    expect(await storedGalleryObjects()).toBe(1);
  });
});

describe("the /gallery page's Load more", () => {
  it("appears when there is more, and its link opens the next page", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: `more-${i}`,
      imageUrl: `/images/gallery/00000000-0000-4000-8000-${String(i).padStart(12, "0")}.png`,
      publishedDate: `2026-01-${String(i + 1).padStart(2, "0")}`,
    }));
    // D1 takes at most 100 bound values per statement.
    for (let i = 0; i < rows.length; i += 10) await db.insert(galleryItems).values(rows.slice(i, i + 10));
    const first = await call("/gallery");
    expect(first.text).toContain(">Load more</a>");
    expect(first.text).toContain('href="/gallery?offset=24"');
    expect(first.text).not.toContain("000000000000.png");
    // Only the first row loads at once.
    expect(first.text.match(/loading="eager"/g)).toHaveLength(4);
    const next = await call("/gallery?offset=24");
    expect(next.text).toContain("000000000000.png");
    expect(next.text).not.toContain(">Load more</a>");
  });
});
