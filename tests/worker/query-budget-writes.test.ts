import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  blogLikes,
  blogs,
  blogSlugHistory,
  competitions,
  contactMessages,
  galleryItems,
  notifications,
  orders,
  products,
  users,
} from "~/db/schema";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The query budget (at most 4 D1 queries per request) for every route the bench cannot drive:
// the writes, the page form actions and the odd GETs, each with several rows of everything present,
// so a query per row would show. Which test holds which route file of app/routes/:
//
//   query-budget.test.ts (the bench targets, scripts/bench/targets.mjs, plus blog, product and order writes):
//     app/root.tsx's loader (the user row, in every page's count), _site.tsx's loader (the site
//     settings for the footer, read once per request with the page's own site info),
//     _site._index, login, register (loaders),
//     _site.contact, _site.admin (every tab), admin.notifications, _site.competitions, _site.gallery,
//     _site.blogs._index, _site.blogs.$slug, _site.kit-ordering._index, _site.kit-ordering.orders._index,
//     kit-ordering.orders.$id.invoice, account.password (loaders); api.competitions, api.gallery,
//     api.auth.login, api.auth.register, api.auth.verify, api.info, api.blogs, api.blogs.$id (PUT, DELETE),
//     api.blogs.$id.like, api.blogs.$id.pin, api.blogs.$id.unpin, api.products, api.products.$id,
//     api.orders (GET, POST), api.orders.$id (GET, PATCH), api.notifications (GET), api.users (GET),
//     api.users.pending, api.contact.
//   This file:
//     "API writes": api.competitions (POST), api.competitions.$id (PUT, DELETE), api.gallery (POST),
//       api.gallery.$id (PUT, DELETE), api.users (POST), api.users.$id (DELETE), api.users.$id.approve,
//       api.auth.password, api.info (PUT), api.notifications (PATCH), api.blogs.$id.pin/unpin,
//       api.orders.$id (GET, PATCH) and api.orders (GET) as admin.
//     "page form actions": the actions of _site.admin (every intent), _site.blogs._index (every intent),
//       _site.competitions, _site.gallery, _site.contact, _site.kit-ordering._index (every intent),
//       _site.kit-ordering.orders._index, login, register, account.password, logout.
//     "pages and GETs": every page and GET endpoint of the bench again, here with several rows of
//       everything, as a visitor, a partner and an admin.
//     "other GETs": sitemap[.]xml, sitemaps.$part (the pages, a part of posts, and a missing part), blogs.rss[.]xml, robots[.]txt, images.$, a retitled post's old
//       slug (_site.blogs.$slug's 301), _site.$ (the 404 page), api.$ (an unknown /api path),
//       logout (GET) and the blog post page signed in.
//
// Page actions are posted as the pages send them once hydrated (Remix single fetch): the form to
// /path.data, which runs the action alone; the page's loaders then run in a request of their own
// (GET /path.data), held to the budget by the page GETs of query-budget.test.ts.
// Not held here: a browser without JavaScript posts a document request, which runs the action and
// then every loader of the page in one request; for several intents that is more than 4.

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
const PNG_BYTES = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
const pngFile = () => new File([PNG_BYTES], "photo.png", { type: "image/png" });

const ROWS = 6;
const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));

type Answer = { label: string; status: number; queries: number };

