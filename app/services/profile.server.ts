import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles, products, type PartnerProfileRow, type ProductRow } from "~/db/schema";
import type { ProductCategory } from "~/lib/enums";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canOrderKits, type Actor } from "~/lib/permissions";
import type { ProfileInput } from "~/validation/profile";
import type { Deps } from "./deps.server";

const ORDERING = "Kit ordering is only available to approved franchise partners and administrators.";
export const PROFILE_SAVED_MESSAGE = "Your details are saved. The checkout will fill them in for you.";

/**
 * A partner's details as the API, My details and the checkout show them: the saved ones, or
 * (`saved: false`) the defaults of an account that has saved none yet: its name as the business
 * name, the rest empty. A null delivery address means "same as billing".
 */
export type Profile = {
  businessName: string;
  gstin: string | null;
  billingAddress: string;
  deliveryAddress: string | null;
  phone: string;
  updatedAt: string | null;
  saved: boolean;
};

function toProfile(row: PartnerProfileRow | null | undefined, owner: Pick<Actor, "name">): Profile {
  if (!row)
    return { businessName: owner.name, gstin: null, billingAddress: "", deliveryAddress: null, phone: "", updatedAt: null, saved: false };
  const { userId: _userId, ...details } = row;
  return { ...details, saved: true };
}

/** The signed-in account's own details (only ever its own: the account is the key). */
export async function getProfile({ db }: Pick<Deps, "db">, actor: Actor | null): Promise<Profile> {
  const owner = authorize(actor, canOrderKits, ORDERING);
  const row = await db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, owner.id)).get();
  return toProfile(row, owner);
}

/** What the checkout (placeOrder) saves back: the order's own details, as the profile keeps them. */
export type ProfileValues = Omit<ProfileInput, "gstin" | "deliveryAddress"> & { gstin?: string | null; deliveryAddress?: string | null };

/**
 * The statement that saves an account's details (insert or replace its one row), for a batch: PUT
 * /api/profile runs it alone, the checkout in the order's own batch.
 */
export function profileUpsert(db: Db, userId: string, values: ProfileValues) {
  const row = {
    businessName: values.businessName,
    gstin: values.gstin ?? null,
    billingAddress: values.billingAddress,
    deliveryAddress: values.deliveryAddress ?? null,
    phone: values.phone,
    updatedAt: new Date().toISOString(),
  };
  return db
    .insert(partnerProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: partnerProfiles.userId, set: row })
    .returning();
}

/** Saves the signed-in account's own details; answers them as saved. One statement. */
export async function saveProfile({ db }: Pick<Deps, "db">, actor: Actor | null, input: ProfileInput): Promise<Profile> {
  const owner = authorize(actor, canOrderKits, ORDERING);
  const [row] = await profileUpsert(db, owner.id, input);
  return toProfile(row, owner);
}

/** An account's saved details as one JSON object (null when it saved none), read within another query. */
function savedProfileOf(userId: string) {
  const fields = Object.entries(getTableColumns(partnerProfiles)).map(([key, column]) => sql`${key}, ${column}`);
  return sql<
    string | null
  >`(select json_object(${sql.join(fields, sql`, `)}) from ${partnerProfiles} where ${eq(partnerProfiles.userId, userId)})`.as(
    "saved_profile",
  );
}

/**
 * One page of the kit page's catalogue (a category, or every kit) with the buyer's saved details,
 * in ONE query (the page's budget): it starts from one row carrying the profile (one lookup by the
 * buyer's key), joined to the page's kits, so an empty category still answers the profile (the
 * checkout may hold kits chosen on other pages). Only a page past the end reads it alone.
 */
export async function listProductsWithProfile(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { category, ...page }: Pagination & { category?: ProductCategory },
): Promise<{ products: ProductRow[]; profile: Profile; hasMore: boolean; nextOffset: number | null }> {
  const buyer = authorize(actor, canOrderKits, ORDERING);
  // With the request's other reads (readTogether). A batched select must not repeat a column name
  // (Drizzle maps its rows from objects): the profile comes as one JSON column.
  const { items, hasMore, nextOffset } = await readPage(
    db
      .select({ product: products, profile: savedProfileOf(buyer.id) })
      .from(sql`(select 1)`)
      .leftJoin(products, category ? eq(products.category, category) : sql`1`)
      .orderBy(asc(products.category), asc(products.name), asc(products.id)),
    page,
    db,
  );
  const profile = items.length
    ? toProfile(items[0]!.profile ? (JSON.parse(items[0]!.profile) as PartnerProfileRow) : null, buyer)
    : await getProfile({ db }, buyer);
  return { products: items.flatMap((row) => (row.product ? [row.product] : [])), profile, hasMore, nextOffset };
}

/**
 * The kits of a cart that its page does not show (by id), for the cart's lines and total: their
 * price and stock as they are now. A kit that is gone is simply not in the answer.
 */
export async function cartProducts({ db }: Pick<Deps, "db">, actor: Actor | null, ids: string[]): Promise<ProductRow[]> {
  authorize(actor, canOrderKits, ORDERING);
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids)).limit(ids.length);
}
