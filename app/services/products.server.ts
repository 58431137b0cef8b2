import { asc, eq } from "drizzle-orm";
import { products, type ProductRow } from "~/db/schema";
import { notFound } from "~/lib/errors";
import { formatRupees } from "~/lib/gst";
import { authorize, canManageContent, type Actor } from "~/lib/permissions";
import type { ProductInput } from "~/validation/products";
import { activityEntry, changedFields } from "./activity.server";
import type { Deps } from "./deps.server";
import { createWithImage, deleteImage, saveWithImage, type WithImageInput } from "./images.server";

export type Product = ProductRow;
type ImageDeps = Pick<Deps, "db" | "images">;
/** A product as a page or the API sends it; a page's image may be an upload with its small version. */
export type ProductPayload = WithImageInput<ProductInput>;

const MANAGE = "Only administrators can manage products.";
const NOT_FOUND = "Product not found.";

/** The catalogue is small (tens of kits); this bounds GET /api/products all the same. */
export const MAX_PRODUCTS_LISTED = 200;
/** The kit page shows this many kits at a time ("Load more" for the others). */
export const KITS_PER_PAGE = 24;

/** Every product, by category then name, in one query. */
export async function listProducts({ db }: Pick<Deps, "db">): Promise<Product[]> {
  return db.select().from(products).orderBy(asc(products.category), asc(products.name)).limit(MAX_PRODUCTS_LISTED);
}

function columnsOf(input: ProductPayload) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    category: input.category,
    inStock: input.inStock,
    includes: input.includes,
    gstPercent: input.gstPercent,
    hsnCode: input.hsnCode,
    unit: input.unit,
  };
}

const PRODUCT_FIELDS = {
  name: "name",
  description: "description",
  price: "price",
  category: "category",
  inStock: "in stock",
  includes: "includes",
  gstPercent: "GST %",
  hsnCode: "HSN",
  unit: "unit",
  imageUrl: "image",
} as const;

export async function createProduct({ db, images }: ImageDeps, actor: Actor | null, input: ProductPayload): Promise<Product> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const id = crypto.randomUUID();
  return createWithImage(images, "products", input.imageUrl, async (imageUrl) => {
    const [[row]] = await db.batch([
      db
        .insert(products)
        .values({ id, ...columnsOf(input), imageUrl })
        .returning(),
      activityEntry(db, admin, { action: "product.create", target: id, summary: `Added “${input.name}” at ${formatRupees(input.price)}` }),
    ]);
    if (!row) throw new Error("Product insert returned no row");
    return row;
  });
}

/**
 * Replaces the product's fields. `imageUrl` left out keeps the image; null or "" removes it; a new
 * image replaces it. Orders already placed keep their own copy of name, price and GST.
 */
export async function updateProduct(
  { db, images }: ImageDeps,
  actor: Actor | null,
  { id, ...input }: ProductPayload & { id: string },
): Promise<Product> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const existing = await db.select().from(products).where(eq(products.id, id)).get();
  if (!existing) throw notFound(NOT_FOUND);

  const row = await saveWithImage(images, "products", existing.imageUrl, input.imageUrl, async (imageUrl) => {
    const after = { ...columnsOf(input), imageUrl };
    const changes = changedFields(existing, after, PRODUCT_FIELDS) || "no changes";
    const [[saved]] = await db.batch([
      db.update(products).set(after).where(eq(products.id, id)).returning(),
      activityEntry(db, admin, { action: "product.update", target: id, summary: `Edited “${existing.name}”: ${changes}` }),
    ]);
    return saved;
  });
  // Deleted meanwhile.
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteProduct({ db, images }: ImageDeps, actor: Actor | null, id: string): Promise<Product> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const existing = await db.select({ name: products.name }).from(products).where(eq(products.id, id)).get();
  if (!existing) throw notFound(NOT_FOUND);
  const [[row]] = await db.batch([
    db.delete(products).where(eq(products.id, id)).returning(),
    activityEntry(db, admin, { action: "product.delete", target: id, summary: `Deleted “${existing.name}”` }),
  ]);
  if (!row) throw notFound(NOT_FOUND);
  await deleteImage(images, row.imageUrl);
  return row;
}
