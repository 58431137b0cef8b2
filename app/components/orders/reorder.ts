import { loadCart, saveCart } from "~/components/kit/cart-storage";
import type { OrderLine } from "~/db/schema";
import { MAX_QTY } from "~/lib/gst";

/** The ids of the products that can be ordered now, from the public catalogue (GET /api/products). */
export async function fetchInStockIds(): Promise<Set<string>> {
  const response = await fetch("/api/products", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { products } = (await response.json()) as { products: { id: string; inStock: boolean }[] };
  return new Set(products.filter((product) => product.inStock).map((product) => product.id));
}

/**
 * Adds an order's lines (or any kits and quantities) to the user's cart, for the products still in the catalogue and in stock.
 * Answers how many lines went in and how many were skipped.
 */
export function reorderIntoCart(
  userId: string,
  lines: readonly Pick<OrderLine, "productId" | "qty">[],
  inStockIds: ReadonlySet<string>,
): { added: number; skipped: number } {
  const cart = loadCart(userId);
  let added = 0;
  let skipped = 0;
  for (const line of lines) {
    if (!line.productId || !inStockIds.has(line.productId)) {
      skipped += 1;
      continue;
    }
    cart[line.productId] = Math.min(MAX_QTY, (cart[line.productId] ?? 0) + line.qty);
    added += 1;
  }
  if (added > 0) saveCart(userId, cart);
  return { added, skipped };
}
