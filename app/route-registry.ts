import type { ContentArea } from "./web/public-content.server";

// Every route of the build (each file in app/routes, by its Remix route id) and what the checks
// need to know of it: who may use it, what the edge cache keeps of it, the bench targets that
// measure it (and hold it to the query budget), and whether Lighthouse and the accessibility sweep
// open it, at which example address and as whom. Adding a route is adding its entry here:
// tests/worker/route-registry.test.ts fails while a route of the build has none, an entry names a
// route that does not exist, or names a bench target that does not exist or is not the route's.
// It lives outside app/routes (Remix would take it for a route) and imports only types, so the
// worker, the workerd and browser tests and the Node scripts (through Vite) all read it.
// Decision: docs/decisions/0002-route-registry.md.

/** Signed-in accounts: "partner" is an approved franchise partner. */
export type AccountRole = "partner" | "admin";
/** As whom the accessibility sweep opens a page. */
export type SweepRole = "visitor" | AccountRole;

/**
 * Example addresses may name the content a check makes or seeds, in braces; each check fills them
 * with its own (the sweep's post, the bench seeder's centre): {blogSlug}, {centreSlug}, {orderId},
 * {cancelledOrderId} (cancelled, with its credit note), {competitionId} (open for entries), {resultsCompetitionId} (results published),
 * {certificateCode} and {entryId} (an entry of those results), {levelExamId} (a level exam with entries and marks),
 * {studentId} (a student of the partner's centre).
 */
export type ExampleAddress = string;

export type RouteEntry = {
  /**
   * Who may use it: "public" (anyone; a signed-in account may see more, and its writes may need a
   * role, see `writes`), "signed-in" (any account), or the roles that may.
   */
  access: "public" | "signed-in" | readonly AccountRole[];
  /** On a public route, the roles its writes (page actions, POST/PUT/PATCH/DELETE) need. */
  writes?: readonly AccountRole[];
  /** Open to an account still on its temporary password (choosing one, signing out, saying who it is). */
  temporaryPassword?: "allowed";
  /**
   * A visitor's GET is answered from the edge cache, keyed on these content areas' versions
   * (web/edge-cache.server.ts); by address when a route's addresses show different areas.
   */
  edgeCache?: readonly ContentArea[] | readonly { only: RegExp; areas: readonly ContentArea[] }[];
  /** Lighthouse (scripts/lighthouse.mjs) measures this address (or these: the page in another language too); public pages only. */
  lighthouse?: ExampleAddress | readonly ExampleAddress[];
  /** The accessibility sweep (tests/browser/accessibility.spec.ts) opens these addresses, as each role. */
  a11y?: Partial<Record<SweepRole, readonly ExampleAddress[]>>;
} & (
  | {
      /** The bench targets (scripts/bench/targets.mjs, by name) that measure it; the query budget test runs each. */
      bench: readonly [string, ...string[]];
    }
  | {
      /** Why no bench target measures it (and where its budget is held instead, if anywhere). */
      noBench: string;
    }
);

/** The header and footer (the site settings), on every page. */
const SITE: readonly ContentArea[] = ["settings"];
const RESULTS: readonly ContentArea[] = ["competitions", "results", "centres"];
/** The same address for the partner's and the admin's sweep. */
const signedIn = (...paths: ExampleAddress[]) => ({ partner: paths, admin: paths });
/** The same address for every sweep: a visitor's, a partner's and an admin's. */
const everyone = (...paths: ExampleAddress[]) => ({ visitor: paths, partner: paths, admin: paths });

