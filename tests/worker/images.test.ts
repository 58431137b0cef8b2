import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs, competitions, galleryItems, products } from "~/db/schema";
import { responsiveImage } from "~/web/responsive-image";
import { imageKeyFromUrl } from "~/services/images.server";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Every stored image belongs to exactly one row: an API client may keep a row's own image, but
// may not point a row at another row's /images/ address (deleting or replacing either row would
// otherwise delete the other's picture).

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

type Kind = "competition" | "gallery" | "blog" | "product";

/** Each kind of row with an image: its API, a valid body, and how to read its rows. */
const KINDS: Record<
  Kind,
  {
    path: string;
    key: string;
    body: () => Record<string, unknown>;
    table: typeof competitions | typeof galleryItems | typeof blogs | typeof products;
  }
> = {
  competition: {
    path: "/api/competitions",
    key: "competition",
    table: competitions,
    body: () => ({
      title: "District Abacus Meet",
      description: "A friendly contest.",
      date: "2026-12-12",
      location: "Nashik",
      category: "upcoming",
    }),
  },
  gallery: { path: "/api/gallery", key: "item", table: galleryItems, body: () => ({ category: "events", publishedDate: "2026-11-12" }) },
  blog: {
    path: "/api/blogs",
    key: "blog",
    table: blogs,
    body: () => ({
      title: `Vedic maths tricks ${crypto.randomUUID().slice(0, 8)}`,
      excerpt: "Quick tricks.",
      content: "Try them.",
      category: "vedic_maths",
      publishedDate: "2026-11-20",
    }),
  },
  product: {
    path: "/api/products",
    key: "product",
    table: products,
    body: () => ({
      name: `Abacus kit ${crypto.randomUUID().slice(0, 8)}`,
      description: "Abacus and books",
      price: 1500,
      category: "abacus",
      hsnCode: "9023",
      unit: "SET",
    }),
  },
};
const KIND_NAMES = Object.keys(KINDS) as Kind[];

let adminToken: string;
let adminCookie: string;
beforeAll(async () => {
  ({ token: adminToken, cookie: adminCookie } = await signedInUser("admin"));
});

type Created = { id: string; imageUrl: string };

async function createRow(kind: Kind, imageUrl: string | undefined = PNG_DATA_URL): Promise<Created> {
  const { path, key, body } = KINDS[kind];
  const { status, json } = await call(path, { method: "POST", token: adminToken, body: { ...body(), imageUrl } });
  expect(status, JSON.stringify(json)).toBe(201);
  return json![key] as Created;
}

const rowCount = async (kind: Kind) => (await db.select({ id: KINDS[kind].table.id }).from(KINDS[kind].table)).length;
const storedRow = (kind: Kind, id: string) =>
  db.select({ imageUrl: KINDS[kind].table.imageUrl }).from(KINDS[kind].table).where(eq(KINDS[kind].table.id, id)).get();
const objectCount = async () => (await env.IMAGES.list()).objects.length;
const stored = async (url: string) => (await env.IMAGES.head(imageKeyFromUrl(url)!)) !== null;

/** One row of every kind, each with its own uploaded image. */
async function oneOfEach(): Promise<Record<Kind, Created>> {
  const rows = {} as Record<Kind, Created>;
  for (const kind of KIND_NAMES) rows[kind] = await createRow(kind);
  for (const kind of KIND_NAMES) expect(rows[kind].imageUrl).toMatch(/^\/images\/[a-z]+\/[0-9a-f-]{36}\.png$/);
  return rows;
}

/** Another kind than `kind`, whose image `kind` must not borrow; and a second row of the same kind. */
const otherKind = (kind: Kind): Kind => KIND_NAMES[(KIND_NAMES.indexOf(kind) + 1) % KIND_NAMES.length]!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function expectRefusedImage(result: { status: number; json: Record<string, any> | null }) {
  expect(result.status, JSON.stringify(result.json)).toBe(400);
  expect(result.json).toMatchObject({ success: false });
  expect(result.json!.message).toContain("imageUrl");
  expect(result.json!.message).toContain("file upload or a data URL");
  expect(result.json!.errors).toHaveProperty("imageUrl");
}