/** Every request of a test, held to the budget (and to success) together at its end. */
function recorder() {
  const answers: Answer[] = [];
  return {
    record(label: string, response: Response) {
      answers.push({ label, status: response.status, queries: queriesOf(response) });
    },
    check({ okStatuses = [200, 201, 204, 301, 302, 303] }: { okStatuses?: number[] } = {}) {
      expect(answers.length).toBeGreaterThan(0);
      for (const { label, status, queries } of answers) {
        expect.soft(okStatuses, `${label}: status ${status}`).toContain(status);
        expect.soft(Number.isInteger(queries), `${label}: reports its queries`).toBe(true);
        expect.soft(queries, label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
      }
    },
  };
}

/** A page form post as the hydrated page sends it (to /path.data): urlencoded, multipart or, for the checkout, JSON. */
async function postPage(path: string, body: URLSearchParams | FormData | { json: unknown }, cookie?: string) {
  const isJson = !(body instanceof URLSearchParams) && !(body instanceof FormData);
  const url = new URL(path, BASE);
  url.pathname = `${url.pathname}.data`;
  const response = await workerFetch(url, {
    method: "POST",
    redirect: "manual",
    body: isJson ? JSON.stringify(body.json) : body,
    headers: {
      "CF-Connecting-IP": freshAddress(),
      ...(isJson ? { "Content-Type": "application/json" } : {}),
      ...(body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const text = await response.text();
  return { response, text };
}

const formOf = (fields: Record<string, string | string[] | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else form.set(name, value);
  }
  return form;
};

describe("D1 query budget, with several rows of everything", () => {
  let admin: { id: string; email: string; password: string };
  let adminToken: string;
  let adminCookie: string;
  const partners: { id: string; email: string; password: string }[] = [];
  const blogIds: string[] = [];
  const productIds: string[] = [];
  const orderIds: string[] = [];
  const competitionIds: string[] = [];
  const galleryIds: string[] = [];
  const pendingIds: string[] = [];

  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
    adminToken = await tokenFor(admin.email, admin.password);
    adminCookie = await sessionCookie(admin.email, admin.password);
    for (let i = 0; i < ROWS; i++) partners.push(await createUser());
    const pending = await db
      .insert(users)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          name: `Applicant ${i}`,
          email: uniqueEmail("pending"),
          role: "franchise" as const,
          isApproved: false,
          passwordHash: "x",
        })),
      )
      .returning();
    pendingIds.push(...pending.map((row) => row.id));

    const posts = await db
      .insert(blogs)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          slug: `budget-post-${i}-${crypto.randomUUID().slice(0, 6)}`,
          title: `Budget post ${i}`,
          excerpt: "Ten minutes a day.",
          content: "Practice with the beads.",
          status: "published" as const,
          publishedDate: `2026-10-${String(i + 1).padStart(2, "0")}`,
          authorName: "Administrator",
          pinned: i === 0,
        })),
      )
      .returning();
    blogIds.push(...posts.map((row) => row.id));
    // Every partner likes every post, and the first post was retitled once (its old slug redirects).
    for (const post of posts) await db.insert(blogLikes).values(partners.map((partner) => ({ blogId: post.id, userId: partner.id })));
    await db.insert(blogSlugHistory).values({ slug: `budget-old-slug-${crypto.randomUUID().slice(0, 6)}`, blogId: posts[0]!.id });

    const kits = await db
      .insert(products)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          name: `Budget kit ${i} ${crypto.randomUUID().slice(0, 6)}`,
          price: 500 + i,
          gstPercent: 18,
          includes: ["Abacus", "Book"],
        })),
      )
      .returning();
    productIds.push(...kits.map((row) => row.id));
    const line = {
      productId: kits[0]!.id,
      name: kits[0]!.name,
      hsnCode: null,
      price: 500,
      gstPercent: 18,
      qty: 2,
      taxable: 1000,
      gst: 180,
    };
    const placed = await db
      .insert(orders)
      .values(
        partners.map((partner, i) => ({
          userId: partner.id,
          franchiseeName: `Centre ${i}`,
          placeOfSupply: "27",
          lines: [line, line],
          subtotal: 2000,
          gst: 360,
          total: 2360,
          financialYear: "26-27",
          sequence: 7000 + i + Math.floor(Math.random() * 1000) * 10,
          invoiceNumber: `KIT/26-27/B${crypto.randomUUID().slice(0, 8)}`,
        })),
      )
      .returning();
    orderIds.push(...placed.map((row) => row.id));

    const base = {
      description: "A round for every age",
      location: "Pune",
      participants: 40,
      category: "upcoming" as const,
      type: "state" as const,
      prizes: ["Trophy", "Medal"],
    };
    const rounds = await db
      .insert(competitions)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          ...base,
          title: `Budget round ${i}`,
          date: `2026-12-${String(i + 1).padStart(2, "0")}`,
        })),
      )
      .returning();
    competitionIds.push(...rounds.map((row) => row.id));

    const photos = await db
      .insert(galleryItems)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          imageUrl: `/images/gallery/${crypto.randomUUID()}.png`,
          category: "classes" as const,
          publishedDate: `2026-09-${String(i + 1).padStart(2, "0")}`,
        })),
      )
      .returning();
    galleryIds.push(...photos.map((row) => row.id));

    await db
      .insert(notifications)
      .values(Array.from({ length: ROWS }, (_, i) => ({ title: `Budget note ${i}`, message: "Something happened" })));
    await db.insert(contactMessages).values(
      Array.from({ length: ROWS }, (_, i) => ({
        name: `Parent ${i}`,
        email: "parent@example.com",
        phone: "9800000000",
        subject: "Batches",
        message: "Which batches are open?",
      })),
    );
  });

  it("holds for every API write", async () => {
    const answers = recorder();
    const api = async (label: string, path: string, method: string, body?: unknown, token = adminToken) => {
      const answer = await call(path, { method, body, token });
      answers.record(label, answer.response);
      return answer;
    };
    const round = {
      title: "Budget API round",
      description: "Heats and a final",
      date: "2026-12-20",
      location: "Nashik",
      prizes: ["Cup"],
      imageUrl: PNG_DATA_URL,
    };
    const created = await api("POST /api/competitions", "/api/competitions", "POST", round);
    const roundId = created.json?.competition.id as string;
    await api("PUT /api/competitions/{id}, new image", `/api/competitions/${roundId}`, "PUT", {
      ...round,
      title: "Budget API round, revised",
    });
    await api("PUT /api/competitions/{id}, image kept", `/api/competitions/${roundId}`, "PUT", { ...round, imageUrl: undefined });
    await api("DELETE /api/competitions/{id}", `/api/competitions/${roundId}`, "DELETE");

    const photo = await api("POST /api/gallery", "/api/gallery", "POST", {
      imageUrl: PNG_DATA_URL,
      category: "events",
      publishedDate: "2026-11-01",
    });
    const photoId = photo.json?.item.id as string;
    await api("PUT /api/gallery/{id}, new image", `/api/gallery/${photoId}`, "PUT", {
      imageUrl: PNG_DATA_URL,
      category: "classes",
      publishedDate: "2026-11-02",
    });
    await api("PUT /api/gallery/{id}, image kept", `/api/gallery/${photoId}`, "PUT", {
      category: "achievements",
      publishedDate: "2026-11-03",
    });
    await api("DELETE /api/gallery/{id}", `/api/gallery/${photoId}`, "DELETE");

    const made = await api("POST /api/users", "/api/users", "POST", {
      name: "Budget Teacher",
      email: uniqueEmail("teacher"),
      role: "franchise",
    });
    await api("PATCH /api/users/{id}/approve", `/api/users/${pendingIds[0]}/approve`, "PATCH");
    await api("DELETE /api/users/{id}", `/api/users/${made.json?.user.id}`, "DELETE");

    await api("PUT /api/info", "/api/info", "PUT", {
      adminWhatsApp: { franchiseeNotifications: "+919822011111", contactFormNotifications: "+919822022222" },
    });
    const feed = await api("GET /api/notifications", "/api/notifications", "GET");
    await api("PATCH /api/notifications, some", "/api/notifications", "PATCH", {
      ids: (feed.json?.notifications as { id: string }[]).slice(0, 3).map((note) => note.id),
    });
    await api("PATCH /api/notifications, all", "/api/notifications", "PATCH", {});

    await api("POST /api/blogs/{id}/pin", `/api/blogs/${blogIds[1]}/pin`, "POST");
    await api("POST /api/blogs/{id}/unpin", `/api/blogs/${blogIds[1]}/unpin`, "POST");

    await api("GET /api/orders (admin)", "/api/orders", "GET");
    await api("GET /api/orders/{id} (admin)", `/api/orders/${orderIds[0]}`, "GET");
    await api("PATCH /api/orders/{id}", `/api/orders/${orderIds[0]}`, "PATCH", { status: "confirmed" });
    const owner = partners[1]!;
    const ownerToken = await tokenFor(owner.email, owner.password);
    await api("GET /api/orders/{id} (its partner)", `/api/orders/${orderIds[1]}`, "GET", undefined, ownerToken);

    // Changing the password last: it ends the partner's other tokens.
    await api(
      "POST /api/auth/password",
      "/api/auth/password",
      "POST",
      { currentPassword: owner.password, newPassword: "a-new-pass-1" },
      ownerToken,
    );
    owner.password = "a-new-pass-1";

    answers.check();
  });

  it("holds for every page form action, as the hydrated page posts it", async () => {
    const answers = recorder();
    /** Posts a page form and checks the page would say it worked (`said`), or that it went on elsewhere (a redirect). */
    const post = async (
      label: string,
      path: string,
      body: URLSearchParams | FormData | { json: unknown },
      said: string | "redirect",
      // null: a visitor's post (an explicit undefined would take the default, the admin's cookie).
      cookie: string | null = adminCookie,
    ) => {
      const { response, text } = await postPage(path, body, cookie ?? undefined);
      answers.record(label, response);
      if (said === "redirect")
        expect(response.status, label).toBe(202); // single fetch's answer for a redirect
      else expect(text, label).toContain(said);
      return text;
    };
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const partner = partners[2]!;
    const partnerCookie = await sessionCookie(partner.email, partner.password);

    // The admin dashboard's tabs: every intent, each posted to its own tab (Pending Requests is /admin's index).
    await post("/admin approve", "/admin?index", form({ intent: "approve", id: pendingIds[1]! }), "User approved successfully!");
    await post("/admin reject", "/admin?index", form({ intent: "reject", id: pendingIds[2]! }), "Sign-up rejected and removed");
    const teacher = {
      intent: "createUser",
      name: "Budget Page Teacher",
      email: uniqueEmail("teacher"),
      whatsappNumber: "",
      role: "franchise",
    };
    await post("/admin createUser", "/admin/users", form(teacher), "Temporary password");
    const doomed = await createUser();
    await post("/admin deleteUser", "/admin/users", form({ intent: "deleteUser", id: doomed.id }), "User deleted");
    await post(
      "/admin saveWhatsApp",
      "/admin/settings",
      form({ intent: "saveWhatsApp", "adminWhatsApp.franchiseEnquiryNumber": "+919822033333" }),
      "WhatsApp numbers saved",
    );
    await post(
      "/admin saveSettings",
      "/admin/settings",
      form({ intent: "saveSettings", part: "upi", "upi.vpa": "budget@okicici", "upi.payeeName": "Budget Academy" }),
      "Settings saved",
    );
    const [note] = await db.insert(notifications).values({ title: "Budget page note", message: "Read me" }).returning();
    await post("/admin markRead, one", "/admin/updates", form({ intent: "markRead", id: note!.id }), "Marked as read");
    await post("/admin markRead, all", "/admin/updates", form({ intent: "markRead" }), "All notifications marked as read");

    // /blogs: every intent (the page posts multipart).
    const draft = {
      title: "Budget page post",
      excerpt: "Short",
      content: "Longer",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-05",
    };
    await post("/blogs create", "/blogs?index", formOf({ intent: "create", ...draft, image: pngFile() }), "Blog created successfully");
    const [written] = await db.select().from(blogs).where(eq(blogs.title, draft.title));
    const revised = { ...draft, title: "Budget page post, revised" };
    await post(
      "/blogs update, new title and image",
      "/blogs?index",
      formOf({ intent: "update", id: written!.id, ...revised, image: pngFile() }),
      "Blog updated successfully",
    );
    await post(
      "/blogs update, same title",
      "/blogs?index",
      formOf({ intent: "update", id: written!.id, ...revised }),
      "Blog updated successfully",
    );
    await post("/blogs pin", "/blogs?index", formOf({ intent: "pin", id: written!.id }), "Blog pinned");
    await post("/blogs unpin", "/blogs?index", formOf({ intent: "unpin", id: written!.id }), "Blog unpinned");
    await post("/blogs like", "/blogs?index", formOf({ intent: "like", id: written!.id, next: "1" }), "Like saved", partnerCookie);
    await post("/blogs unlike", "/blogs?index", formOf({ intent: "like", id: blogIds[3]!, next: "0" }), "Like saved", partnerCookie);
    await post("/blogs delete", "/blogs?index", formOf({ intent: "delete", id: written!.id }), "Blog deleted successfully");

    // /competitions (multipart, with an image).
    const round = {
      title: "Budget page round",
      description: "Heats",
      date: "2026-12-21",
      location: "Thane",
      participants: "12",
      category: "upcoming",
      type: "state",
      prizes: ["Cup", "Medal"],
    };
    await post(
      "/competitions create",
      "/competitions?intent=create",
      formOf({ ...round, imageUrl: pngFile() }),
      "Competition created successfully",
    );
    const [made] = await db.select().from(competitions).where(eq(competitions.title, round.title));
    const roundPath = (intent: string) => `/competitions?intent=${intent}&id=${made!.id}`;
    await post(
      "/competitions update",
      roundPath("update"),
      formOf({ ...round, title: "Budget page round, revised", imageUrl: pngFile() }),
      "Competition updated successfully",
    );
    await post("/competitions delete", roundPath("delete"), formOf({}), "Competition deleted successfully");

    // /gallery (multipart, with an image).
    await post(
      "/gallery create",
      "/gallery",
      formOf({ intent: "create", image: pngFile(), category: "events", publishedDate: "2026-11-06" }),
      "Photo uploaded",
    );
    const [photo] = await db.select().from(galleryItems).where(eq(galleryItems.publishedDate, "2026-11-06"));
    await post(
      "/gallery update",
      "/gallery",
      formOf({ intent: "update", id: photo!.id, image: pngFile(), category: "classes", publishedDate: "2026-11-07" }),
      "Photo updated",
    );
    await post("/gallery delete", "/gallery", formOf({ intent: "delete", id: photo!.id }), "Photo deleted");

    // /contact (a visitor).
    const enquiry = {
      name: "Budget Parent",
      email: "parent@example.com",
      phone: "+91 98220 12345",
      area: "Pune",
      subject: "Classes",
      message: "Which batches are open?",
    };
    await post("/contact send", "/contact", form(enquiry), "Message sent successfully", null);

    // /kit-ordering: products (admin) and the checkout (a partner, JSON as the dialog sends it).
    const kit = {
      name: "Budget page kit",
      price: "900",
      category: "phonics",
      inStock: "on",
      gstPercent: "12",
      hsnCode: "4901",
      unit: "SET",
      includes: ["Flashcards", "Book"],
    };
    await post(
      "/kit-ordering createProduct",
      "/kit-ordering?index&intent=createProduct",
      formOf({ ...kit, imageUrl: pngFile() }),
      "Product created successfully",
    );
    const [product] = await db.select().from(products).where(eq(products.name, kit.name));
    const kitPath = (intent: string) => `/kit-ordering?index&intent=${intent}&id=${product!.id}`;
    await post(
      "/kit-ordering updateProduct",
      kitPath("updateProduct"),
      formOf({ ...kit, price: "950", imageUrl: pngFile() }),
      "Product updated successfully",
    );
    // Two lines: the edited kit (950 + 12% GST) and a seeded one (501 + 18%), GST rounded per line.
    const checkout = {
      items: [
        { productId: product!.id, name: kit.name, qty: 2, price: 950 },
        { productId: productIds[1], name: "", qty: 1, price: 501 },
      ],
      subtotal: 2401,
      gst: 318,
      total: 2719,
      franchiseeName: "Budget Centre",
      billingAddress: "4 Budget Lane, Pune 411001",
      contactPhone: "9822012345",
      idempotencyKey: crypto.randomUUID(),
    };
    await post(
      "/kit-ordering placeOrder",
      "/kit-ordering?index&intent=placeOrder",
      { json: checkout },
      "Order placed successfully",
      partnerCookie,
    );
    await post(
      "/kit-ordering placeOrder, replayed",
      "/kit-ordering?index&intent=placeOrder",
      { json: checkout },
      "Order placed successfully",
      partnerCookie,
    );
    // The checkout with its delivery details; "Save these details to My details" then posts them
    // to My details (below) as a request of its own.
    await post(
      "/kit-ordering placeOrder, with delivery details",
      "/kit-ordering?index&intent=placeOrder",
      {
        json: {
          ...checkout,
          idempotencyKey: crypto.randomUUID(),
          billingAddress: "4 Budget Lane, Pune 411001",
          contactPhone: "9822012345",
          notes: "Side entrance",
        },
      },
      "Order placed successfully",
      partnerCookie,
    );
    // /kit-ordering/details: a partner saves their details.
    await post(
      "/kit-ordering/details saveProfile",
      "/kit-ordering/details",
      formOf({ intent: "saveProfile", businessName: "Budget Centre", billingAddress: "4 Budget Lane, Pune 411001", phone: "9822012345" }),
      "Your details are saved",
      partnerCookie,
    );
    await post("/kit-ordering deleteProduct", kitPath("deleteProduct"), formOf({}), "Product deleted successfully");

    // /kit-ordering/orders: an admin moves an order on.
    await post(
      "/kit-ordering/orders updateStatus",
      "/kit-ordering/orders?index",
      form({ intent: "updateStatus", id: orderIds[2]!, status: "confirmed" }),
      "is now confirmed",
    );

    // Signing up, in, the password, out.
    const applicant = {
      name: "Budget Applicant",
      email: uniqueEmail("budget-signup"),
      whatsappNumber: "+919812345678",
      password: "signup-pass-1",
      confirmPassword: "signup-pass-1",
    };
    await post("/register", "/register", form(applicant), "Please wait for approval", null);
    const signer = partners[3]!;
    await post("/login", "/login", form({ email: signer.email, password: signer.password, redirectTo: "/" }), "redirect", null);
    await post(
      "/login, wrong password",
      "/login",
      form({ email: signer.email, password: "not-the-password", redirectTo: "/" }),
      "Invalid",
      null,
    );
    const signerCookie = await sessionCookie(signer.email, signer.password);
    const passwords = {
      intent: "changePassword",
      currentPassword: signer.password,
      newPassword: "changed-pass-1",
      confirmPassword: "changed-pass-1",
    };
    await post("/account/password", "/account/password", form(passwords), "redirect", signerCookie);
    await post("/logout", "/logout", form({}), "redirect", signerCookie);

    answers.check({ okStatuses: [200, 202] });
  });

  // Every page as three roles: the longest test here (vitest.config.ts's testTimeout allows for a busy machine).
  it("holds for every page and GET endpoint, as a visitor, a partner and an admin", async () => {
    const answers = recorder();
    const partner = partners[5]!;
    const partnerCookie = await sessionCookie(partner.email, partner.password);
    const partnerToken = await tokenFor(partner.email, partner.password);
    const [post] = await db.select().from(blogs).where(eq(blogs.id, blogIds[2]!));
    const ownOrder = orderIds[5]!;
    const pages = [
      "/",
      "/blogs",
      `/blogs/${post!.slug}`,
      "/blogs?category=abacus",
      "/blogs?offset=2",
      "/gallery",
      "/gallery?category=classes",
      "/competitions",
      "/competitions?category=upcoming",
      "/contact",
    ];
    const visitorPages = [...pages, "/login", "/register"];
    const partnerPages = [
      ...pages,
      "/kit-ordering",
      "/kit-ordering/orders",
      `/kit-ordering/orders/${ownOrder}/invoice`,
      "/account/password",
    ];
    const adminPages = [
      ...pages,
      "/blogs?status=draft",
      "/admin",
      "/admin/users",
      "/admin/users?offset=2",
      "/admin/updates",
      "/admin/messages",
      "/admin/notifications",
      "/kit-ordering",
      "/kit-ordering/orders",
      "/kit-ordering/orders?status=placed",
      `/kit-ordering/orders/${ownOrder}/invoice`,
    ];
    const api = ["/api/blogs", "/api/competitions", "/api/gallery", "/api/info", "/api/products"];
    const partnerApi = [...api, "/api/orders", `/api/orders/${ownOrder}`, "/api/auth/verify"];
    const adminApi = [
      ...api,
      "/api/blogs?status=all",
      "/api/orders",
      "/api/orders?status=placed",
      `/api/orders/${ownOrder}`,
      "/api/notifications",
      "/api/users",
      "/api/users/pending",
      "/api/auth/verify",
    ];

    const get = async (label: string, path: string, auth: { cookie?: string; token?: string }) => {
      const { response, status } = await call(path, { token: auth.token, headers: auth.cookie ? { Cookie: auth.cookie } : {} });
      expect(status, `${label} ${path}`).toBe(200);
      answers.record(`${label} ${path}`, response);
    };
    for (const path of visitorPages) await get("visitor", path, {});
    for (const path of partnerPages) await get("partner", path, { cookie: partnerCookie });
    for (const path of adminPages) await get("admin", path, { cookie: adminCookie });
    for (const path of api) await get("visitor", path, {});
    for (const path of partnerApi) await get("partner", path, { token: partnerToken });
    for (const path of adminApi) await get("admin", path, { token: adminToken });
    answers.check({ okStatuses: [200] });
  });

  it("holds for the feeds, images, redirects and not-found answers", async () => {
    const answers = recorder();
    const key = `gallery/${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, PNG_BYTES, { httpMetadata: { contentType: "image/png" } });
    const [oldSlug] = await db.select().from(blogSlugHistory).limit(1);
    const partner = partners[4]!;
    const partnerCookie = await sessionCookie(partner.email, partner.password);
    const [post] = await db.select().from(blogs).limit(1);

    const get = async (label: string, path: string, expected: number, cookie?: string) => {
      const { response, status } = await call(path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(status, label).toBe(expected);
      answers.record(label, response);
      return response;
    };
    expect((await get("sitemap.xml", "/sitemap.xml", 200)).headers.get("Content-Type")).toContain("xml");
    for (const part of ["pages", "posts-1"]) await get(`sitemaps/${part}.xml`, `/sitemaps/${part}.xml`, 200);
    await get("a sitemap part past the last post", "/sitemaps/posts-99.xml", 404);
    await get("blogs/rss.xml", "/blogs/rss.xml", 200);
    await get("robots.txt", "/robots.txt", 200);
    expect((await get("an image", `/images/${key}`, 200)).headers.get("Content-Type")).toBe("image/png");
    await get("a missing image", `/images/gallery/${crypto.randomUUID()}.png`, 404);
    const moved = await get("an old blog slug", `/blogs/${oldSlug!.slug}`, 301);
    expect(moved.headers.get("Location")).toMatch(/^\/blogs\/budget-post-0-/);
    await get("a blog post, signed in", `/blogs/${post!.slug}`, 200, partnerCookie);
    await get("a missing blog post", "/blogs/no-such-post", 404);
    await get("the 404 page", "/no-such-page", 404);
    await get("the 404 page, signed in", "/no-such-page", 404, partnerCookie);
    await get("an unknown /api path", "/api/no-such-endpoint", 404);
    await get("GET /logout", "/logout", 302, partnerCookie);
    answers.check({ okStatuses: [200, 301, 302, 404] });
  });
});
