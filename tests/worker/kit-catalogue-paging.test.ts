import { beforeAll, describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { KITS_PER_PAGE } from "~/services/products.server";
import { call, db, signedInUser, withoutScripts } from "./helpers";

// The kit page shows the catalogue a category at a time (or every kit), KITS_PER_PAGE kits a page,
// with a "Load more" link that works without JavaScript. A cart may hold kits of other pages:
// /kit-ordering/cart-products answers their price and stock (and leaves out a kit that is gone).
// GET /api/products keeps answering the whole catalogue.

let partner: Awaited<ReturnType<typeof signedInUser>>;
const abacusKits: string[] = [];
let phonicsKit: string;

/** The `i`th abacus kit's name (sorted by name, 1 first). */
const kit = (i: number) => `Paging Abacus Kit ${String(i).padStart(2, "0")}`;
const kitsOn = (text: string) => [...new Set([...text.matchAll(/>(Paging \w+ Kit \d{2})</g)].map((match) => match[1]))];

beforeAll(async () => {
  partner = await signedInUser();
  const rows = Array.from({ length: KITS_PER_PAGE + 6 }, (_, index) => ({
    name: kit(index + 1),
    price: 1000 + index,
    category: "abacus" as const,
  }));
  const [first, ...others] = rows.map((row) => db.insert(products).values(row).returning({ id: products.id }));
  const saved = await db.batch([first!, ...others]);
  abacusKits.push(...saved.map(([row]) => row!.id));
  phonicsKit = (await db.insert(products).values({ name: "Paging Phonics Kit 01", price: 900, category: "phonics" }).returning().get()).id;
});

describe("the kit catalogue, a page at a time", () => {
  it("shows the first page of kits and links the next", async () => {
    const { status, text } = await call("/kit-ordering?category=abacus", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(kitsOn(text)).toEqual(Array.from({ length: KITS_PER_PAGE }, (_, i) => kit(i + 1)));
    expect(text).toContain(`href="/kit-ordering?category=abacus&amp;offset=${KITS_PER_PAGE}"`);
    expect(text).toContain("Load more");
    const next = await call(`/kit-ordering?category=abacus&offset=${KITS_PER_PAGE}`, { headers: { Cookie: partner.cookie } });
    expect(kitsOn(next.text)).toEqual(Array.from({ length: 6 }, (_, i) => kit(KITS_PER_PAGE + i + 1)));
    expect(withoutScripts(next.text)).not.toContain("Load more");
  });

  it("shows one category's kits under its chip, and says so when a category has none", async () => {
    const phonics = await call("/kit-ordering?category=phonics", { headers: { Cookie: partner.cookie } });
    expect(kitsOn(phonics.text)).toEqual(["Paging Phonics Kit 01"]);
    expect(phonics.text).toMatch(/aria-current="page"[^>]*>Phonics</);
    const other = await call("/kit-ordering?category=other", { headers: { Cookie: partner.cookie } });
    expect(other.text).toContain("No kits in this category yet");
  });

  it("answers a category it does not know with the 400 page", async () => {
    const { status, text } = await call("/kit-ordering?category=toys", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(400);
    expect(text).toContain("category must be one of: abacus, phonics, vedic_math, other");
  });
});

describe("the kits of a cart that the page does not show", () => {
  it("answers their price and stock, and leaves out a kit that is gone", async () => {
    const ids = [abacusKits.at(-1)!, phonicsKit, "no-such-kit"];
    const { status, json } = await call(`/kit-ordering/cart-products?ids=${ids.join(",")}`, { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(json!.ids).toEqual(ids);
    const answered = (json!.products as { id: string; name: string; price: number }[]).map(({ name, price }) => [name, price]);
    expect(answered.sort()).toEqual([
      [kit(KITS_PER_PAGE + 6), 1000 + KITS_PER_PAGE + 5],
      ["Paging Phonics Kit 01", 900],
    ]);
  });

  it("refuses no ids and too many, naming the parameter", async () => {
    const none = await call("/kit-ordering/cart-products", { headers: { Cookie: partner.cookie } });
    expect(none.status).toBe(400);
    expect(none.json!.message).toContain("ids is required");
    const many = Array.from({ length: 51 }, (_, i) => `kit-${i}`).join(",");
    const tooMany = await call(`/kit-ordering/cart-products?ids=${many}`, { headers: { Cookie: partner.cookie } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json!.message).toContain("ids: at most 50 products");
  });

  it("is only for those who may order kits", async () => {
    const visitor = await call(`/kit-ordering/cart-products?ids=${phonicsKit}`);
    expect(visitor.status).not.toBe(200);
    expect(visitor.text).not.toContain("Paging Phonics Kit 01");
  });
});
