import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { call, createUser, db, signedInUser, tokenFor } from "./helpers";

async function signedIn(role: "admin" | "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password) };
}

const kit = (overrides: Record<string, unknown> = {}) => ({
  name: `Phonics kit ${crypto.randomUUID().slice(0, 8)}`,
  description: "Sound cards and readers",
  price: 1800,
  category: "phonics",
  includes: ["  Sound cards ", "Readers", "", "Readers"],
  gstPercent: 12,
  hsnCode: "4901",
  unit: "SET",
  ...overrides,
});

// A 1x1 PNG, as API clients send images.
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("products", () => {
  it("lets an admin create, edit and delete a kit; everyone can list the catalogue", async () => {
    const admin = await signedIn("admin");
    const created = await call("/api/products", { method: "POST", token: admin.token, body: kit() });
    expect(created.status).toBe(201);
    expect(created.json?.message).toBe("Product created successfully");
    const product = created.json?.product;
    expect(product).toMatchObject({
      price: 1800,
      category: "phonics",
      inStock: true,
      includes: ["Sound cards", "Readers"],
      gstPercent: 12,
      hsnCode: "4901",
      unit: "SET",
    });

    const listed = await call("/api/products");
    expect(listed.status).toBe(200);
    expect(listed.json?.products.some((row: { id: string }) => row.id === product.id)).toBe(true);

    const edited = await call(`/api/products/${product.id}`, {
      method: "PUT",
      token: admin.token,
      body: kit({ name: product.name, price: 1900, inStock: false }),
    });
    expect(edited.json?.product).toMatchObject({ price: 1900, inStock: false });

    expect((await call(`/api/products/${product.id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
    expect((await call(`/api/products/${product.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await call(`/api/products/${product.id}`, { method: "PUT", token: admin.token, body: kit() })).status).toBe(404);
  });

  it("defaults GST to 18% and the kit to in stock", async () => {
    const admin = await signedIn("admin");
    const { json } = await call("/api/products", {
      method: "POST",
      token: admin.token,
      body: { name: "Plain kit", price: 100, hsnCode: "9503", unit: "NOS" },
    });
    expect(json?.product).toMatchObject({ gstPercent: 18, inStock: true, includes: [], description: "", hsnCode: "9503", unit: "NOS" });
  });

  it("keeps product management to admins: 401 for visitors, 403 for partners", async () => {
    const partner = await signedIn("franchise");
    expect((await call("/api/products", { method: "POST", body: kit() })).status).toBe(401);
    expect((await call("/api/products", { method: "POST", token: partner.token, body: kit() })).status).toBe(403);
    expect((await call("/api/products/any", { method: "PUT", token: partner.token, body: kit() })).status).toBe(403);
    expect((await call("/api/products/any", { method: "DELETE", token: partner.token })).status).toBe(403);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ price: "1800" }, "price", "Price must be a whole number of rupees"],
    [{ price: 99.5 }, "price", "Price must be a whole number of rupees"],
    [{ price: -1 }, "price", "Price must be 0 or more"],
    [{ gstPercent: 101 }, "gstPercent", "GST % must be a number from 0 to 100"],
    [{ gstPercent: -5 }, "gstPercent", "GST % must be a number from 0 to 100"],
    [{ gstPercent: 12.345 }, "gstPercent", "GST % may have at most two decimals"],
    [{ category: "toys" }, "category", "category must be one of abacus, phonics, vedic_math, other"],
    [{ hsnCode: "49A1" }, "hsnCode", "HSN code is required: 4, 6 or 8 digits"],
    [{ hsnCode: "49011" }, "hsnCode", "HSN code is required: 4, 6 or 8 digits"],
    [{ hsnCode: undefined }, "hsnCode", "HSN code is required: 4, 6 or 8 digits"],
    [{ hsnCode: "" }, "hsnCode", "HSN code is required: 4, 6 or 8 digits"],
    [{ unit: undefined }, "unit", "unit is required: a GST unit quantity code such as NOS, SET, PCS, BOX or PAC"],
    [{ unit: "KIT" }, "unit", "unit is required: a GST unit quantity code such as NOS, SET, PCS, BOX or PAC"],
    [{ includes: "Readers" }, "includes", "includes must be a list of text"],
    [{ inStock: "yes" }, "inStock", "inStock must be true or false"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (change, field, message) => {
    const admin = await signedIn("admin");
    const before = (await db.select({ id: products.id }).from(products)).length;
    const { status, json } = await call("/api/products", { method: "POST", token: admin.token, body: kit(change) });
    expect(status).toBe(400);
    expect(json?.errors?.[field]).toEqual([message]);
    expect(await db.select({ id: products.id }).from(products)).toHaveLength(before);
  });

  it("stores an uploaded image in R2 and removes it with the kit", async () => {
    const admin = await signedIn("admin");
    const { json } = await call("/api/products", { method: "POST", token: admin.token, body: kit({ imageUrl: PNG_DATA_URL }) });
    const imageUrl: string = json?.product.imageUrl;
    expect(imageUrl).toMatch(/^\/images\/products\//);
    const key = imageUrl.replace("/images/", "");
    expect(await env.IMAGES.head(key)).not.toBeNull();
    await call(`/api/products/${json?.product.id}`, { method: "DELETE", token: admin.token });
    expect(await env.IMAGES.head(key)).toBeNull();

    const notAnImage = await call("/api/products", {
      method: "POST",
      token: admin.token,
      body: kit({ imageUrl: "data:image/png;base64,aGVsbG8=" }),
    });
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.json?.errors?.imageUrl).toBeDefined();
  });
});

describe("a kit saved before HSN codes were required", () => {
  it("tells the admin on the kit page to add one, and nobody else", async () => {
    const name = `Legacy kit ${crypto.randomUUID().slice(0, 6)}`;
    await db.insert(products).values({ name, price: 500, gstPercent: 18, category: "abacus" });
    const warning = "No HSN code: edit this kit to add one, so its invoices name it.";
    const admin = await signedInUser("admin");
    const partner = await signedInUser();
    const adminPage = (await call("/kit-ordering", { headers: { Cookie: admin.cookie } })).text;
    expect(adminPage).toContain(name);
    expect(adminPage).toContain(warning);
    const partnerPage = (await call("/kit-ordering", { headers: { Cookie: partner.cookie } })).text;
    expect(partnerPage).toContain(name);
    expect(partnerPage).not.toContain(warning);
  });
});
