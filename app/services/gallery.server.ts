import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { galleryItems, type GalleryCategory, type GalleryItemRow, type Role } from "~/db/schema";
import { invalidInput, notAllowed, notFound } from "~/lib/errors.server";
import { pageOf } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { imageKeyFromUrl, resolveImageInput } from "./images.server";

/** What the API, the gallery page and the home page show of a gallery item. */
export type GalleryItem = { id: string; imageUrl: string; category: GalleryCategory; publishedDate: string };

/** Who is acting: the services refuse anyone but an administrator, whatever the route checked. */
export type GalleryActor = { role: Role; isApproved: boolean } | null | undefined;

/** An image as a page uploads it (File) or an API client sends it (data URL or an /images/ URL of ours). */
type ImageInput = File | string | null | undefined;

export type CreateGalleryItemInput = { image: ImageInput; category: GalleryCategory; publishedDate: string };
/** Without an image the current one stays. */
export type UpdateGalleryItemInput = { image?: ImageInput; category: GalleryCategory; publishedDate: string };

const columns = {
  id: galleryItems.id,
  imageUrl: galleryItems.imageUrl,
  category: galleryItems.category,
  publishedDate: galleryItems.publishedDate,
};

const toGalleryItem = (row: GalleryItemRow): GalleryItem => ({
  id: row.id,
  imageUrl: row.imageUrl,
  category: row.category,
  publishedDate: row.publishedDate,
});

/** Newest first (published date, then upload time), one page of `limit` in one query. */
export async function listGalleryItems(
  db: Db,
  { category, limit, offset }: { category?: GalleryCategory; limit: number; offset: number },
): Promise<{ items: GalleryItem[]; hasMore: boolean; nextOffset: number | null }> {
  const rows = await db
    .select(columns)
    .from(galleryItems)
    .where(category ? eq(galleryItems.category, category) : undefined)
    .orderBy(desc(galleryItems.publishedDate), desc(galleryItems.createdAt))
    .limit(limit + 1)
    .offset(offset);
  return pageOf(rows, { limit, offset });
}

function requireAdminActor(actor: GalleryActor): void {
  if (!isAdmin(actor)) throw notAllowed("Only administrators can manage the gallery.");
}

const ITEM_NOT_FOUND = "Gallery item not found.";

export async function createGalleryItem(db: Db, bucket: R2Bucket, actor: GalleryActor, input: CreateGalleryItemInput): Promise<GalleryItem> {
  requireAdminActor(actor);
  const imageUrl = await requireImage(bucket, input.image);
  try {
    const [row] = await db
      .insert(galleryItems)
      .values({ imageUrl, category: input.category, publishedDate: input.publishedDate })
      .returning();
    if (!row) throw new Error("gallery item not inserted");
    return toGalleryItem(row);
  } catch (error) {
    await discardUpload(bucket, imageUrl, input.image);
    throw error;
  }
}

export async function updateGalleryItem(
  db: Db,
  bucket: R2Bucket,
  actor: GalleryActor,
  id: string,
  input: UpdateGalleryItemInput,
): Promise<GalleryItem> {
  requireAdminActor(actor);
  const current = await db.select(columns).from(galleryItems).where(eq(galleryItems.id, id)).get();
  if (!current) throw notFound(ITEM_NOT_FOUND);
  const replacement = await resolveImageInput(bucket, input.image, "gallery", "imageUrl");
  const imageUrl = replacement ?? current.imageUrl;
  let row: GalleryItemRow | undefined;
  try {
    [row] = await db
      .update(galleryItems)
      .set({ imageUrl, category: input.category, publishedDate: input.publishedDate })
      .where(eq(galleryItems.id, id))
      .returning();
  } catch (error) {
    if (replacement) await discardUpload(bucket, replacement, input.image);
    throw error;
  }
  if (!row) {
    // Deleted by someone else in the meantime: drop the new upload, answer as for any unknown id.
    if (replacement) await discardUpload(bucket, replacement, input.image);
    throw notFound(ITEM_NOT_FOUND);
  }
  if (imageUrl !== current.imageUrl) await releaseImage(db, bucket, current.imageUrl, id);
  return toGalleryItem(row);
}

export async function deleteGalleryItem(db: Db, bucket: R2Bucket, actor: GalleryActor, id: string): Promise<void> {
  requireAdminActor(actor);
  const [row] = await db.delete(galleryItems).where(eq(galleryItems.id, id)).returning({ imageUrl: galleryItems.imageUrl });
  if (!row) throw notFound(ITEM_NOT_FOUND);
  await releaseImage(db, bucket, row.imageUrl, id);
}

async function requireImage(bucket: R2Bucket, image: ImageInput): Promise<string> {
  const imageUrl = await resolveImageInput(bucket, image, "gallery", "imageUrl");
  if (!imageUrl) throw invalidInput("imageUrl is required: an image as a data URL", { imageUrl: ["Choose an image to upload"] });
  return imageUrl;
}

/** Undoes the upload of a write that failed; an existing image the client named is left alone. */
async function discardUpload(bucket: R2Bucket, imageUrl: string, sent: ImageInput): Promise<void> {
  if (typeof sent === "string" && sent.trim() === imageUrl) return;
  const key = imageKeyFromUrl(imageUrl);
  if (key) await bucket.delete(key);
}

/**
 * Deletes a stored image once no gallery item uses it. An item may have been created from the
 * /images/ URL of another one, so an object still referenced elsewhere is kept.
 */
async function releaseImage(db: Db, bucket: R2Bucket, imageUrl: string, exceptId: string): Promise<void> {
  const key = imageKeyFromUrl(imageUrl);
  if (!key) return;
  const stillUsed = await db
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(and(eq(galleryItems.imageUrl, imageUrl), ne(galleryItems.id, exceptId)))
    .limit(1)
    .get();
  if (!stillUsed) await bucket.delete(key);
}
