import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products, type ProductRow } from "~/db/schema";
import { notAllowed, notFound } from "~/lib/errors.server";
import { parseWith, readJsonValue } from "~/lib/http.server";
import { isAdmin } from "~/lib/permissions";
import { productSchema, type ProductInput } from "~/validation/products";
import { createWithImage, deleteImage, IMAGE_JSON_BODY_LIMIT, saveWithImage, type WithImageInput } from "./images.server";
import type { PublicUser } from "./users.server";

export type Product = ProductRow;
type Deps = { db: Db; bucket: R2Bucket };
type Actor = PublicUser | null | undefined;

/** The catalogue is small (tens of kits); this bounds it all the same. */
export const MAX_PRODUCTS_LISTED = 200;

/** Every product, by category then name, in one query. */
export async function listProducts(db: Db): Promise<Product[]> {
  return db.select().from(products).orderBy(asc(products.category), asc(products.name)).limit(MAX_PRODUCTS_LISTED);
}

/** The JSON body of POST/PUT /api/products (it may carry the image as a data URL). */
export async function readProductJson(request: Request): Promise<ProductInput> {
  return parseWith(productSchema, await readJsonValue(request, IMAGE_JSON_BODY_LIMIT));
}

function requireAdminActor(actor: Actor) {
  if (!isAdmin(actor)) throw notAllowed("Only administrators can manage products.");
}

function columnsOf(input: WithImageInput<ProductInput>) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    category: input.category,
    inStock: input.inStock,
    includes: input.includes,
    gstPercent: input.gstPercent,
    hsnCode: input.hsnCode ?? null,
  };
}

export async function createProduct({ db, bucket }: Deps, actor: Actor, input: WithImageInput<ProductInput>): Promise<Product> {
  requireAdminActor(actor);
  return createWithImage(bucket, "products", input.imageUrl, (imageUrl) =>
    db
      .insert(products)
      .values({ ...columnsOf(input), imageUrl })
      .returning()
      .get(),
  );
}

/**
 * Replaces the product's fields. `imageUrl` left out keeps the image; null or "" removes it; a new
 * image replaces it. Orders already placed keep their own copy of name, price and GST.
 */
export async function updateProduct({ db, bucket }: Deps, actor: Actor, id: string, input: WithImageInput<ProductInput>): Promise<Product> {
  requireAdminActor(actor);
  const existing = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, id)).get();
  if (!existing) throw notFound("Product not found.");

  const row = await saveWithImage(bucket, "products", existing.imageUrl, input.imageUrl, (imageUrl) =>
    db
      .update(products)
      .set({ ...columnsOf(input), imageUrl })
      .where(eq(products.id, id))
      .returning()
      .get(),
  );
  // Deleted meanwhile.
  if (!row) throw notFound("Product not found.");
  return row;
}

export async function deleteProduct({ db, bucket }: Deps, actor: Actor, id: string): Promise<Product> {
  requireAdminActor(actor);
  const row = await db.delete(products).where(eq(products.id, id)).returning().get();
  if (!row) throw notFound("Product not found.");
  await deleteImage(bucket, row.imageUrl);
  return row;
}