describe("an image address of another row", () => {
  it.each(KIND_NAMES)("is refused when creating a %s, and nothing is written", async (kind) => {
    const rows = await oneOfEach();
    const sameKind = await createRow(kind);
    for (const borrowed of [rows[otherKind(kind)].imageUrl, sameKind.imageUrl]) {
      const [rowsBefore, objectsBefore] = [await rowCount(kind), await objectCount()];
      expectRefusedImage(
        await call(KINDS[kind].path, { method: "POST", token: adminToken, body: { ...KINDS[kind].body(), imageUrl: borrowed } }),
      );
      expect(await rowCount(kind)).toBe(rowsBefore);
      expect(await objectCount()).toBe(objectsBefore);
    }
  });

  it.each(KIND_NAMES)("is refused when updating a %s, which keeps its own image", async (kind) => {
    const rows = await oneOfEach();
    const sameKind = await createRow(kind);
    const mine = rows[kind];
    for (const borrowed of [rows[otherKind(kind)].imageUrl, sameKind.imageUrl]) {
      const objectsBefore = await objectCount();
      expectRefusedImage(
        await call(`${KINDS[kind].path}/${mine.id}`, {
          method: "PUT",
          token: adminToken,
          body: { ...KINDS[kind].body(), imageUrl: borrowed },
        }),
      );
      expect((await storedRow(kind, mine.id))?.imageUrl).toBe(mine.imageUrl);
      expect(await objectCount()).toBe(objectsBefore);
    }
    expect(await stored(mine.imageUrl)).toBe(true);
  });

  it.each(KIND_NAMES)("is refused on a %s even when it is a well-formed address with no object behind it", async (kind) => {
    const made = `/images/${kind === "gallery" ? "gallery" : `${kind}s`}/00000000-0000-4000-8000-000000000000.png`;
    const before = await rowCount(kind);
    expectRefusedImage(
      await call(KINDS[kind].path, { method: "POST", token: adminToken, body: { ...KINDS[kind].body(), imageUrl: made } }),
    );
    expect(await rowCount(kind)).toBe(before);
  });
});

describe("a row's own image", () => {
  it.each(KIND_NAMES)("is kept when a %s is updated with its current address", async (kind) => {
    const mine = await createRow(kind);
    const objectsBefore = await objectCount();
    const { status, json } = await call(`${KINDS[kind].path}/${mine.id}`, {
      method: "PUT",
      token: adminToken,
      body: { ...KINDS[kind].body(), imageUrl: mine.imageUrl },
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json![KINDS[kind].key].imageUrl).toBe(mine.imageUrl);
    expect((await storedRow(kind, mine.id))?.imageUrl).toBe(mine.imageUrl);
    expect(await stored(mine.imageUrl)).toBe(true);
    expect(await objectCount()).toBe(objectsBefore);
  });
});

/** Each page's edit form, as the browser posts it: its address, and the fields besides the image. */
const PAGE_EDITS: Record<
  Kind,
  { imageField: string; urlField: string | null; post: (id: string) => { path: string; fields: Record<string, string> } }
> = {
  competition: {
    imageField: "imageUrl",
    urlField: "imageUrl",
    post: (id) => ({
      path: `/competitions?intent=update&id=${id}`,
      fields: {
        title: "District Abacus Meet",
        description: "A friendly contest.",
        date: "2026-12-13",
        location: "Nashik",
        category: "upcoming",
        type: "state",
        participants: "10",
      },
    }),
  },
  // The gallery's forms take files only.
  gallery: {
    imageField: "image",
    urlField: null,
    post: (id) => ({ path: "/gallery", fields: { intent: "update", id, category: "classes", publishedDate: "2026-11-13" } }),
  },
  blog: {
    imageField: "image",
    urlField: "imageUrl",
    post: (id) => ({
      path: "/blogs",
      fields: {
        intent: "update",
        id,
        title: `Edited ${crypto.randomUUID().slice(0, 8)}`,
        excerpt: "Quick tricks.",
        content: "Try them.",
        category: "vedic_maths",
        status: "published",
        publishedDate: "2026-11-21",
      },
    }),
  },
  product: {
    imageField: "imageUrl",
    urlField: "imageUrl",
    post: (id) => ({
      path: `/kit-ordering?intent=updateProduct&id=${id}`,
      fields: {
        name: `Edited kit ${crypto.randomUUID().slice(0, 8)}`,
        description: "Abacus and books",
        price: "1600",
        category: "abacus",
        gstPercent: "18",
        hsnCode: "9023",
        unit: "SET",
        inStock: "on",
      },
    }),
  },
};

async function postPageForm(path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: { "CF-Connecting-IP": freshAddress(), Cookie: adminCookie },
  });
  return { status: response.status, text: await response.text() };
}

