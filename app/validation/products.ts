import { PRODUCT_CATEGORIES } from "~/lib/enums";
import { DEFAULT_GST_PERCENT } from "~/lib/gst";
import { UQC_CODES } from "~/lib/uqc";
import type { FailureTexts } from "~/lib/action-result";
import { idField, intent, listFilter, requiredText, textField } from "./fields";
import { checkoutFields, idempotencyKeyField, MAX_ORDER_LINES, withPlaceOfSupply } from "./orders";
import { z } from "./zod";

// One payload for POST /api/products, PUT /api/products/{id}, the page action and the product
// dialog, so all of them say the same thing.

export const MAX_INCLUDES = 20;
export const INCLUDE_MAX_LENGTH = 120;
export const MAX_PRICE = 10_000_000;
export const HSN_MESSAGE = "HSN code is required: 4, 6 or 8 digits";
export const UNIT_MESSAGE = "unit is required: a GST unit quantity code such as NOS, SET, PCS, BOX or PAC";

/** An includes list as the form and the API mean it: trimmed, no blanks, each bullet once. */
export function normalizeIncludes(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/** The form's rule for a GST rate typed by hand: a number clamped to 0-100 (18 when unreadable). */
export function clampGstPercent(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_GST_PERCENT;
  return Math.min(100, Math.max(0, Math.round(value * 100) / 100));
}

/** `?category=` of the kit page: absent, empty or `all` means every kit. */
export const productListFilters = {
  category: listFilter(PRODUCT_CATEGORIES, `category must be one of: ${PRODUCT_CATEGORIES.join(", ")}`),
};

/** The kit page's cart lookup: `?ids=`, the cart's product ids (comma-separated, at most as many as an order's lines). */
export const cartProductsQuerySchema = z.object({
  ids: z
    .string({ error: "ids is required: product ids, comma-separated" })
    .max(MAX_ORDER_LINES * 101, "ids is too long")
    .transform((text) => [...new Set(text.split(",").map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .min(1, "ids is required: product ids, comma-separated")
        .max(MAX_ORDER_LINES, `ids: at most ${MAX_ORDER_LINES} products at a time`),
    ),
});

export const productSchema = z.object({
  name: requiredText("Name", 120),
  description: textField("Description", { lines: "multi" }).trim().max(2000, "Description must be at most 2000 characters").default(""),
  price: z
    .number({ error: "Price must be a whole number of rupees" })
    .int("Price must be a whole number of rupees")
    .min(0, "Price must be 0 or more")
    .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`),
  category: z.enum(PRODUCT_CATEGORIES, { error: "category must be one of abacus, phonics, vedic_math, other" }).default("other"),
  inStock: z.boolean({ error: "inStock must be true or false" }).default(true),
  includes: z
    .array(textField("Each included item").max(INCLUDE_MAX_LENGTH, `Each included item must be at most ${INCLUDE_MAX_LENGTH} characters`), {
      error: "includes must be a list of text",
    })
    .max(MAX_INCLUDES * 5, `At most ${MAX_INCLUDES} included items`)
    .default([])
    .transform(normalizeIncludes)
    .refine((items) => items.length <= MAX_INCLUDES, `At most ${MAX_INCLUDES} included items`),
  gstPercent: z
    .number({ error: "GST % must be a number from 0 to 100" })
    .min(0, "GST % must be a number from 0 to 100")
    .max(100, "GST % must be a number from 0 to 100")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "GST % may have at most two decimals")
    .default(DEFAULT_GST_PERCENT),
  // Rule 46(g) and (i): the invoice prints both.
  hsnCode: z
    .string({ error: HSN_MESSAGE })
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, HSN_MESSAGE),
  unit: z.enum(UQC_CODES, { error: UNIT_MESSAGE }),
  // A data URL (API clients), a File (the page's form), the product's own current /images/ URL, or
  // nothing. Left out on an update: the image stays; null or "" on an update: it is removed.
  imageUrl: z
    .union([z.string({ error: "imageUrl must be an image" }).max(8_000_000), z.file()], { error: "imageUrl must be an image" })
    .nullable()
    .optional(),
});

export type ProductInput = z.output<typeof productSchema>;

/** The product dialog's form: an unticked "In stock" checkbox is simply absent, which means out of stock. */
export const productFormSchema = productSchema.extend({
  inStock: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});

// The kit page's forms: the checkout (JSON, with one idempotency key per opening of the checkout,
// so a double submit places one order), and an admin's product dialog and delete button.
export const kitActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("placeOrder"), idempotencyKey: idempotencyKeyField, ...checkoutFields }).transform(withPlaceOfSupply),
  productFormSchema.extend({ intent: intent("createProduct") }),
  productFormSchema.extend({ intent: intent("updateProduct"), id: idField }),
  z.object({ intent: intent("deleteProduct"), id: idField }),
]);

export const KIT_FAILURES: FailureTexts<z.output<typeof kitActionSchema>["intent"]> = {
  placeOrder: "Could not place order",
  createProduct: "Could not save the product. Please try again.",
  updateProduct: "Could not save the product. Please try again.",
  deleteProduct: "Could not delete the product. Please try again.",
};