export const ROUTES = {
  // ---- The site's layout and its pages ----
  "routes/_site": { access: "public", noBench: "the layout of every page: its loader runs, and is measured, with each of them" },
  "routes/_site._index": {
    access: "public",
    // The course cards' "fees from" are the centres' fees.
    edgeCache: [...SITE, "gallery", "centres"],
    bench: ["home page", "home page in Marathi"],
    // The same page in Marathi: its own words, Devanagari's line heights, the switcher set to मराठी.
    lighthouse: ["/", "/mr/"],
    a11y: { ...everyone("/"), visitor: ["/", "/mr/", "/hi/"] },
  },
  "routes/_site.$": { access: "public", noBench: "the not-found page: not a page to measure" },
  "routes/_site.contact": {
    access: "public",
    edgeCache: SITE,
    bench: ["contact page"],
    lighthouse: "/contact",
    a11y: everyone("/contact"),
  },
  "routes/_site.franchise": {
    access: "public",
    edgeCache: SITE,
    bench: ["franchise page"],
    lighthouse: "/franchise",
    a11y: { visitor: ["/franchise"] },
  },
  // ---- Parents (issue 35): signed in by a WhatsApp code, not an account; never cached ----
  "routes/_site.parents": {
    access: "public",
    bench: ["parents page, sign-in", "parents page (parent)"],
    lighthouse: "/parents",
    a11y: { visitor: ["/parents"] },
  },
  "routes/_site.parents_.data": { access: "public", bench: ["parent's data page (parent)"] },
  "routes/parents.data[.]json": { access: "public", bench: ["parent's data file (parent)"] },
  "routes/parents.qr[.]svg": { access: "public", bench: ["parents' page QR code"] },
  "routes/parents.hall-tickets.$entryId": {
    access: "public",
    noBench: "needs an entry of the bench parent's own child: tests/worker/parents-budget.test.ts holds it to the budget",
  },
  "routes/parents.certificates.$entryId": {
    access: "public",
    noBench: "needs a published result of the bench parent's own child: tests/worker/parents-budget.test.ts holds it to the budget",
  },
  "routes/api.parents.code": { access: "public", bench: ["POST /api/parents/code"] },
  "routes/api.parents.session": {
    access: "public",
    noBench: "a code signs in once (a second request measures the refusal): tests/worker/parents-budget.test.ts holds it to the budget",
  },
  "routes/api.parents.children": { access: "public", bench: ["GET /api/parents/children (parent)"] },
  "routes/api.parents.children.$id.consent": { access: "public", bench: ["PUT /api/parents/children/{id}/consent (parent)"] },
  "routes/api.parents.language": { access: "public", bench: ["PUT /api/parents/language (parent)"] },
  "routes/api.parents.export": { access: "public", bench: ["GET /api/parents/export (parent)"] },
  "routes/api.parents.requests": { access: "public", bench: ["GET /api/parents/requests (parent)", "POST /api/parents/requests (parent)"] },
  "routes/api.privacy.requests": { access: ["admin"], bench: ["GET /api/privacy/requests"] },
  "routes/api.privacy.requests.$id": {
    access: ["admin"],
    noBench:
      "a request is answered once (a second answer measures the refusal): tests/worker/parents-budget.test.ts holds it to the budget",
  },
  "routes/_site.privacy": {
    access: "public",
    edgeCache: SITE,
    bench: ["privacy notice", "privacy notice in Marathi"],
    lighthouse: "/privacy",
    a11y: { visitor: ["/privacy", "/privacy?lang=mr", "/hi/privacy"] },
  },
  "routes/_site.book-demo": {
    access: "public",
    edgeCache: [...SITE, "centres"],
    bench: ["book a demo page"],
    lighthouse: "/book-demo",
    a11y: { visitor: ["/book-demo", "/mr/book-demo"] },
  },
  "routes/_site.blogs._index": {
    access: "public",
    writes: ["partner", "admin"],
    edgeCache: [...SITE, "blogs"],
    bench: ["blogs page", "blogs page in Marathi"],
    lighthouse: "/blogs",
    a11y: everyone("/blogs"),
  },
  "routes/_site.blogs.$slug": {
    access: "public",
    edgeCache: [...SITE, "blogs"],
    bench: ["blog post page", "blog post, former address"],
    lighthouse: "/blogs/{blogSlug}",
    a11y: everyone("/blogs/{blogSlug}"),
  },
  "routes/blogs.images": {
    access: ["partner", "admin"],
    noBench: "each request stores a new picture in R2: tests/worker/post-images.test.ts holds it to the budget",
  },
  "routes/blogs.preview": {
    access: ["partner", "admin"],
    noBench: "renders the Markdown it is sent, reading only the session: tests/worker/markdown.test.ts holds it to the budget",
  },
  "routes/blogs.rss[.]xml": { access: "public", edgeCache: [...SITE, "blogs"], bench: ["blog RSS feed"] },
  "routes/gallery.children": { access: ["admin"], bench: ["gallery children search (admin)"] },
  "routes/_site.gallery": {
    access: "public",
    writes: ["admin"],
    edgeCache: [...SITE, "gallery"],
    bench: ["gallery page"],
    lighthouse: "/gallery",
    a11y: everyone("/gallery"),
  },
  "routes/_site.competitions": {
    access: "public",
    writes: ["admin"],
    edgeCache: [...SITE, "competitions"],
    bench: ["competitions page"],
    lighthouse: "/competitions",
    a11y: everyone("/competitions"),
  },
  "routes/_site.competitions_.$id.results": {
    access: "public",
    edgeCache: [...SITE, ...RESULTS],
    bench: ["competition results page"],
    lighthouse: "/competitions/{resultsCompetitionId}/results",
    a11y: { visitor: ["/competitions/{resultsCompetitionId}/results"] },
  },
  "routes/_site.verify._index": {
    access: "public",
    edgeCache: [...SITE, ...RESULTS],
    bench: ["verify page"],
    lighthouse: "/verify",
    a11y: { visitor: ["/verify"] },
  },
  "routes/_site.verify.$code": {
    access: "public",
    edgeCache: [...SITE, ...RESULTS],
    bench: ["verify page, a certificate's code"],
    a11y: { visitor: ["/verify/{certificateCode}"] },
  },
  "routes/_site.centres._index": {
    access: "public",
    edgeCache: [...SITE, "centres"],
    bench: ["centres page", "centres page, searched near a place"],
    lighthouse: "/centres",
    a11y: { visitor: ["/centres", "/centres?near=18.52,73.85", "/mr/centres?q=Pune"], partner: ["/centres"], admin: ["/centres"] },
  },
  "routes/_site.centres.$slug": {
    access: "public",
    edgeCache: [...SITE, "centres"],
    bench: ["centre page"],
    lighthouse: "/centres/{centreSlug}",
    a11y: { ...everyone("/centres/{centreSlug}"), visitor: ["/centres/{centreSlug}", "/hi/centres/{centreSlug}"] },
  },
  "routes/_site.courses.$slug": {
    access: "public",
    writes: ["admin"],
    edgeCache: [...SITE, "centres"],
    bench: ["course page", "course page, unknown course"],
    lighthouse: "/courses/abacus-training",
    // The admin's view has the programme editor.
    a11y: {
      visitor: ["/courses/abacus-training", "/courses/vedic-mathematics", "/mr/courses/abacus-training"],
      admin: ["/courses/abacus-training"],
    },
  },

  // ---- Signing in and accounts ----
  "routes/login": { access: "public", bench: ["sign-in page"], lighthouse: "/login", a11y: { visitor: ["/login"] } },
  "routes/register": { access: "public", bench: ["sign-up page"], lighthouse: "/register", a11y: { visitor: ["/register"] } },
  "routes/forgot-password": {
    access: "public",
    bench: ["forgot password page"],
    lighthouse: "/forgot-password",
    a11y: { visitor: ["/forgot-password"] },
  },
  "routes/reset-password": { access: "public", bench: ["reset password page"], a11y: { visitor: ["/reset-password"] } },
  "routes/reset-password_.link": {
    access: "public",
    // Without a usable token it says the link is not valid (its form is the reset page's).
    a11y: { visitor: ["/reset-password/link?token=not-a-token"] },
    noBench: "Opened from a reset email only; tests/worker/email-channel.test.ts holds its queries to the budget",
  },
  "routes/logout": { access: "signed-in", temporaryPassword: "allowed", bench: ["POST /logout"] },
  "routes/account.password": {
    access: "signed-in",
    temporaryPassword: "allowed",
    bench: ["change password page"],
    a11y: signedIn("/account/password"),
  },

  // ---- Kit ordering (partners; an admin sees every order) ----
  "routes/_site.kit-ordering._index": {
    access: ["partner", "admin"],
    bench: ["kit ordering (partner)", "kit ordering, one category (partner)"],
    a11y: signedIn("/kit-ordering"),
  },
  "routes/kit-ordering.cart-products": { access: ["partner", "admin"], bench: ["cart's kits of other pages (partner)"] },
  "routes/_site.kit-ordering.orders._index": {
    access: ["partner", "admin"],
    bench: ["my orders page (partner)", "all orders page (admin)"],
    a11y: signedIn("/kit-ordering/orders"),
  },
  "routes/kit-ordering.orders.$id.invoice": {
    access: ["partner", "admin"],
    bench: ["invoice page (admin)", "invoice page (partner)"],
    a11y: signedIn("/kit-ordering/orders/{orderId}/invoice"),
  },
  "routes/kit-ordering.orders.$id.credit-note": {
    access: ["partner", "admin"],
    bench: ["credit note page (admin)"],
    a11y: signedIn("/kit-ordering/orders/{cancelledOrderId}/credit-note"),
  },
  "routes/kit-ordering.orders.$id.upi-qr[.]svg": { access: ["partner", "admin"], bench: ["UPI QR code of an order (partner)"] },
  "routes/_site.kit-ordering.details": {
    access: ["partner", "admin"],
    bench: ["my details page (partner)"],
    a11y: { partner: ["/kit-ordering/details"] },
  },
  "routes/_site.kit-ordering.updates": {
    access: ["partner", "admin"],
    bench: ["updates page (partner)"],
    a11y: { partner: ["/kit-ordering/updates"] },
  },

  // ---- Centres, leads, rosters, competition entries (partners; admins for every centre) ----
  "routes/_site.my-centres._index": {
    access: ["partner", "admin"],
    bench: ["my centres page (partner)"],
    a11y: { partner: ["/my-centres"] },
  },
  "routes/_site.my-centres.leads": {
    access: ["partner", "admin"],
    bench: ["demo bookings page (partner)"],
    a11y: { partner: ["/my-centres/leads"] },
  },
  "routes/my-centres.leads.centres": { access: ["partner", "admin"], bench: ["lead's centres to move to (admin)"] },
  "routes/_site.my-centres.students": {
    access: ["partner", "admin"],
    bench: [
      "students page (partner)",
      "students page, searched (admin)",
      "students page, by centre name (admin)",
      "students page, due for an exam (partner)",
      "students page, due for an exam (admin)",
      "students page, consent needed (admin)",
    ],
    a11y: signedIn("/my-centres/students"),
  },
  "routes/my-centres.students.centres": { access: ["partner", "admin"], bench: ["roster's centres for the student form (admin)"] },
  "routes/_site.my-centres.students_.$id": {
    access: ["partner", "admin"],
    bench: ["student page (partner)"],
    a11y: signedIn("/my-centres/students/{studentId}"),
  },
  "routes/my-centres.students.destinations": { access: ["partner", "admin"], bench: ["centres a student may move to"] },
  "routes/my-centres.students.template[.]csv": {
    access: ["partner", "admin"],
    noBench: "a fixed file (the roster's CSV template) that reads no data",
  },
  "routes/_site.my-centres.competitions._index": {
    access: ["partner", "admin"],
    bench: ["partner competitions page"],
    a11y: { partner: ["/my-centres/competitions"] },
  },
  "routes/_site.my-centres.competitions.$id": {
    access: ["partner", "admin"],
    bench: ["partner competition page"],
    a11y: { partner: ["/my-centres/competitions/{competitionId}"] },
  },
  "routes/hall-tickets.$entryId": {
    access: ["partner", "admin"],
    noBench: "needs an entry of the partner's own: held to the budget in tests/worker/query-budget-entries.test.ts",
  },
  "routes/certificates.$entryId": {
    access: ["partner", "admin"],
    bench: ["certificate page (admin)", "certificate page (partner)"],
    a11y: signedIn("/certificates/{entryId}"),
  },

  // ---- The admin's dashboard and files ----
  // The frame (counts and tab links); each tab is a route of its own, measured and swept there.
  "routes/_site.admin": { access: ["admin"], noBench: "the frame of every tab below; the tabs' targets measure it with them" },
  "routes/_site.admin._index": { access: ["admin"], bench: ["admin dashboard"], a11y: { admin: ["/admin"] } },
  "routes/_site.admin.users": { access: ["admin"], bench: ["admin dashboard, users tab"], a11y: { admin: ["/admin/users"] } },
  "routes/_site.admin.updates": { access: ["admin"], bench: ["admin dashboard, updates tab"], a11y: { admin: ["/admin/updates"] } },
  "routes/_site.admin.messages": {
    access: ["admin"],
    bench: ["admin dashboard, messages tab", "admin dashboard, all messages", "admin dashboard, WhatsApp inbox"],
    a11y: { admin: ["/admin/messages", "/admin/messages?status=all", "/admin/messages?channel=whatsapp"] },
  },
  "routes/_site.admin.orders": {
    access: ["admin"],
    bench: ["admin dashboard, orders tab", "admin dashboard, orders tab, by payment", "admin dashboard, orders tab, filtered"],
    a11y: { admin: ["/admin/orders"] },
  },
  "routes/_site.admin.centres": { access: ["admin"], bench: ["admin dashboard, centres tab"], a11y: { admin: ["/admin/centres"] } },
  "routes/_site.admin.settings": { access: ["admin"], bench: ["admin dashboard, settings tab"], a11y: { admin: ["/admin/settings"] } },
  "routes/_site.admin.network": { access: ["admin"], bench: ["admin dashboard, network tab"], a11y: { admin: ["/admin/network"] } },
  "routes/_site.admin.activity": { access: ["admin"], bench: ["admin dashboard, activity tab"], a11y: { admin: ["/admin/activity"] } },
  "routes/_site.admin.leads": {
    access: ["admin"],
    bench: ["admin dashboard, leads tab", "admin dashboard, leads tab, by centre name", "admin dashboard, leads tab, filtered"],
    a11y: { admin: ["/admin/leads"] },
  },
  "routes/_site.admin.privacy": {
    access: ["admin"],
    bench: ["admin dashboard, privacy tab"],
    a11y: { admin: ["/admin/privacy"] },
  },
  "routes/_site.admin.transfers": {
    access: ["admin"],
    bench: ["admin dashboard, transfers tab"],
    a11y: { admin: ["/admin/transfers"] },
  },
  "routes/_site.admin.competitions": {
    access: ["admin"],
    bench: ["admin dashboard, competitions tab"],
    a11y: { admin: ["/admin/competitions"] },
  },
  "routes/_site.admin_.competitions.$id._index": {
    access: ["admin"],
    bench: ["admin competition entries page"],
    a11y: { admin: ["/admin/competitions/{competitionId}"] },
  },
  "routes/_site.admin_.competitions.$id.results": {
    access: ["admin"],
    bench: ["admin results page"],
    a11y: { admin: ["/admin/competitions/{resultsCompetitionId}/results"] },
  },
  "routes/admin.competitions.$id.entries[.]csv": { access: ["admin"], bench: ["entries CSV (admin)"] },
  "routes/admin.competitions.$id.results[.]csv": { access: ["admin"], bench: ["results template download (admin)"] },
  "routes/_site.admin_.level-exams.$id": {
    access: ["admin"],
    bench: ["admin level exam marks page"],
    a11y: { admin: ["/admin/level-exams/{levelExamId}"] },
  },
  "routes/admin.level-exams.$id.marks[.]csv": { access: ["admin"], bench: ["level exam marks template (admin)"] },
  "routes/_site.my-centres.level-kits": {
    access: ["partner", "admin"],
    bench: ["partner level kits page"],
    a11y: { partner: ["/my-centres/level-kits"] },
  },
  "routes/api.level-exams": { access: ["partner", "admin"], bench: ["GET /api/level-exams (partner)", "POST /api/level-exams"] },
  "routes/api.level-exams.$id.entries": {
    access: ["partner", "admin"],
    bench: ["GET /api/level-exams/{id}/entries (partner)", "GET /api/level-exams/{id}/entries (admin)"],
  },
  "routes/api.level-exams.$id.results": { access: ["admin"], bench: ["PUT /api/level-exams/{id}/results"] },
  "routes/api.level-exams.$id.results.publish": { access: ["admin"], bench: ["POST /api/level-exams/{id}/results/publish"] },
  "routes/admin.exports.$file": { access: ["admin"], bench: ["sales register download (admin)"] },
  "routes/admin.exports.gstr1.$section": { access: ["admin"], bench: ["GSTR-1 HSN summary download (admin)"] },
  "routes/admin.network[.]csv": { access: ["admin"], bench: ["network dashboard download (admin)"] },
  "routes/admin.users.$id.sessions": { access: ["admin"], bench: ["a user's sessions (admin)"] },
  "routes/admin.notifications": { access: ["admin"], bench: ["admin notifications feed"] },
  "routes/admin.partner-choices": { access: ["admin"], bench: ["centre form's partner accounts (admin)"] },

  // ---- Files for everyone ----
  "routes/images.$": { access: "public", bench: ["uploaded image (R2)"] },
  "routes/franchise.brochure[.]pdf": { access: "public", bench: ["franchise brochure (R2)"] },
  "routes/robots[.]txt": { access: "public", bench: ["robots.txt"] },
  "routes/sitemap[.]xml": { access: "public", edgeCache: ["blogs", "centres"], bench: ["sitemap.xml"] },
  "routes/sitemaps.$part": {
    access: "public",
    edgeCache: [
      { only: /^\/sitemaps\/pages\.xml$/, areas: ["competitions", "results"] },
      { only: /^\/sitemaps\/posts-\d+\.xml$/, areas: ["blogs"] },
      { only: /^\/sitemaps\/centres-\d+\.xml$/, areas: ["centres"] },
    ],
    bench: ["sitemap, site's pages", "sitemap, newest posts", "sitemap, centres"],
  },

  // ---- The JSON API ----
  "routes/api.$": { access: "public", noBench: "the API's not-found answer" },
  "routes/api.auth.login": { access: "public", bench: ["POST /api/auth/login"] },
  "routes/api.auth.register": { access: "public", bench: ["POST /api/auth/register"] },
  "routes/api.auth.forgot": { access: "public", bench: ["POST /api/auth/forgot"] },
  "routes/api.whatsapp.messages": {
    access: ["admin"],
    noBench: "A free-text answer goes out to WhatsApp; held to the query budget by tests/worker/whatsapp-replies.test.ts",
  },
  "routes/api.whatsapp.webhook": {
    access: "public",
    noBench:
      "Meta's calls, signed with a secret the bench does not have; its writes are one batch per call (tests/worker/whatsapp-webhook.test.ts)",
  },
  "routes/api.auth.reset": { access: "public", bench: ["POST /api/auth/reset (wrong code)"] },
  "routes/api.auth.verify": { access: "signed-in", temporaryPassword: "allowed", bench: ["GET /api/auth/verify"] },
  "routes/api.auth.logout": {
    access: "signed-in",
    temporaryPassword: "allowed",
    noBench: "signing out ends the sessions the other targets use",
  },
  "routes/api.auth.password": {
    access: "signed-in",
    temporaryPassword: "allowed",
    noBench: "changing a password signs out every session of the account, the bench's own included",
  },
  "routes/api.courses.$course.levels": {
    access: "public",
    writes: ["admin"],
    bench: ["GET /api/courses/{course}/levels", "PUT /api/courses/{course}/levels"],
  },
  "routes/api.info": {
    access: "public",
    writes: ["admin"],
    edgeCache: SITE,
    bench: ["GET /api/info", "PUT /api/info", "PUT /api/info, every part"],
  },
  "routes/api.franchise-brochure": {
    access: ["admin"],
    noBench:
      "each upload replaces the brochure in R2 (a file of up to 10 MB); its service makes 3 D1 queries, held in franchise-brochure.test",
  },
  "routes/api.profile": { access: ["partner", "admin"], bench: ["GET /api/profile", "PUT /api/profile"] },
  "routes/api.email-preferences": {
    access: "signed-in",
    noBench: "One query beyond the session's; tests/worker/email-channel.test.ts holds it to the budget",
  },
  "routes/api.activity": { access: ["admin"], bench: ["GET /api/activity"] },
  "routes/api.blogs": {
    access: "public",
    writes: ["partner", "admin"],
    edgeCache: ["blogs"],
    bench: ["GET /api/blogs", "POST /api/blogs"],
  },
  "routes/api.blogs.$id": { access: "public", writes: ["partner", "admin"], edgeCache: ["blogs"], bench: ["PUT /api/blogs/{id}"] },
  "routes/api.blogs.$id.like": { access: ["partner", "admin"], bench: ["POST /api/blogs/{id}/like"] },
  "routes/api.blogs.$id.pin": { access: ["admin"], bench: ["POST /api/blogs/{id}/pin"] },
  "routes/api.blogs.$id.unpin": { access: ["admin"], bench: ["POST /api/blogs/{id}/unpin"] },
  "routes/api.gallery": { access: "public", writes: ["admin"], edgeCache: ["gallery"], bench: ["GET /api/gallery", "POST /api/gallery"] },
  "routes/api.gallery.$id": { access: "public", writes: ["admin"], edgeCache: ["gallery"], bench: ["PUT /api/gallery/{id}"] },
  "routes/api.competitions": {
    access: "public",
    writes: ["admin"],
    edgeCache: ["competitions"],
    bench: ["GET /api/competitions", "POST /api/competitions"],
  },
  "routes/api.competitions.$id": {
    access: "public",
    writes: ["admin"],
    edgeCache: ["competitions"],
    bench: ["PUT /api/competitions/{id}"],
  },
  "routes/api.competitions.$id.entries": {
    access: ["partner", "admin"],
    bench: ["GET /api/competitions/{id}/entries (admin)", "GET /api/competitions/{id}/entries (partner)"],
  },
  "routes/api.competitions.$id.entries.$entryId": {
    access: ["partner", "admin"],
    noBench: "DELETE only (a withdrawal cannot be repeated): held to the budget in tests/worker/query-budget-entries.test.ts",
  },
  "routes/api.competitions.$id.entries.payment": {
    access: ["partner", "admin"],
    noBench: "needs entries of the partner's own: held to the budget in tests/worker/query-budget-entries.test.ts",
  },
  "routes/api.competitions.$id.results": {
    access: "public",
    writes: ["admin"],
    edgeCache: RESULTS,
    bench: ["GET /api/competitions/{id}/results", "PUT /api/competitions/{id}/results"],
  },
  "routes/api.competitions.$id.results.publish": { access: ["admin"], bench: ["POST /api/competitions/{id}/results/publish"] },
  "routes/api.certificates.$code": { access: "public", edgeCache: RESULTS, bench: ["GET /api/certificates/{code}"] },
  "routes/api.centres": { access: "public", writes: ["admin"], edgeCache: ["centres"], bench: ["GET /api/centres", "POST /api/centres"] },
  "routes/api.centres.$id": {
    access: "public",
    writes: ["partner", "admin"],
    edgeCache: ["centres"],
    bench: ["GET /api/centres/{slug}", "PUT /api/centres/{id}", "PUT /api/centres/{id} (its partner)"],
  },
  // A parent's booking or a franchise enquiry (POST) is open to anyone; reading leads is the centres'.
  "routes/api.leads": {
    access: ["partner", "admin"],
    bench: ["GET /api/leads (admin)", "GET /api/leads (partner)", "POST /api/leads (demo)", "POST /api/leads (franchise)"],
  },
  "routes/api.leads.$id": { access: ["partner", "admin"], bench: ["PATCH /api/leads/{id} (note)"] },
  "routes/api.students": {
    access: ["partner", "admin"],
    bench: ["GET /api/students", "GET /api/students (admin, one centre)", "POST /api/students"],
  },
  "routes/api.students.$id": { access: ["partner", "admin"], bench: ["GET /api/students/{id}", "PUT /api/students/{id}"] },
  "routes/my-centres.students.$id.consent-form": {
    access: ["partner", "admin"],
    noBench:
      "a photo only once a consent is recorded (the bench's order of writes decides it): tests/worker/consents.test.ts holds it to the budget",
  },
  "routes/api.students.$id.consent": { access: ["partner", "admin"], bench: ["PUT /api/students/{id}/consent"] },
  "routes/api.students.$id.transfer": {
    access: ["partner", "admin"],
    noBench:
      "a request cannot be repeated (one waits per student; an admin's moves the student): tests/worker/transfers.test.ts holds it to the budget",
  },
  "routes/api.transfers": {
    // GET: admins; POST (a partner asking for a child moving to their centre): partners and admins.
    access: ["partner", "admin"],
    bench: ["GET /api/transfers"],
  },
  "routes/api.transfers.$id": {
    access: ["admin"],
    noBench: "a decision cannot be repeated (a request is decided once): tests/worker/transfers.test.ts holds it to the budget",
  },
  "routes/api.products": { access: "public", writes: ["admin"], bench: ["GET /api/products", "POST /api/products"] },
  "routes/api.products.$id": { access: ["admin"], bench: ["PUT /api/products/{id}"] },
  "routes/api.orders": {
    access: ["partner", "admin"],
    bench: [
      "GET /api/orders (partner)",
      "GET /api/orders (admin)",
      "GET /api/orders, searched (admin)",
      "GET /api/orders, by payment (admin)",
      "POST /api/orders",
    ],
  },
  "routes/api.orders.$id": {
    access: ["partner", "admin"],
    bench: ["GET /api/orders/{id}"],
  },
  "routes/api.orders.$id.payment": { access: ["partner", "admin"], bench: ["POST /api/orders/{id}/payment"] },
  "routes/api.notifications": {
    access: ["partner", "admin"],
    bench: [
      "GET /api/notifications",
      "GET /api/notifications (partner's updates)",
      "PATCH /api/notifications",
      "PATCH /api/notifications (partner)",
    ],
  },
  // A visitor's message (POST) is open to anyone; reading the messages is the admin's.
  "routes/api.contact": { access: ["admin"], bench: ["GET /api/contact", "POST /api/contact"] },
  "routes/api.contact.$id": { access: ["admin"], bench: ["PATCH /api/contact/{id}"] },
  "routes/api.exports.$file": {
    access: ["admin"],
    bench: [
      "GET /api/exports/leads.csv",
      "GET /api/exports/sales.csv",
      "GET /api/exports/users.csv",
      "GET /api/exports/messages.csv",
      "GET /api/exports/gstr1.zip",
    ],
  },
  "routes/api.network.summary": { access: ["admin"], bench: ["GET /api/network/summary"] },
  "routes/api.network.summary[.]csv": { access: ["admin"], bench: ["GET /api/network/summary.csv"] },
  "routes/api.exports.gstr1.$section": { access: ["admin"], bench: ["GET /api/exports/gstr1/b2b.csv"] },
  "routes/api.users": { access: ["admin"], bench: ["GET /api/users", "POST /api/users"] },
  "routes/api.users.pending": { access: ["admin"], bench: ["GET /api/users/pending"] },
  "routes/api.users.$id": { access: ["admin"], bench: ["PATCH /api/users/{id}"] },
  "routes/api.users.$id.approve": { access: ["admin"], bench: ["PATCH /api/users/{id}/approve"] },
  "routes/api.users.$id.deactivate": { access: ["admin"], bench: ["PATCH /api/users/{id}/deactivate"] },
  "routes/api.users.$id.reactivate": { access: ["admin"], bench: ["PATCH /api/users/{id}/reactivate"] },
  // Everyone may list and end their own sessions; an admin, anyone's.
  "routes/api.users.$id.sessions": { access: "signed-in", bench: ["GET /api/users/{id}/sessions"] },
  "routes/api.users.$id.sessions.$sessionId": {
    access: "signed-in",
    noBench: "a DELETE: the session is gone after the first request (tests/worker/per-device-sessions.test.ts)",
  },
  "routes/api.users.$id.reset-password": { access: ["admin"], bench: ["POST /api/users/{id}/reset-password"] },
} as const satisfies Record<`routes/${string}`, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

/** An example address with its placeholders filled from `content`; a placeholder it lacks is an error naming it. */
export function exampleAddress(address: ExampleAddress, content: Record<string, string>): string {
  return address.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = content[name];
    if (!value) throw new Error(`No example content for {${name}} in ${address}`);
    return value;
  });
}

/** Every entry, with its route id. */
export const routeEntries = () => Object.entries(ROUTES) as [RouteId, RouteEntry][];