describe("the page forms", () => {
  it.each(KIND_NAMES)("keep a %s's image when an edit picks no new file, or sends the current address back", async (kind) => {
    const mine = await createRow(kind);
    const { imageField, urlField, post } = PAGE_EDITS[kind];
    const sends: Record<string, string | File>[] = [{ [imageField]: new File([], "", { type: "application/octet-stream" }) }];
    if (urlField) sends.push({ [urlField]: mine.imageUrl });
    for (const image of sends) {
      const { path, fields } = post(mine.id);
      const { status, text } = await postPageForm(path, { ...fields, ...image });
      expect(status, text.slice(0, 300)).toBe(200);
      expect(text).toMatch(/updated successfully|Photo updated|Blog updated/);
      expect((await storedRow(kind, mine.id))?.imageUrl).toBe(mine.imageUrl);
      expect(await stored(mine.imageUrl)).toBe(true);
    }
  });
});

describe("deleting and replacing", () => {
  it("never removes an object another row uses", async () => {
    const rows = await oneOfEach();
    // Attempts to share images, all refused.
    for (const kind of KIND_NAMES) {
      const borrowed = rows[otherKind(kind)].imageUrl;
      expect(
        (await call(KINDS[kind].path, { method: "POST", token: adminToken, body: { ...KINDS[kind].body(), imageUrl: borrowed } })).status,
      ).toBe(400);
      expect(
        (
          await call(`${KINDS[kind].path}/${rows[kind].id}`, {
            method: "PUT",
            token: adminToken,
            body: { ...KINDS[kind].body(), imageUrl: borrowed },
          })
        ).status,
      ).toBe(400);
    }
    // Replacing one row's image deletes only its old one.
    const replaced = await call(`${KINDS.gallery.path}/${rows.gallery.id}`, {
      method: "PUT",
      token: adminToken,
      body: { ...KINDS.gallery.body(), imageUrl: PNG_DATA_URL },
    });
    expect(replaced.status).toBe(200);
    expect(await stored(rows.gallery.imageUrl)).toBe(false);
    rows.gallery = replaced.json!.item as Created;
    for (const kind of KIND_NAMES) expect(await stored(rows[kind].imageUrl), kind).toBe(true);
    // Each deletion removes its own image and leaves every other row's.
    const remaining = [...KIND_NAMES];
    while (remaining.length) {
      const kind = remaining.shift()!;
      expect((await call(`${KINDS[kind].path}/${rows[kind].id}`, { method: "DELETE", token: adminToken })).status).toBe(200);
      expect(await stored(rows[kind].imageUrl), kind).toBe(false);
      for (const other of remaining) expect(await stored(rows[other].imageUrl), `${other} after deleting the ${kind}`).toBe(true);
    }
  });
});

