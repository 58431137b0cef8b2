import type { SubmissionResult } from "@conform-to/react";
import type { ProductCategory, ProductRow } from "~/db/schema";

/** A product as the page receives it from its loader. */
export type Product = ProductRow;

/** What the page action answers: a success message, or why it failed (with the form's errors for product saves). */
export type KitActionData =
  { ok: true; message: string } | { ok: false; message: string; status?: number; result?: SubmissionResult<string[]> };

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
