import type { Product } from "./types";
import { MAX_QTY } from "~/lib/gst";

// The cart lives in the browser (it survives a reload) under a key per account, so two people
// sharing a computer never see each other's cart. Both the kit page and Reorder use it.

/** Quantity per product id. */
export type Cart = Record<string, number>;

export const cartStorageKey = (userId: string) => `kit-cart:${userId}`;

/** The stored cart, keeping only sane lines (whole quantities from 1 to 999). */
export function loadCart(userId: string): Cart {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(cartStorageKey(userId)) ?? "{}");
    if (!stored || typeof stored !== "object") return {};
    const cart: Cart = {};
    for (const [productId, qty] of Object.entries(stored)) {
      if (Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY) cart[productId] = qty;
    }
    return cart;
  } catch {
    return {};
  }
}

export function saveCart(userId: string, cart: Cart): void {
  try {
    if (Object.keys(cart).length === 0) window.localStorage.removeItem(cartStorageKey(userId));
    else window.localStorage.setItem(cartStorageKey(userId), JSON.stringify(cart));
  } catch {
    // Private browsing or a full quota: the cart still works for this visit.
  }
}

/** The stored cart without the products that are gone or out of stock (and whether any were dropped). */
export function availableOnly(cart: Cart, known: Record<string, Product | null>): { cart: Cart; dropped: boolean } {
  const kept: Cart = {};
  let dropped = false;
  for (const [id, qty] of Object.entries(cart)) {
    if (known[id]?.inStock) kept[id] = qty;
    else dropped = true;
  }
  return { cart: kept, dropped };
}
