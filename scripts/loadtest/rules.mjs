// The site's rules the load test checks against, restated for a Node script (it cannot import the
// TypeScript): keep them equal to app/validation/blogs.ts (MAX_PINNED), app/lib/gst.ts and
// app/lib/pagination.server.ts (MAX_PAGE_SIZE).

/** The most rows one page of a list answers. */
export const LIST_PAGE_SIZE = 100;

/** At most this many posts are pinned at any moment. */
export const MAX_PINNED_POSTS = 3;

/** KIT/26-27/0001: the financial year and the number within it. */
export const INVOICE_NUMBER = /^KIT\/(\d{2}-\d{2})\/(\d{4,})$/;

/** An order of `items` ({ product, qty }) with the totals the server computes (GST per line, rounded). */
export function orderBody(items, franchiseeName) {
  let subtotal = 0;
  let gst = 0;
  for (const { product, qty } of items) {
    const taxable = product.price * qty;
    subtotal += taxable;
    gst += Math.round((taxable * Math.round(product.gstPercent * 100)) / 10_000);
  }
  return {
    items: items.map(({ product, qty }) => ({ productId: product.id, name: product.name, qty, price: product.price })),
    subtotal,
    gst,
    total: subtotal + gst,
    franchiseeName,
    // Every invoice names the buyer's address with its PIN code (Rule 46(d)).
    billingAddress: `${franchiseeName}, 12 Karve Road, Pune 411038`,
  };
}
