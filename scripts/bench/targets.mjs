// Every page and endpoint the site has, as the benchmark drives it and as the query budget test
// (tests/worker/query-budget.test.ts) checks it. A feature that adds a page or endpoint adds it here,
// and names it in its route's entry of app/route-registry.ts (a target of no route fails the registry test).
//
// as:    who asks (omitted: a visitor); "partner" is an approved franchise user.
// via:   how they prove it: "cookie" (pages) or "bearer" (JSON API).
// own:   the bench partner's own account is needed (its own order), not just any approved partner.
// body:  how to build a JSON body; "fresh-address": each request from its own client address, so the
//        sign-in rate limit does not turn the measurement into one of the limiter.
// expect: the status every request should get, when it is not 2xx (a redirect, or a refusal such as a wrong reset code).
// alsoExpect: a status some requests may get besides 2xx under the bench's load (a sign-in's throttle).
// edgeCache: a visitor read the issue says must be served from the edge cache (the bench measures it
//        both ways: uncached with an empty session cookie, which bypasses the cache, and cached without).
//
// Left out, because they cannot be repeated on the same data: every DELETE (the row is gone after
// the first request), changing a password (POST /api/auth/password, /account/password: it signs out
// every session of the account, the bench's own included), and moving an order's status
// (PATCH /api/orders/{id}: a status only moves forward, so every request after the first measures
// the refusal; likewise a payment's decision, PATCH /api/orders/{id} with paymentStatus: both are held
// to the budget in tests/worker/query-budget-payments.test.ts). The 404 pages are not pages. Page form actions call the same services as the API
// targets here.

/** @typedef {{ name: string, method?: string, path: string, as?: "partner" | "admin" | "parent", via?: "cookie" | "bearer", own?: boolean, body?: "login" | "register" | "contact" | "blog-edit" | "blog-new" | "order" | "competition" | "gallery" | "gallery-new" | "product" | "product-edit" | "new-user" | "mark-read" | "whatsapp" | "message-status" | "user-edit" | "settings" | "forgot" | "reset" | "profile" | "payment" | "lead-demo" | "lead-franchise" | "lead-note" | "centre-edit" | "centre-partner" | "centre-new" | "student-new" | "student-edit" | "results" | "levels" | "level-exam" | "marks" | "consent" | "parent-code" | "parent-consent" | "parent-language" | "privacy-request", freshAddress?: boolean, static?: boolean, expect?: number, alsoExpect?: number, edgeCache?: boolean }} BenchTarget */

/** The post the blog targets read and like (the seeder's first post; the query budget test creates it). */
export const BENCH_BLOG = { id: "bench-blog-1", slug: "bench-post-1" };
/** The post the edit target rewrites (a new title, so a new slug, on every request). */
export const BENCH_EDITED_BLOG = { id: "bench-blog-edited", slug: "bench-post-edited" };

/** The kit every bench order buys (the seeder's first product; the query budget test creates it). */
export const BENCH_PRODUCT = {
  id: "bench-product-1",
  name: "Abacus Starter Kit",
  price: 1250,
  gstPercent: 18,
  hsnCode: "9023",
  unit: "SET",
};
/** An order of the bench partner, for the order and invoice pages. */
export const BENCH_ORDER = { id: "bench-order-1" };
/** A cancelled order of the seed (every sixth from the fifth is), with its credit note. */
export const BENCH_CANCELLED_ORDER = { id: "order-5" };
/** The UPI payee the bench saves (the QR target draws it); the UTR the payment target reports again and again. */
export const BENCH_UPI = { vpa: "brightminds@okicici", payeeName: "Bright Minds Academy" };
export const BENCH_UTR = "412345678901";
/** The kit the product edit target saves again and again with the same body. */
export const BENCH_EDITED_PRODUCT = {
  id: "bench-product-edited",
  name: "Phonics Kit, level 1",
  price: 800,
  gstPercent: 12,
  hsnCode: "4901",
  unit: "SET",
};

/** A retitled post's former slug: its page answers 301 to the post's current address. */
export const BENCH_OLD_SLUG = { slug: "bench-post-1-old-title", blogId: BENCH_BLOG.id };
/** The competition and the photo the admin edit targets save with the same body. */
export const BENCH_COMPETITION = { id: "bench-competition-1" };
/** The centre the finder and centre targets read and rewrite; the bench partner runs it. */
/** The centre the finder reads and the lead targets book at (Pune, Kothrud; teaches abacus and phonics; run by the bench partner). */
export const BENCH_CENTRE = {
  id: "bench-centre-1",
  slug: "bench-centre-kothrud",
  pincode: "411038",
  city: "Pune",
  courses: ["abacus", "phonics"],
};
export const BENCH_GALLERY_ITEM = { id: "bench-photo-1" };
/** A 2x2 PNG as an API client uploads it. */
const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";
/** The franchise brochure in R2 (a sample PDF; served by app/routes/franchise.brochure[.]pdf.ts). */
export const BENCH_BROCHURE = {
  key: "brochures/00000000-0000-4000-8000-00000000b801.pdf",
  file: "bench-results/brochure.pdf",
  contentType: "application/pdf",
};
/** An uploaded image in R2 (served by app/routes/images.$.ts, not by the static assets). */
export const BENCH_IMAGE = {
  key: "gallery/00000000-0000-4000-8000-00000000be01.webp",
  file: "public/images/hero/abacus-640.webp",
  contentType: "image/webp",
};

const BENCH_USERS_PARTNER_ID = "bench-partner";

/**
 * A competition with published results (the seeder's; the query budget test creates it with
 * tests/worker/results-bench-fixtures.ts): its entries are the bench centre's, the first entry's
 * certificate has `code`, and the results target saves `rollNumber`'s result again and again.
 */
