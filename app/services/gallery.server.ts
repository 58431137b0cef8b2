import { and, desc, eq, not, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { galleryItems, type GalleryCategory, type GalleryItemRow } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { invalidInput, notFound } from "~/lib/errors";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canManageContent, type Actor } from "~/lib/permissions";
import { activityEntry, changedFields } from "./activity.server";
import type { Deps } from "./deps.server";
import { checkChildrenShown, childrenShown, setChildrenShown, showsChildWithoutConsent } from "./gallery-children.server";
import { createWithImage, deleteImage, saveWithImage, type ImageInput } from "./images.server";

/**
 * What the API, the gallery page and the home page show of a gallery item; an admin's view adds
 * the children it shows and whether it is hidden (a child's parent does not consent to photos).
 */
export type GalleryItem = {
  id: string;
  imageUrl: string;
  category: GalleryCategory;
  publishedDate: string;
  children?: { id: string; name: string }[];
  hidden?: boolean;
};

type ImageDeps = Pick<Deps, "db" | "images">;
/** `studentIds`: the children the photo shows (each with their parent's consent to photos). */
export type CreateGalleryItemInput = { image: ImageInput; category: GalleryCategory; publishedDate: string; studentIds?: string[] };
/** Without an image the current one stays; without `studentIds`, the children named before. */
export type UpdateGalleryItemInput = { image?: ImageInput; category: GalleryCategory; publishedDate: string; studentIds?: string[] };

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

/** Gallery items newest first (published date, then upload time): those shown publicly (no child without consent to photos). */
function newestFirst(db: Db, category?: GalleryCategory) {
  return db
    .select(columns)
    .from(galleryItems)
    .where(and(category ? eq(galleryItems.category, category) : undefined, not(showsChildWithoutConsent)))
    .orderBy(desc(galleryItems.publishedDate), desc(galleryItems.createdAt));
}

/** An admin's view: every item, with the children it shows and whether it is hidden. */
function everyItemNewestFirst(db: Db, category?: GalleryCategory) {
  return db
    .select({ ...columns, childrenJson: childrenShown.as("children_json"), hidden: sql<number>`${showsChildWithoutConsent}`.as("hidden") })
    .from(galleryItems)
    .where(category ? eq(galleryItems.category, category) : undefined)
    .orderBy(desc(galleryItems.publishedDate), desc(galleryItems.createdAt));
}

/** Newest first, one page in one query (one row more is read to know whether more exist); `everything` for an admin. */
export async function listGalleryItems(
  { db }: Pick<Deps, "db">,
  { category, everything = false, ...page }: Pagination & { category?: GalleryCategory; everything?: boolean },
) {
  if (!everything) return readPage(newestFirst(db, category), page, db);
  const list = await readPage(everyItemNewestFirst(db, category), page, db);
  return {
    ...list,
    items: list.items.map(({ childrenJson, hidden, ...item }): GalleryItem => ({
      ...item,
      children: JSON.parse(childrenJson) as { id: string; name: string }[],
      hidden: Boolean(hidden),
    })),
  };
}

/** The `count` newest items and no more, in one query (the home page's preview). */
export async function latestGalleryItems({ db }: Pick<Deps, "db">, count: number): Promise<GalleryItem[]> {
  return readTogether(db, newestFirst(db).limit(count));
}

const MANAGE = "Only administrators can manage the gallery.";
const ITEM_NOT_FOUND = "Gallery item not found.";

export async function createGalleryItem(
  { db, images }: ImageDeps,
  actor: Actor | null,
  input: CreateGalleryItemInput,
): Promise<GalleryItem> {
  const admin = authorize(actor, canManageContent, MANAGE);
  if (!input.image) throw invalidInput("imageUrl is required: an image as a data URL", { imageUrl: ["Choose an image to upload"] });
  await checkChildrenShown({ db }, input.studentIds ?? []);
  const row = await createWithImage(images, "gallery", input.image, async (imageUrl) => {
    // Never null: a non-empty image is stored or refused.
    if (!imageUrl) throw new Error("gallery image not stored");
    const id = crypto.randomUUID();
    const [[inserted]] = await db.batch([
      db.insert(galleryItems).values({ id, imageUrl, category: input.category, publishedDate: input.publishedDate }).returning(),
      activityEntry(db, admin, {
        action: "photo.create",
        target: id,
        summary: `Added a photo to ${input.category}, dated ${input.publishedDate}`,
      }),
      // After the log entry: it is written only when the statement before it changed a row.
      ...setChildrenShown(db, id, input.studentIds ?? []),
    ]);
    if (!inserted) throw new Error("gallery item not inserted");
    return inserted;
  });
  return toGalleryItem(row);
}

export async function updateGalleryItem(
  { db, images }: ImageDeps,
  actor: Actor | null,
  { id, ...input }: UpdateGalleryItemInput & { id: string },
): Promise<GalleryItem> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const current = await db.select(columns).from(galleryItems).where(eq(galleryItems.id, id)).get();
  if (!current) throw notFound(ITEM_NOT_FOUND);
  if (input.studentIds) await checkChildrenShown({ db }, input.studentIds);
  // A photo always has an image: no image sent (or an empty one) keeps the current one.
  const row = await saveWithImage(images, "gallery", current.imageUrl, input.image || undefined, async (imageUrl) => {
    const after = { imageUrl: imageUrl ?? current.imageUrl, category: input.category, publishedDate: input.publishedDate };
    const changes = changedFields(current, after, { imageUrl: "image", category: "category", publishedDate: "date" }) || "no changes";
    const [[updated]] = await db.batch([
      db.update(galleryItems).set(after).where(eq(galleryItems.id, id)).returning(),
      activityEntry(db, admin, { action: "photo.update", target: id, summary: `Edited a photo: ${changes}` }),
      ...(input.studentIds ? setChildrenShown(db, id, input.studentIds) : []),
    ]);
    return updated;
  });
  // Deleted by someone else in the meantime (the new upload is gone again): as for any unknown id.
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return toGalleryItem(row);
}

/** Deletes the item and its image: every stored image belongs to one row (see resolveImageInput). */
export async function deleteGalleryItem({ db, images }: ImageDeps, actor: Actor | null, id: string): Promise<void> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const [[row]] = await db.batch([
    db.delete(galleryItems).where(eq(galleryItems.id, id)).returning({ imageUrl: galleryItems.imageUrl, category: galleryItems.category }),
    activityEntry(db, admin, { action: "photo.delete", target: id, summary: "Deleted a photo" }),
    ...setChildrenShown(db, id, []),
  ]);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  await deleteImage(images, row.imageUrl);
}
