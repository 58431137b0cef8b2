// Every page and endpoint the site has, as the benchmark drives it and as the query budget test
// (tests/worker/query-budget.test.ts) checks it. A feature that adds a page or endpoint adds it here.
//
// as:    who asks (omitted: a visitor); "partner" is an approved franchise user.
// via:   how they prove it: "cookie" (pages) or "bearer" (JSON API).
// body:  how to build a JSON body; "fresh-address": each request from its own client address, so the
//        sign-in rate limit does not turn the measurement into one of the limiter.

/** @typedef {{ name: string, method?: string, path: string, as?: "partner" | "admin", via?: "cookie" | "bearer", body?: "login" | "register" | "contact" | "blog-edit" | "order", freshAddress?: boolean, static?: boolean }} BenchTarget */

/** The post the blog targets read and like (the seeder's first post; the query budget test creates it). */
export const BENCH_BLOG = { id: "bench-blog-1", slug: "bench-post-1" };
/** The post the edit target rewrites (a new title, so a new slug, on every request). */
export const BENCH_EDITED_BLOG = { id: "bench-blog-edited", slug: "bench-post-edited" };

/** The kit every bench order buys (the seeder's first product; the query budget test creates it). */
export const BENCH_PRODUCT = { id: "bench-product-1", name: "Abacus Starter Kit", price: 1250, gstPercent: 18 };
/** An order of the bench partner, for the order and invoice pages. */
export const BENCH_ORDER = { id: "bench-order-1" };

/** @type {BenchTarget[]} */
export const BENCH_TARGETS = [
  { name: "static file", path: "/favicon.svg", static: true },
  { name: "home page", path: "/" },
  { name: "sign-in page", path: "/login" },
  { name: "sign-up page", path: "/register" },
  { name: "contact page", path: "/contact" },
  { name: "kit ordering (partner)", path: "/kit-ordering", as: "partner", via: "cookie" },
  { name: "admin dashboard", path: "/admin", as: "admin", via: "cookie" },
  { name: "admin dashboard, users tab", path: "/admin?tab=users", as: "admin", via: "cookie" },
  { name: "admin dashboard, updates tab", path: "/admin?tab=updates", as: "admin", via: "cookie" },
  { name: "admin dashboard, messages tab", path: "/admin?tab=messages", as: "admin", via: "cookie" },
  { name: "admin notifications feed", path: "/admin/notifications", as: "admin", via: "cookie" },
  { name: "competitions page", path: "/competitions" },
  { name: "GET /api/competitions", path: "/api/competitions" },
  { name: "gallery page", path: "/gallery" },
  { name: "GET /api/auth/verify", path: "/api/auth/verify", as: "partner", via: "bearer" },
  { name: "GET /api/gallery", path: "/api/gallery" },
  { name: "POST /api/auth/login", method: "POST", path: "/api/auth/login", body: "login", freshAddress: true },
  { name: "POST /api/auth/register", method: "POST", path: "/api/auth/register", body: "register", freshAddress: true },
  { name: "GET /api/info", path: "/api/info" },
  { name: "blogs page", path: "/blogs" },
  { name: "blog post page", path: "/blogs/bench-post-1" },
  { name: "GET /api/blogs", path: "/api/blogs" },
  { name: "POST /api/blogs/{id}/like", method: "POST", path: "/api/blogs/bench-blog-1/like", as: "partner", via: "bearer" },
  { name: "PUT /api/blogs/{id}", method: "PUT", path: "/api/blogs/bench-blog-edited", as: "admin", via: "bearer", body: "blog-edit" },
  { name: "my orders page (partner)", path: "/kit-ordering/orders", as: "partner", via: "cookie" },
  { name: "all orders page (admin)", path: "/kit-ordering/orders", as: "admin", via: "cookie" },
  // An admin may open any invoice; a partner only their own (the budget test signs in a new one).
  { name: "invoice page (admin)", path: `/kit-ordering/orders/${BENCH_ORDER.id}/invoice`, as: "admin", via: "cookie" },
  { name: "change password page", path: "/account/password", as: "partner", via: "cookie" },
  { name: "GET /api/products", path: "/api/products" },
  { name: "GET /api/orders (partner)", path: "/api/orders", as: "partner", via: "bearer" },
  { name: "POST /api/orders", method: "POST", path: "/api/orders", as: "partner", via: "bearer", body: "order" },
  { name: "GET /api/notifications", path: "/api/notifications", as: "admin", via: "bearer" },
  { name: "GET /api/users", path: "/api/users", as: "admin", via: "bearer" },
  { name: "GET /api/users/pending", path: "/api/users/pending", as: "admin", via: "bearer" },
  { name: "POST /api/contact", method: "POST", path: "/api/contact", body: "contact", freshAddress: true },
];

/** The accounts the bench seeds and signs in with. */
export const BENCH_USERS = {
  password: "bench-password-1",
  partner: { id: "bench-partner", email: "bench-partner@example.com", role: "franchise" },
  admin: { id: "bench-admin", email: "bench-admin@example.com", role: "admin" },
};

/** No page or endpoint may issue more D1 queries than this per request, whatever the data size. */
export const MAX_QUERIES_PER_REQUEST = 4;

let bodyCounter = 0;
/** A JSON body for a target; sign-ups get a new email each time. */
export function bodyFor(target) {
  if (target.body === "login") return { email: BENCH_USERS.partner.email, password: BENCH_USERS.password };
  if (target.body === "register") {
    bodyCounter += 1;
    const id = `${Date.now().toString(36)}-${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`;
    return { name: "Bench Applicant", email: `applicant-${id}@example.com`, password: "applicant-pass-1", whatsappNumber: "+919812345678" };
  }
  if (target.body === "blog-edit") {
    bodyCounter += 1;
    return { title: `Abacus at home, revised ${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`, excerpt: "Ten minutes a day.", content: "Practice with the beads.", category: "abacus", status: "published", publishedDate: "2026-11-01" };
  }
  if (target.body === "order") {
    // One kit at ₹1,250 + 18% GST, with the totals the server computes.
    const { id, name, price } = BENCH_PRODUCT;
    return { items: [{ productId: id, name, qty: 1, price }], subtotal: 1250, gst: 225, total: 1475, franchiseeName: "Bench Centre" };
  }
  if (target.body === "contact") {
    return { name: "Bench Parent", email: "parent@example.com", phone: "+91 98220 12345", area: "Pune", subject: "Classes", message: "Which batches are open?" };
  }
  return undefined;
}

let addressCounter = 0;
/** A documentation-range address, different for every call. */
export function freshClientAddress() {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}