export const BENCH_RESULTS = { competitionId: "bench-results-1", entryId: "bench-entry-1", rollNumber: "1001", code: "ACDE-FGHJ" };

/**
 * Two level exams of the bench centre's students (the seeder's; the query budget test creates them with
 * tests/worker/level-exam-bench-fixtures.ts): `publishedId` published, its first entry's certificate
 * `code`; `markingId` not yet, whose `rollNumber`'s marks the marks target saves again and again.
 */
export const BENCH_LEVEL_EXAM = {
  publishedId: "bench-level-exam-1",
  markingId: "bench-level-exam-2",
  rollNumber: "1001",
  code: "CDEF-GHJK",
};

/** A visitor's message the Messages tab's buttons move (the seeder's first; the query budget test creates it). */
export const BENCH_MESSAGE = { id: "contact-0" };
/** An approved partner the User Management targets edit, deactivate, reactivate and reset (seeded by the bench; the query budget test creates it). */
export const BENCH_SPARE_USER = { id: "user-3", email: "user3@example.com" };

/** A student on the bench centre's roster, whom the edit target saves again and again (the seeder's first; the query budget test creates it). */
export const BENCH_STUDENT = { id: "bench-student-1" };

/**
 * The bench parent: signed in (a session the seeders write straight into parent_sessions, as a
 * WhatsApp code would have made it) as the phone of BENCH_STUDENT's parent. `tokenHash` is the
 * token's SHA-256, as the table keeps it.
 */
export const BENCH_PARENT = {
  token: "bench-parent-session-token-0123456789abcdefghij",
  tokenHash: "a12a84e09473bf96afda07d48a1c7f03eb51c9a50db9ec04f94675fd9e9b7d70",
};

/** The bench parent's session, for the student `studentId`'s parent: one statement for any seed. */
export const benchParentSessionSql = (studentId) =>
  `INSERT INTO parent_sessions (token_hash, phone, created_at, expires_at)
    SELECT '${BENCH_PARENT.tokenHash}', parent_phone, '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z' FROM students WHERE id = '${studentId}';`;
/** The parents' session cookie (app/web/parent-session.server.ts). */
export const PARENT_COOKIE = "__Host-academy_parent";

/** The centre the lead targets book at, run by the bench partner, and a lead of it the note target writes on (the seeder's; the query budget test creates them). */
export const BENCH_LEAD = { id: "bench-lead-1" };