describe("GET /images/<key>", () => {
  it("serves an uploaded image with its type, nosniff and a year of immutable caching", async () => {
    const item = await createRow("gallery");
    const response = await workerFetch(`${BASE}${item.imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    expect(cacheControl).toContain("immutable");
    expect(Number(cacheControl.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31536000);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("answers 404 for an unknown key and for anything that is not an image key", async () => {
    for (const path of ["/images/gallery/00000000-0000-4000-8000-000000000000.png", "/images/gallery/nope.png", "/images/secrets/x.png"]) {
      const response = await workerFetch(`${BASE}${path}`);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

/** The header of a lossless WebP `width` px wide: what the server reads of a page's upload. */
function webpBytes(width: number, height = Math.round((width * 3) / 4)): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(40);
  const view = new DataView(bytes.buffer);
  bytes.set(
    [..."RIFF"].map((c) => c.charCodeAt(0)),
    0,
  );
  view.setUint32(4, bytes.length - 8, true);
  bytes.set(
    [..."WEBPVP8L"].map((c) => c.charCodeAt(0)),
    8,
  );
  view.setUint32(16, bytes.length - 20, true);
  bytes[20] = 0x2f;
  view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return bytes;
}
const webpFile = (width: number, name = "photo.webp") => new File([webpBytes(width)], name, { type: "image/webp" });
const PNG_BYTES: Uint8Array<ArrayBuffer> = Uint8Array.from(atob(PNG_DATA_URL.split(",")[1]!), (c) => c.charCodeAt(0));

const PAIR_URL = /^\/images\/(gallery|competitions|blogs|products)\/([0-9a-f-]{36})\.1600w\.webp$/;
/** The small version's URL that goes with a pair's image URL. */
const smallOf = (url: string) => url.replace(/\.\d+w\.webp$/, ".640w.webp");

describe("a page upload with its small version", () => {
  it("is stored by the gallery's upload form as two WebP objects under one id, both served", async () => {
    const objectsBefore = await objectCount();
    const { status, text } = await postPageForm("/gallery", {
      intent: "create",
      category: "events",
      publishedDate: "2026-11-14",
      image: webpFile(1600),
      imageSmall: webpFile(640, "photo.640w.webp"),
    });
    expect(status, text.slice(0, 300)).toBe(200);
    expect(text).toContain("Photo uploaded");
    const [row] = await db
      .select({ imageUrl: galleryItems.imageUrl })
      .from(galleryItems)
      .where(eq(galleryItems.publishedDate, "2026-11-14"));
    expect(row?.imageUrl).toMatch(PAIR_URL);
    expect(await objectCount()).toBe(objectsBefore + 2);
    for (const url of [row!.imageUrl, smallOf(row!.imageUrl)]) {
      const response = await workerFetch(`${BASE}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(webpBytes(url.endsWith(".640w.webp") ? 640 : 1600));
    }
  });

  it.each(KIND_NAMES)("replaces a %s's image as a pair, and replacing or deleting it again removes both objects", async (kind) => {
    const mine = await createRow(kind);
    const { imageField, post } = PAGE_EDITS[kind];
    const send = async () => {
      const { path, fields } = post(mine.id);
      const { status, text } = await postPageForm(path, { ...fields, [imageField]: webpFile(1600), imageSmall: webpFile(640) });
      expect(status, text.slice(0, 300)).toBe(200);
      const url = (await storedRow(kind, mine.id))!.imageUrl!;
      expect(url).toMatch(PAIR_URL);
      expect(await stored(url)).toBe(true);
      expect(await stored(smallOf(url))).toBe(true);
      return url;
    };
    const first = await send();
    expect(await stored(mine.imageUrl), "the replaced single upload").toBe(false);
    const second = await send();
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(smallOf(first))).toBe(false);
    expect((await call(`${KINDS[kind].path}/${mine.id}`, { method: "DELETE", token: adminToken })).status).toBe(200);
    expect(await stored(second)).toBe(false);
    expect(await stored(smallOf(second))).toBe(false);
  });

  const refusedSmalls: [string, File][] = [
    ["a PNG", new File([PNG_BYTES], "small.png", { type: "image/webp" })],
    ["not an image", new File(["<svg onload=alert(1)>"], "small.webp", { type: "image/webp" })],
    ["a WebP as wide as the image", webpFile(1600)],
    // The srcset calls it 640w: a narrower one would be stretched on phones.
    ["a WebP narrower than 640 px", webpFile(320)],
  ];
  it.each(KIND_NAMES)(
    "is refused on a %s when the small version is not a small WebP, naming the field, and nothing is stored",
    async (kind) => {
      const mine = await createRow(kind);
      const { imageField, post } = PAGE_EDITS[kind];
      for (const [what, small] of refusedSmalls) {
        const objectsBefore = await objectCount();
        const { path, fields } = post(mine.id);
        const { status, text } = await postPageForm(path, { ...fields, [imageField]: webpFile(1600), imageSmall: small });
        expect([200, 400], what).toContain(status);
        expect(text, what).toContain("imageSmall: The small version must be a WebP image");
        expect(text, what).not.toMatch(/updated successfully|Photo updated|Blog updated/);
        expect(await objectCount(), what).toBe(objectsBefore);
        expect((await storedRow(kind, mine.id))?.imageUrl, what).toBe(mine.imageUrl);
        expect(await stored(mine.imageUrl), what).toBe(true);
      }
    },
  );

  it("is refused when the image beside a small version is not a WebP of 641 to 1600 px, naming the image, and nothing is stored", async () => {
    const { imageField, post } = PAGE_EDITS.gallery;
    const mine = await createRow("gallery");
    for (const [what, large] of [
      ["a PNG", new File([PNG_BYTES], "photo.png", { type: "image/png" })],
      ["a WebP wider than 1600 px", webpFile(2400)],
    ] as const) {
      const objectsBefore = await objectCount();
      const { path, fields } = post(mine.id);
      const { text } = await postPageForm(path, { ...fields, [imageField]: large, imageSmall: webpFile(640) });
      expect(text, what).toContain("With a small version, the image must be a WebP");
      expect(await objectCount(), what).toBe(objectsBefore);
      expect((await storedRow("gallery", mine.id))?.imageUrl, what).toBe(mine.imageUrl);
    }
  });

  it("is not made of an API client's data URL: that is stored as one object, as before", async () => {
    const objectsBefore = await objectCount();
    const webpDataUrl = `data:image/webp;base64,${btoa(String.fromCharCode(...webpBytes(1600)))}`;
    const photo = await createRow("gallery", webpDataUrl);
    expect(photo.imageUrl).toMatch(/^\/images\/gallery\/[0-9a-f-]{36}\.webp$/);
    expect(await objectCount()).toBe(objectsBefore + 1);
    expect((await call(`${KINDS.gallery.path}/${photo.id}`, { method: "DELETE", token: adminToken })).status).toBe(200);
    expect(await objectCount()).toBe(objectsBefore);
  });
});

describe("responsiveImage", () => {
  it("gives a page upload's pair a srcset of both versions, and any other image none", () => {
    const id = "0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
    expect(responsiveImage(`/images/gallery/${id}.1600w.webp`, "50vw")).toEqual({
      src: `/images/gallery/${id}.1600w.webp`,
      srcSet: `/images/gallery/${id}.640w.webp 640w, /images/gallery/${id}.1600w.webp 1600w`,
      sizes: "50vw",
    });
    expect(responsiveImage(`/images/blogs/${id}.1200w.webp`, "100vw").srcSet).toBe(
      `/images/blogs/${id}.640w.webp 640w, /images/blogs/${id}.1200w.webp 1200w`,
    );
    for (const url of [
      `/images/gallery/${id}.webp`,
      `/images/gallery/${id}.png`,
      "https://example.com/a.1600w.webp",
      "/hero/classroom.webp",
    ]) {
      expect(responsiveImage(url, "50vw"), url).toEqual({ src: url });
    }
  });
});
