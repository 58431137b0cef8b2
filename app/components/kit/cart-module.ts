// Loaded after hydration, apart from the page's own chunk: the cart's storage contract and its
// quantity limit come with the order schema's zod, which the product grid does not need to show.
export { loadCart, saveCart, type Cart } from "./cart-storage";
export { MAX_QTY } from "~/validation/orders";
