import type { ActionResult } from "~/lib/action-result";
import type { ProductCategory } from "~/lib/enums";
import type { ProductRow } from "~/db/schema";

/** A product as the page receives it from its loader. */
export type Product = ProductRow;

/** What the page action answers (after an order: its id and invoice number). */
export type KitActionData = ActionResult<{ orderId?: string; invoiceNumber?: string }>;

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  abacus: "Abacus",
  phonics: "Phonics",
  vedic_math: "Vedic Maths",
  other: "Other",
};

/** Where the page's action lives (an index route, so `?index` is needed). */
export const kitActionUrl = (intent: string, id?: string) => {
  const params = new URLSearchParams({ intent });
  if (id) params.set("id", id);
  return `/kit-ordering?index&${params.toString()}`;
};