/** @type {BenchTarget[]} */
export const BENCH_TARGETS = [
  { name: "static file", path: "/favicon.svg", static: true },
  { name: "home page", path: "/", edgeCache: true },
  { name: "home page in Marathi", path: "/mr/", edgeCache: true },
  { name: "sign-in page", path: "/login" },
  { name: "sign-up page", path: "/register" },
  { name: "forgot password page", path: "/forgot-password" },
  { name: "reset password page", path: "/reset-password?email=user3%40example.com" },
  { name: "contact page", path: "/contact", edgeCache: true },
  { name: "book a demo page", path: `/book-demo?centre=${BENCH_CENTRE.id}&course=abacus` },
  { name: "franchise page", path: "/franchise", edgeCache: true },
  { name: "privacy notice", path: "/privacy", edgeCache: true },
  // Parents (issue 35): the sign-in form, and a signed-in parent's pages and API.
  { name: "parents page, sign-in", path: "/parents" },
  { name: "parents page (parent)", path: "/parents", as: "parent", via: "cookie" },
  { name: "parent's data page (parent)", path: "/parents/data", as: "parent", via: "cookie" },
  { name: "parent's data file (parent)", path: "/parents/data.json", as: "parent", via: "cookie" },
  { name: "parents' page QR code", path: "/parents/qr.svg" },
  // A new number each time from a new address: the answer (and its work) for a number with no child on record.
  { name: "POST /api/parents/code", method: "POST", path: "/api/parents/code", body: "parent-code", freshAddress: true },
  { name: "GET /api/parents/children (parent)", path: "/api/parents/children", as: "parent", via: "bearer" },
  {
    name: "PUT /api/parents/children/{id}/consent (parent)",
    method: "PUT",
    path: `/api/parents/children/${BENCH_STUDENT.id}/consent`,
    as: "parent",
    via: "bearer",
    body: "parent-consent",
  },
  {
    name: "PUT /api/parents/language (parent)",
    method: "PUT",
    path: "/api/parents/language",
    as: "parent",
    via: "bearer",
    body: "parent-language",
  },
  { name: "GET /api/parents/export (parent)", path: "/api/parents/export", as: "parent", via: "bearer" },
  { name: "GET /api/parents/requests (parent)", path: "/api/parents/requests", as: "parent", via: "bearer" },
  {
    name: "POST /api/parents/requests (parent)",
    method: "POST",
    path: "/api/parents/requests",
    as: "parent",
    via: "bearer",
    body: "privacy-request",
  },
  { name: "GET /api/privacy/requests", path: "/api/privacy/requests", as: "admin", via: "bearer" },
  { name: "admin dashboard, privacy tab", path: "/admin/privacy", as: "admin", via: "cookie" },
  { name: "privacy notice in Marathi", path: "/privacy?lang=mr", edgeCache: true },
  { name: "demo bookings page (partner)", path: "/my-centres/leads", as: "partner", via: "cookie" },
  { name: "admin dashboard, leads tab", path: "/admin/leads", as: "admin", via: "cookie" },
  { name: "admin dashboard, leads tab, by centre name", path: "/admin/leads?centre=bench", as: "admin", via: "cookie" },
  // Every centre a lead may be put at ("Move to another centre" of a big network, fetched when opened).
  { name: "lead's centres to move to (admin)", path: "/my-centres/leads/centres", as: "admin", via: "cookie" },
  {
    name: "admin dashboard, leads tab, filtered",
    path: `/admin/leads?type=demo&status=new&centreId=${BENCH_CENTRE.id}&city=Pune&from=2026-01-01&to=2027-03-31`,
    as: "admin",
    via: "cookie",
  },
  { name: "GET /api/leads (admin)", path: "/api/leads", as: "admin", via: "bearer" },
  { name: "GET /api/leads (partner)", path: "/api/leads?status=new", as: "partner", via: "bearer" },
  { name: "POST /api/leads (demo)", method: "POST", path: "/api/leads", body: "lead-demo", freshAddress: true },
  { name: "POST /api/leads (franchise)", method: "POST", path: "/api/leads", body: "lead-franchise", freshAddress: true },
  {
    name: "PATCH /api/leads/{id} (note)",
    method: "PATCH",
    path: `/api/leads/${BENCH_LEAD.id}`,
    as: "partner",
    via: "bearer",
    own: true,
    body: "lead-note",
  },
  { name: "GET /api/exports/leads.csv", path: "/api/exports/leads.csv?type=demo", as: "admin", via: "bearer" },
  { name: "kit ordering (partner)", path: "/kit-ordering", as: "partner", via: "cookie" },
  { name: "kit ordering, one category (partner)", path: "/kit-ordering?category=phonics", as: "partner", via: "cookie" },
  // A cart's kits of other pages (the kit page asks for them after loading the stored cart).
  {
    name: "cart's kits of other pages (partner)",
    path: `/kit-ordering/cart-products?ids=${BENCH_PRODUCT.id},${BENCH_EDITED_PRODUCT.id},product-7,product-12`,
    as: "partner",
    via: "cookie",
  },
  { name: "admin dashboard", path: "/admin", as: "admin", via: "cookie" },
  { name: "admin dashboard, users tab", path: "/admin/users", as: "admin", via: "cookie" },
  { name: "admin dashboard, updates tab", path: "/admin/updates", as: "admin", via: "cookie" },
  { name: "admin dashboard, messages tab", path: "/admin/messages", as: "admin", via: "cookie" },
  { name: "admin dashboard, all messages", path: "/admin/messages?status=all", as: "admin", via: "cookie" },
  { name: "admin dashboard, WhatsApp inbox", path: "/admin/messages?channel=whatsapp", as: "admin", via: "cookie" },
  { name: "admin dashboard, activity tab", path: "/admin/activity?kind=product", as: "admin", via: "cookie" },
  { name: "admin dashboard, settings tab", path: "/admin/settings", as: "admin", via: "cookie" },
  { name: "admin notifications feed", path: "/admin/notifications", as: "admin", via: "cookie" },
  { name: "admin dashboard, orders tab", path: "/admin/orders", as: "admin", via: "cookie" },
  { name: "admin dashboard, orders tab, by payment", path: "/admin/orders?payment=reported", as: "admin", via: "cookie" },
  {
    name: "admin dashboard, orders tab, filtered",
    path: "/admin/orders?q=bench&from=2026-04-01&to=2027-03-31&status=placed",
    as: "admin",
    via: "cookie",
  },
  // The accountant's files: a financial year's sales register, every account, every message.
  { name: "sales register download (admin)", path: "/admin/exports/sales.csv?from=2026-04-01&to=2027-03-31", as: "admin", via: "cookie" },
  { name: "GET /api/exports/sales.csv", path: "/api/exports/sales.csv?from=2026-04-01&to=2027-03-31", as: "admin", via: "bearer" },
  { name: "GET /api/exports/users.csv", path: "/api/exports/users.csv", as: "admin", via: "bearer" },
  // A month's GSTR-1, as the accountant files it: one section, the HSN summary, and the whole ZIP.
  { name: "GET /api/exports/gstr1/b2b.csv", path: "/api/exports/gstr1/b2b.csv?from=2026-10-01&to=2026-10-31", as: "admin", via: "bearer" },
  {
    name: "GSTR-1 HSN summary download (admin)",
    path: "/admin/exports/gstr1/hsn.csv?from=2026-10-01&to=2026-10-31&table=b2c",
    as: "admin",
    via: "cookie",
  },
  { name: "GET /api/exports/gstr1.zip", path: "/api/exports/gstr1.zip?from=2026-10-01&to=2026-10-31", as: "admin", via: "bearer" },
  { name: "GET /api/exports/messages.csv", path: "/api/exports/messages.csv", as: "admin", via: "bearer" },
  // The centre finder: every active centre, a search with distances, one centre.
  { name: "centres page", path: "/centres", edgeCache: true },
  { name: "centres page, searched near a place", path: "/centres?q=pune&course=abacus&near=18.5204,73.8567", edgeCache: true },
  { name: "centre page", path: `/centres/${BENCH_CENTRE.slug}`, edgeCache: true },
  { name: "GET /api/centres", path: `/api/centres?q=${BENCH_CENTRE.pincode}&near=18.5204,73.8567`, edgeCache: true },
  { name: "GET /api/centres/{slug}", path: `/api/centres/${BENCH_CENTRE.slug}` },
  { name: "my centres page (partner)", path: "/my-centres", as: "partner", via: "cookie", own: true },
  { name: "admin dashboard, centres tab", path: "/admin/centres", as: "admin", via: "cookie" },
  // The network dashboard: every centre's 12 months at once (one query over the students, leads, exams and orders).
  { name: "admin dashboard, network tab", path: "/admin/network", as: "admin", via: "cookie" },
  { name: "network dashboard download (admin)", path: "/admin/network.csv", as: "admin", via: "cookie" },
  { name: "GET /api/network/summary", path: "/api/network/summary", as: "admin", via: "bearer" },
  { name: "GET /api/network/summary.csv", path: "/api/network/summary.csv", as: "admin", via: "bearer" },
  // Every partner account a centre may be given, for the Centres tab's form (fetched when it opens).
  { name: "centre form's partner accounts (admin)", path: "/admin/partner-choices", as: "admin", via: "cookie" },
  // The roster (children's data): the partner's own centre's students, every centre's for an admin.
  { name: "students page (partner)", path: "/my-centres/students", as: "partner", via: "cookie", own: true },
  { name: "students page, searched (admin)", path: "/my-centres/students?search=aarav", as: "admin", via: "cookie" },
  { name: "students page, by centre name (admin)", path: "/my-centres/students?centre=pune", as: "admin", via: "cookie" },
  // Every centre, for the student form of an admin whose page could not carry them all.
  { name: "roster's centres for the student form (admin)", path: "/my-centres/students/centres", as: "admin", via: "cookie" },
  { name: "GET /api/students", path: "/api/students", as: "partner", via: "bearer", own: true },
  { name: "GET /api/students (admin, one centre)", path: `/api/students?centreId=${BENCH_CENTRE.id}`, as: "admin", via: "bearer" },
  { name: "POST /api/students", method: "POST", path: "/api/students", as: "partner", via: "bearer", own: true, body: "student-new" },
  // A student's page and API answer with their level history (issue 34); every centre a student may move to.
  { name: "student page (partner)", path: `/my-centres/students/${BENCH_STUDENT.id}`, as: "partner", via: "cookie", own: true },
  { name: "GET /api/students/{id}", path: `/api/students/${BENCH_STUDENT.id}`, as: "partner", via: "bearer", own: true },
  // A parent's consent on the signed form, recorded with its photo (each request a new record and a new photo in R2).
  {
    name: "PUT /api/students/{id}/consent",
    method: "PUT",
    path: `/api/students/${BENCH_STUDENT.id}/consent`,
    as: "partner",
    via: "bearer",
    own: true,
    body: "consent",
  },
  { name: "students page, due for an exam (partner)", path: "/my-centres/students?due=1", as: "partner", via: "cookie", own: true },
  { name: "students page, due for an exam (admin)", path: "/my-centres/students?due=1", as: "admin", via: "cookie" },
  // Those whose parent's consent is needed, network-wide (every page of the roster also counts them).
  { name: "students page, consent needed (admin)", path: "/my-centres/students?consent=needed", as: "admin", via: "cookie" },
  { name: "centres a student may move to", path: "/my-centres/students/destinations", as: "partner", via: "cookie" },
  // Transfer requests (admins). Asking and deciding cannot be repeated: tests/worker/transfers.test.ts holds them to the budget.
  { name: "admin dashboard, transfers tab", path: "/admin/transfers", as: "admin", via: "cookie" },
  { name: "GET /api/transfers", path: "/api/transfers", as: "admin", via: "bearer" },
  {
    name: "PUT /api/students/{id}",
    method: "PUT",
    path: `/api/students/${BENCH_STUDENT.id}`,
    as: "partner",
    via: "bearer",
    own: true,
    body: "student-edit",
  },
  { name: "competitions page", path: "/competitions", edgeCache: true },
  // Competition entries (issue 16). Entering, withdrawing, reporting fees and the hall ticket need a
  // roster and entries, and entering cannot be repeated: tests/worker/query-budget-entries.test.ts holds them.
  { name: "partner competitions page", path: "/my-centres/competitions", as: "partner", via: "cookie" },
  { name: "partner competition page", path: `/my-centres/competitions/${BENCH_COMPETITION.id}`, as: "partner", via: "cookie" },
  { name: "admin dashboard, competitions tab", path: "/admin/competitions", as: "admin", via: "cookie" },
  { name: "admin competition entries page", path: `/admin/competitions/${BENCH_COMPETITION.id}`, as: "admin", via: "cookie" },
  { name: "entries CSV (admin)", path: `/admin/competitions/${BENCH_COMPETITION.id}/entries.csv`, as: "admin", via: "cookie" },
  {
    name: "GET /api/competitions/{id}/entries (admin)",
    path: `/api/competitions/${BENCH_COMPETITION.id}/entries`,
    as: "admin",
    via: "bearer",
  },
  {
    name: "GET /api/competitions/{id}/entries (partner)",
    path: `/api/competitions/${BENCH_COMPETITION.id}/entries`,
    as: "partner",
    via: "bearer",
  },
  { name: "GET /api/competitions", path: "/api/competitions", edgeCache: true },
  // Results and certificates: the public list, a certificate's check, the printable certificate, the admin's sheet.
  { name: "competition results page", path: `/competitions/${BENCH_RESULTS.competitionId}/results`, edgeCache: true },
  { name: "GET /api/competitions/{id}/results", path: `/api/competitions/${BENCH_RESULTS.competitionId}/results` },
  { name: "verify page", path: "/verify", edgeCache: true },
  { name: "verify page, a certificate's code", path: `/verify/${BENCH_RESULTS.code}`, edgeCache: true },
  { name: "GET /api/certificates/{code}", path: `/api/certificates/${BENCH_RESULTS.code}` },
  { name: "certificate page (admin)", path: `/certificates/${BENCH_RESULTS.entryId}`, as: "admin", via: "cookie" },
  { name: "certificate page (partner)", path: `/certificates/${BENCH_RESULTS.entryId}`, as: "partner", via: "cookie", own: true },
  { name: "admin results page", path: `/admin/competitions/${BENCH_RESULTS.competitionId}/results`, as: "admin", via: "cookie" },
  {
    name: "results template download (admin)",
    path: `/admin/competitions/${BENCH_RESULTS.competitionId}/results.csv`,
    as: "admin",
    via: "cookie",
  },
  {
    name: "PUT /api/competitions/{id}/results",
    method: "PUT",
    path: `/api/competitions/${BENCH_RESULTS.competitionId}/results`,
    as: "admin",
    via: "bearer",
    body: "results",
  },
  // Published already: the second and later publishes find nothing left to do (the first is in query-budget-results.test.ts).
  {
    name: "POST /api/competitions/{id}/results/publish",
    method: "POST",
    path: `/api/competitions/${BENCH_RESULTS.competitionId}/results/publish`,
    as: "admin",
    via: "bearer",
  },
  // Level exams: the lists, the marks sheet and its template, marks saved and publishing, the kits of the coming levels.
  { name: "GET /api/level-exams (partner)", path: "/api/level-exams", as: "partner", via: "bearer" },
  { name: "POST /api/level-exams", method: "POST", path: "/api/level-exams", as: "admin", via: "bearer", body: "level-exam" },
  {
    name: "GET /api/level-exams/{id}/entries (partner)",
    path: `/api/level-exams/${BENCH_LEVEL_EXAM.publishedId}/entries`,
    as: "partner",
    via: "bearer",
    own: true,
  },
  {
    name: "GET /api/level-exams/{id}/entries (admin)",
    path: `/api/level-exams/${BENCH_LEVEL_EXAM.publishedId}/entries`,
    as: "admin",
    via: "bearer",
  },
  {
    name: "PUT /api/level-exams/{id}/results",
    method: "PUT",
    path: `/api/level-exams/${BENCH_LEVEL_EXAM.markingId}/results`,
    as: "admin",
    via: "bearer",
    body: "marks",
  },
  {
    name: "POST /api/level-exams/{id}/results/publish",
    method: "POST",
    path: `/api/level-exams/${BENCH_LEVEL_EXAM.publishedId}/results/publish`,
    as: "admin",
    via: "bearer",
  },
  { name: "admin level exam marks page", path: `/admin/level-exams/${BENCH_LEVEL_EXAM.markingId}`, as: "admin", via: "cookie" },
  {
    name: "level exam marks template (admin)",
    path: `/admin/level-exams/${BENCH_LEVEL_EXAM.markingId}/marks.csv`,
    as: "admin",
    via: "cookie",
  },
  { name: "partner level kits page", path: "/my-centres/level-kits", as: "partner", via: "cookie", own: true },
  { name: "gallery page", path: "/gallery", edgeCache: true },
  // The gallery form's "Children in this photo" search.
  { name: "gallery children search (admin)", path: "/gallery/children?q=Aarav", as: "admin", via: "cookie" },
  { name: "GET /api/auth/verify", path: "/api/auth/verify", as: "partner", via: "bearer" },
  { name: "GET /api/gallery", path: "/api/gallery", edgeCache: true },
  // Ten right passwords at once for one account: an attempt is counted before its password is
  // checked (sign-in-throttle.server.ts), so a few wait their turn (429) under this load.
  { name: "POST /api/auth/login", method: "POST", path: "/api/auth/login", body: "login", freshAddress: true, alsoExpect: 429 },
  { name: "POST /api/auth/register", method: "POST", path: "/api/auth/register", body: "register", freshAddress: true },
  // The answer comes at once; the code (or the admin's notification, once an hour) is made after it.
  { name: "POST /api/auth/forgot", method: "POST", path: "/api/auth/forgot", body: "forgot", freshAddress: true },
  // A wrong code, as most tries are: the right one works once.
  { name: "POST /api/auth/reset (wrong code)", method: "POST", path: "/api/auth/reset", body: "reset", freshAddress: true, expect: 400 },
  { name: "GET /api/info", path: "/api/info", edgeCache: true },
  { name: "blogs page", path: "/blogs", edgeCache: true },
  { name: "blogs page in Marathi", path: "/mr/blogs", edgeCache: true },
  { name: "blog post page", path: "/blogs/bench-post-1", edgeCache: true },
  // A course page reads the centres that teach it (one query).
  { name: "course page", path: "/courses/abacus-training" },
  { name: "course page, unknown course", path: "/courses/no-such-course", expect: 404 },
  { name: "blog post, former address", path: `/blogs/${BENCH_OLD_SLUG.slug}`, expect: 301 },
  { name: "blog RSS feed", path: "/blogs/rss.xml", edgeCache: true },
  // The sitemap's index counts the posts and centres; each part lists up to 1,000 (the 10x column is a full part).
  { name: "sitemap.xml", path: "/sitemap.xml", edgeCache: true },
  { name: "sitemap, site's pages", path: "/sitemaps/pages.xml", edgeCache: true },
  { name: "sitemap, newest posts", path: "/sitemaps/posts-1.xml", edgeCache: true },
  { name: "sitemap, centres", path: "/sitemaps/centres-1.xml", edgeCache: true },
  { name: "robots.txt", path: "/robots.txt" },
  { name: "uploaded image (R2)", path: `/images/${BENCH_IMAGE.key}` },
  { name: "franchise brochure (R2)", path: "/franchise/brochure.pdf" },
  { name: "GET /api/blogs", path: "/api/blogs", edgeCache: true },
  { name: "POST /api/blogs/{id}/like", method: "POST", path: "/api/blogs/bench-blog-1/like", as: "partner", via: "bearer" },
  { name: "PUT /api/blogs/{id}", method: "PUT", path: "/api/blogs/bench-blog-edited", as: "admin", via: "bearer", body: "blog-edit" },
  { name: "my orders page (partner)", path: "/kit-ordering/orders", as: "partner", via: "cookie" },
  { name: "all orders page (admin)", path: "/kit-ordering/orders", as: "admin", via: "cookie" },
  // An admin may open any invoice; a partner only their own (the budget test signs in a new one).
  { name: "invoice page (admin)", path: `/kit-ordering/orders/${BENCH_ORDER.id}/invoice`, as: "admin", via: "cookie" },
  { name: "invoice page (partner)", path: `/kit-ordering/orders/${BENCH_ORDER.id}/invoice`, as: "partner", via: "cookie", own: true },
  { name: "credit note page (admin)", path: `/kit-ordering/orders/${BENCH_CANCELLED_ORDER.id}/credit-note`, as: "admin", via: "cookie" },
  // The same UTR every time: the first request reports it, the rest find it reported and change nothing.
  {
    name: "POST /api/orders/{id}/payment",
    method: "POST",
    path: `/api/orders/${BENCH_ORDER.id}/payment`,
    as: "partner",
    via: "bearer",
    own: true,
    body: "payment",
  },
  {
    name: "UPI QR code of an order (partner)",
    path: `/kit-ordering/orders/${BENCH_ORDER.id}/upi-qr.svg`,
    as: "partner",
    via: "cookie",
    own: true,
  },
  { name: "change password page", path: "/account/password", as: "partner", via: "cookie" },
  { name: "my details page (partner)", path: "/kit-ordering/details", as: "partner", via: "cookie" },
  { name: "GET /api/profile", path: "/api/profile", as: "partner", via: "bearer" },
  { name: "GET /api/products", path: "/api/products" },
  { name: "GET /api/orders (partner)", path: "/api/orders", as: "partner", via: "bearer" },
  { name: "GET /api/orders (admin)", path: "/api/orders", as: "admin", via: "bearer" },
  { name: "GET /api/orders, searched (admin)", path: "/api/orders?q=bench&from=2026-04-01&to=2027-03-31", as: "admin", via: "bearer" },
  { name: "GET /api/orders, by payment (admin)", path: "/api/orders?payment=unpaid", as: "admin", via: "bearer" },
  { name: "GET /api/orders/{id}", path: `/api/orders/${BENCH_ORDER.id}`, as: "partner", via: "bearer", own: true },
  { name: "POST /api/orders", method: "POST", path: "/api/orders", as: "partner", via: "bearer", body: "order" },
  { name: "GET /api/notifications", path: "/api/notifications", as: "admin", via: "bearer" },
  { name: "GET /api/notifications (partner's updates)", path: "/api/notifications", as: "partner", via: "bearer" },
  { name: "updates page (partner)", path: "/kit-ordering/updates", as: "partner", via: "cookie" },
  { name: "GET /api/users", path: "/api/users", as: "admin", via: "bearer" },
  { name: "GET /api/users/pending", path: "/api/users/pending", as: "admin", via: "bearer" },
  { name: "GET /api/contact", path: "/api/contact", as: "admin", via: "bearer" },
  { name: "GET /api/activity", path: "/api/activity", as: "admin", via: "bearer" },
  { name: "POST /api/contact", method: "POST", path: "/api/contact", body: "contact", freshAddress: true },
  // Admin writes that save the same thing each time, or add a new row each time (last, so the
  // reads above see the seeded data only).
  {
    name: "PUT /api/competitions/{id}",
    method: "PUT",
    path: `/api/competitions/${BENCH_COMPETITION.id}`,
    as: "admin",
    via: "bearer",
    body: "competition",
  },
  {
    name: "PUT /api/gallery/{id}",
    method: "PUT",
    path: `/api/gallery/${BENCH_GALLERY_ITEM.id}`,
    as: "admin",
    via: "bearer",
    body: "gallery",
  },
  {
    name: "PUT /api/products/{id}",
    method: "PUT",
    path: `/api/products/${BENCH_EDITED_PRODUCT.id}`,
    as: "admin",
    via: "bearer",
    body: "product-edit",
  },
  {
    name: "PUT /api/centres/{id}",
    method: "PUT",
    path: `/api/centres/${BENCH_CENTRE.id}`,
    as: "admin",
    via: "bearer",
    body: "centre-edit",
  },
  {
    name: "PUT /api/centres/{id} (its partner)",
    method: "PUT",
    path: `/api/centres/${BENCH_CENTRE.id}`,
    as: "partner",
    via: "bearer",
    own: true,
    body: "centre-partner",
  },
  { name: "PATCH /api/notifications", method: "PATCH", path: "/api/notifications", as: "admin", via: "bearer", body: "mark-read" },
  {
    name: "PATCH /api/notifications (partner)",
    method: "PATCH",
    path: "/api/notifications",
    as: "partner",
    via: "bearer",
    body: "mark-read",
  },
  { name: "PUT /api/info", method: "PUT", path: "/api/info", as: "admin", via: "bearer", body: "whatsapp" },
  // A course's programme: read by anyone, saved whole by an admin (the same levels each time).
  { name: "GET /api/courses/{course}/levels", path: "/api/courses/abacus/levels" },
  {
    name: "PUT /api/courses/{course}/levels",
    method: "PUT",
    path: "/api/courses/abacus/levels",
    as: "admin",
    via: "bearer",
    body: "levels",
  },
  { name: "PUT /api/profile", method: "PUT", path: "/api/profile", as: "partner", via: "bearer", body: "profile" },
  { name: "PUT /api/info, every part", method: "PUT", path: "/api/info", as: "admin", via: "bearer", body: "settings" },
  {
    name: "PATCH /api/users/{id}/approve",
    method: "PATCH",
    path: `/api/users/${BENCH_USERS_PARTNER_ID}/approve`,
    as: "admin",
    via: "bearer",
  },
  {
    name: "PATCH /api/contact/{id}",
    method: "PATCH",
    path: `/api/contact/${BENCH_MESSAGE.id}`,
    as: "admin",
    via: "bearer",
    body: "message-status",
  },
  {
    name: "PATCH /api/users/{id}",
    method: "PATCH",
    path: `/api/users/${BENCH_SPARE_USER.id}`,
    as: "admin",
    via: "bearer",
    body: "user-edit",
  },
  {
    name: "PATCH /api/users/{id}/deactivate",
    method: "PATCH",
    path: `/api/users/${BENCH_SPARE_USER.id}/deactivate`,
    as: "admin",
    via: "bearer",
  },
  {
    name: "PATCH /api/users/{id}/reactivate",
    method: "PATCH",
    path: `/api/users/${BENCH_SPARE_USER.id}/reactivate`,
    as: "admin",
    via: "bearer",
  },
  {
    name: "POST /api/users/{id}/reset-password",
    method: "POST",
    path: `/api/users/${BENCH_SPARE_USER.id}/reset-password`,
    as: "admin",
    via: "bearer",
  },
  { name: "GET /api/users/{id}/sessions", path: `/api/users/${BENCH_SPARE_USER.id}/sessions`, as: "admin", via: "bearer" },
  { name: "a user's sessions (admin)", path: `/admin/users/${BENCH_SPARE_USER.id}/sessions`, as: "admin", via: "cookie" },
  { name: "POST /api/blogs/{id}/pin", method: "POST", path: `/api/blogs/${BENCH_BLOG.id}/pin`, as: "admin", via: "bearer" },
  { name: "POST /api/blogs/{id}/unpin", method: "POST", path: `/api/blogs/${BENCH_EDITED_BLOG.id}/unpin`, as: "admin", via: "bearer" },
  { name: "POST /api/competitions", method: "POST", path: "/api/competitions", as: "admin", via: "bearer", body: "competition" },
  { name: "POST /api/gallery", method: "POST", path: "/api/gallery", as: "admin", via: "bearer", body: "gallery-new" },
  { name: "POST /api/products", method: "POST", path: "/api/products", as: "admin", via: "bearer", body: "product" },
  { name: "POST /api/centres", method: "POST", path: "/api/centres", as: "admin", via: "bearer", body: "centre-new" },
  { name: "POST /api/blogs", method: "POST", path: "/api/blogs", as: "admin", via: "bearer", body: "blog-new" },
  { name: "POST /api/users", method: "POST", path: "/api/users", as: "admin", via: "bearer", body: "new-user" },
  // Last: signing out ends the partner's cookie session (only that device's: their API token
  // stays), which the partner's page targets above need; every request after the first measures
  // a signed-out cookie.
  { name: "POST /logout", method: "POST", path: "/logout", as: "partner", via: "cookie", expect: 302 },
];

