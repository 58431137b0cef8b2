import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MAX_ORDER_LINES } from "~/validation/orders";
import type { Cart } from "./cart-storage";
import type { Product } from "./types";

export const CART_PRODUCTS_PATH = "/kit-ordering/cart-products";

type Answer = { ids: string[]; products: Product[] };
/** Each product id known so far: the kit, or null for one that is gone. */
export type KnownProducts = Record<string, Product | null>;

const byId = (shown: Product[]): KnownProducts => Object.fromEntries(shown.map((product) => [product.id, product]));

const fromAnswer = (answer: Answer | undefined): KnownProducts => {
  if (!Array.isArray(answer?.ids)) return {};
  const byId = new Map(answer.products.map((product) => [product.id, product]));
  return Object.fromEntries(answer.ids.map((id) => [id, byId.get(id) ?? null]));
};

/**
 * The kits a stored cart names, as far as they are known: those shown (this page of the catalogue
 * and the pages seen before) and, asked of the server, the others (a kit chosen under another
 * category, or put in the cart by Reorder). `settled` once no kit of the cart is still unknown.
 */
export function useCartProducts(cart: Cart | null, shown: Product[]) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  // Every kit seen here is remembered (another category, or the next answer, must not forget it);
  // the page's copy of a kit is the latest. Merged while rendering, when what is shown or answered changes.
  // The first render starts from the page (no update while rendering it: React's ids, which the
  // dialogs' labels use, must come out the same on the server and in the browser).
  const shownKey = JSON.stringify(shown);
  const [memory, setMemory] = useState(() => ({ known: byId(shown), shownKey, answer }));
  let current = memory;
  if (memory.shownKey !== shownKey || memory.answer !== answer) {
    current = { known: { ...memory.known, ...fromAnswer(answer), ...byId(shown) }, shownKey, answer };
    setMemory(current);
  }
  const known = current.known;
  const unknown = cart ? Object.keys(cart).filter((id) => !(id in known)) : [];
  const ask = unknown.slice(0, MAX_ORDER_LINES).sort().join(",");
  const idle = fetcher.state === "idle";
  const load = fetcher.load;
  // Each set of kits is asked for once: an answer that failed is not asked again and again.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!ask || !idle || asked.current.has(ask)) return;
    asked.current.add(ask);
    load(`${CART_PRODUCTS_PATH}?ids=${encodeURIComponent(ask)}`);
  }, [ask, idle, load]);
  return { known, settled: cart !== null && unknown.length === 0 };
}