/** The accounts the bench seeds and signs in with. */
export const BENCH_USERS = {
  password: "bench-password-1",
  partner: { id: BENCH_USERS_PARTNER_ID, email: "bench-partner@example.com", role: "franchise" },
  admin: { id: "bench-admin", email: "bench-admin@example.com", role: "admin" },
};

/** No page or endpoint may issue more D1 queries than this per request, whatever the data size. */
export const MAX_QUERIES_PER_REQUEST = 4;

let bodyCounter = 0;
/** A JSON body for a target; sign-ups get a new email each time. */
export function bodyFor(target) {
  if (target.body === "profile") {
    return {
      businessName: "Bench Centre",
      gstin: "27AAPFU0939F1ZV",
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
      deliveryAddress: "",
      phone: "+91 98765 43210",
    };
  }
  if (target.body === "centre-partner") return { phone: "+91 98765 43210", timings: "Mon-Fri 4-7 pm, Sat 10 am-1 pm" };
  if (target.body === "centre-edit" || target.body === "centre-new") {
    return {
      name: target.body === "centre-new" ? "Bright Minds Baner" : "Bench Centre",
      city: "Pune",
      area: target.body === "centre-new" ? "Baner" : "Kothrud",
      address: "12 Karve Road, Kothrud, Pune",
      pincode: BENCH_CENTRE.pincode,
      latitude: 18.5074,
      longitude: 73.8077,
      phone: "+91 98765 43210",
      whatsappNumber: "+91 98765 43210",
      courses: ["abacus", "phonics"],
      timings: "Mon-Fri 4-7 pm",
      fees: { abacus: "₹1,500 a month" },
      ...(target.body === "centre-edit" ? { partnerIds: [BENCH_USERS.partner.id] } : {}),
    };
  }
  if (target.body === "login") return { email: BENCH_USERS.partner.email, password: BENCH_USERS.password };
  if (target.body === "payment") return { utr: BENCH_UTR };
  if (target.body === "level-exam") {
    const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    return { course: "abacus", levels: [3, 4], date: inDays(30), registrationDeadline: inDays(20), fee: 200, passMark: 60 };
  }
  if (target.body === "marks") return { results: [{ rollNumber: BENCH_LEVEL_EXAM.rollNumber, marks: 72.5 }] };
  if (target.body === "results") return { results: [{ rollNumber: BENCH_RESULTS.rollNumber, score: 98.5, rank: 1, award: "gold" }] };
  if (target.body === "lead-demo") {
    const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const { id: centreId } = BENCH_CENTRE;
    return {
      type: "demo",
      centreId,
      parentName: "Bench Parent",
      childName: "Bench Child",
      childAge: 8,
      course: "abacus",
      phone,
      consent: true,
    };
  }
  if (target.body === "lead-franchise") {
    const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    return {
      type: "franchise",
      name: "Bench Prospect",
      phone,
      email: "prospect@example.com",
      city: "Nashik",
      area: "College Road",
      occupation: "Teacher",
      investment: "₹1–3 lakh",
    };
  }
  if (target.body === "lead-note") return { note: "Called the parent; demo on Saturday." };
  if (target.body === "student-new" || target.body === "student-edit") {
    bodyCounter += 1;
    return {
      // A new child each time: the same name and birth date again is refused as already on the roster (409).
      name: target.body === "student-new" ? `Bench Student ${bodyCounter}` : "Aarav Kulkarni",
      dateOfBirth: "2017-05-14",
      course: "abacus",
      level: 3,
      centreId: BENCH_CENTRE.id,
      parentPhone: "+91 98230 00001",
    };
  }
  if (target.body === "register") {
    bodyCounter += 1;
    const id = `${Date.now().toString(36)}-${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`;
    return { name: "Bench Applicant", email: `applicant-${id}@example.com`, password: "applicant-pass-1", whatsappNumber: "+919812345678" };
  }
  if (target.body === "blog-new") {
    bodyCounter += 1;
    return {
      title: `Phonics at home, week ${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`,
      excerpt: "Sounds before letters.",
      content: "Say the sound, then show the letter.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-02",
    };
  }
  if (target.body === "competition") {
    return {
      title: "Pune Abacus Championship 2027",
      description: "Rounds on the abacus, flash numbers and speed sums.",
      date: "2027-01-17",
      location: "Pune, Maharashtra",
      participants: 250,
      category: "upcoming",
      type: "state",
      prizes: ["Gold trophy", "Certificates for all participants"],
    };
  }
  // An edit keeps the photo's own image; a new photo brings its own (an image belongs to one row).
  if (target.body === "gallery") return { imageUrl: `/images/${BENCH_IMAGE.key}`, category: "events", publishedDate: "2026-11-01" };
  if (target.body === "parent-code") return { phone: `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` };
  if (target.body === "parent-language") return { language: "mr" };
  if (target.body === "parent-consent") return { core: true, results: true, photos: false, messages: true };
  if (target.body === "privacy-request")
    return { type: "correction", studentId: BENCH_STUDENT.id, text: "Please correct the spelling of the family name." };
  if (target.body === "consent") return { method: "paper", core: true, results: true, photos: false, messages: true, evidence: TINY_PNG };
  if (target.body === "gallery-new") return { imageUrl: TINY_PNG, category: "events", publishedDate: "2026-11-01" };
  if (target.body === "levels") {
    return {
      levels: [1, 2, 3, 4].map((n) => ({ name: `Level ${n}`, weeks: 12, passMark: 60, productId: n === 1 ? BENCH_PRODUCT.id : undefined })),
    };
  }
  if (target.body === "product-edit") {
    const { name, price, gstPercent } = BENCH_EDITED_PRODUCT;
    return {
      name,
      price,
      gstPercent,
      description: "Everything a centre needs for one level.",
      category: "phonics",
      inStock: true,
      includes: ["Student workbook", "Teacher guide"],
      hsnCode: "4901",
      unit: "SET",
    };
  }
  if (target.body === "product") {
    bodyCounter += 1;
    return {
      name: `Vedic Maths Kit ${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`,
      price: 950,
      gstPercent: 12,
      category: "vedic_math",
      includes: ["Student workbook"],
      hsnCode: "4901",
      unit: "SET",
    };
  }
  if (target.body === "new-user") {
    bodyCounter += 1;
    return {
      name: "Bench Partner",
      email: `partner-${Date.now().toString(36)}-${bodyCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      role: "franchise",
    };
  }
  // The notifications an admin sees first, as the feed's "mark read" sends them.
  if (target.body === "forgot") return { email: BENCH_USERS.partner.email };
  if (target.body === "reset") return { email: BENCH_USERS.partner.email, code: "000000", password: "bench-new-pass-1" };
  if (target.body === "mark-read") return { ids: ["note-0", "note-1", "note-2", "note-3", "note-4"] };
  if (target.body === "message-status") return { status: "replied" };
  if (target.body === "user-edit") return { name: "Spare Partner", whatsappNumber: "+919812345670" };
  if (target.body === "whatsapp")
    return { adminWhatsApp: { franchiseeNotifications: "+919822000001", contactFormNotifications: "+919822000002" } };
  // Every part of the site settings at once (one statement saves them all).
  if (target.body === "settings")
    return {
      contact: { address: "K K Market, Dhankawadi, Pune 411043", phone: "+91 98765 43210", email: "info@example.com" },
      socialLinks: { facebook: "https://www.facebook.com/example", youtube: "https://www.youtube.com/@example" },
      testimonials: [{ name: "Sneha Kulkarni", role: "Parent", content: "My daughter loves the classes.", rating: 5 }],
      videos: [{ url: "https://youtu.be/7JbUFQ2mN1c", title: "Abacus: mental maths in action" }],
      business: {
        legalName: "Bench Academy Private Limited",
        address: "K K Market, Dhankawadi, Pune 411043",
        stateCode: "27",
        gstin: "27AAPFU0939F1ZV",
        email: "accounts@example.com",
        phone: "+91 98765 43210",
      },
      adminWhatsApp: { franchiseEnquiryNumber: "+919822000003" },
      upi: { vpa: "bench@okicici", payeeName: "Bench Academy" },
    };
  if (target.body === "blog-edit") {
    bodyCounter += 1;
    return {
      title: `Abacus at home, revised ${bodyCounter}-${Math.random().toString(36).slice(2, 8)}`,
      excerpt: "Ten minutes a day.",
      content: "Practice with the beads.",
      category: "abacus",
      status: "published",
      publishedDate: "2026-11-01",
    };
  }
  if (target.body === "order") {
    // One kit at ₹1,250 + 18% GST, with the totals the server computes.
    const { id, name, price } = BENCH_PRODUCT;
    return {
      items: [{ productId: id, name, qty: 1, price }],
      subtotal: 1250,
      gst: 225,
      total: 1475,
      franchiseeName: "Bench Centre",
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
    };
  }
  if (target.body === "contact") {
    return {
      name: "Bench Parent",
      email: "parent@example.com",
      phone: "+91 98220 12345",
      area: "Pune",
      subject: "Classes",
      message: "Which batches are open?",
    };
  }
  return undefined;
}

let addressCounter = 0;
/** A documentation-range address, different for every call. */
export function freshClientAddress() {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * The session cookie's name: a visitor read sent with it (even empty) bypasses the edge cache and
 * renders as for a visitor, which is how the bench measures a cached page's uncached render.
 */
export const SESSION_COOKIE = "__Host-academy_session";
