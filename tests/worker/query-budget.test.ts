import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "../../load-context";
import {
  BENCH_BLOG,
  BENCH_CENTRE,
  BENCH_COMPETITION,
  BENCH_LEAD,
  BENCH_EDITED_BLOG,
  BENCH_EDITED_PRODUCT,
  BENCH_GALLERY_ITEM,
  BENCH_BROCHURE,
  BENCH_IMAGE,
  BENCH_OLD_SLUG,
  BENCH_ORDER,
  BENCH_CANCELLED_ORDER,
  BENCH_MESSAGE,
  BENCH_PRODUCT,
  BENCH_SPARE_USER,
  BENCH_PARENT,
  BENCH_STUDENT,
  BENCH_UPI,
  PARENT_COOKIE,
  benchParentSessionSql,
  BENCH_TARGETS,
  BENCH_USERS,
  MAX_QUERIES_PER_REQUEST,
  bodyFor,
} from "../../scripts/bench/targets.mjs";
import {
  blogs,
  blogSlugHistory,
  centrePartners,
  centres,
  competitions,
  leads,
  contactMessages,
  galleryItems,
  orders,
  products,
  siteSettings,
  students,
  users,
} from "~/db/schema";
import { hashPassword } from "~/lib/password.server";
import { routeEntries } from "~/route-registry";
import { BASE, call, createUser, db, sessionCookie, tokenFor } from "./helpers";
import { seedBenchResults } from "./results-bench-fixtures";
import { seedBenchLevelExams } from "./level-exam-bench-fixtures";
import { samplePdf } from "../../scripts/lib/sample-pdf.mjs";

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));
const roundTripsOf = (response: Response) => Number(response.headers.get("X-D1-Round-Trips"));

describe("D1 query budget", () => {
  // The targets the route registry gives each route (app/route-registry.ts), in the order the
  // benchmark drives them: a new route is held to the budget here once its entry names its target
  // (tests/worker/route-registry.test.ts fails while any route or target is left out).
  const routeOfTarget = new Map(routeEntries().flatMap(([id, entry]) => ("bench" in entry ? entry.bench : []).map((name) => [name, id])));
  const targets = BENCH_TARGETS.filter((target) => routeOfTarget.has(target.name));

  // The account the sign-in target signs in with, as the bench seeds it.
  beforeAll(async () => {
    // With the bench's id, so the bench order is this partner's own (the `own` targets sign in as it).
    const { partner } = BENCH_USERS;
    await db.insert(users).values({
      id: partner.id,
      name: "Bench partner",
      email: partner.email,
      role: "franchise",
      isApproved: true,
      passwordHash: await hashPassword(BENCH_USERS.password),
    });
    // The post the blog targets read and like, as the bench seeds it.
    await db.insert(blogs).values(
      [BENCH_BLOG, BENCH_EDITED_BLOG].map(({ id, slug }) => ({
        id,
        slug,
        title: "Bench post",
        excerpt: "Bench",
        content: "Bench",
        status: "published" as const,
        publishedDate: "2026-11-01",
        authorName: "Administrator",
      })),
    );
    // The kit the order target buys.
    await db
      .insert(products)
      .values({ id: BENCH_PRODUCT.id, name: BENCH_PRODUCT.name, price: BENCH_PRODUCT.price, gstPercent: BENCH_PRODUCT.gstPercent });
    // The order whose invoice the invoice target opens.
    const line = {
      productId: BENCH_PRODUCT.id,
      name: BENCH_PRODUCT.name,
      hsnCode: null,
      price: 1250,
      gstPercent: 18,
      qty: 1,
      taxable: 1250,
      gst: 225,
    };
    await db.insert(orders).values({
      id: BENCH_ORDER.id,
      userId: BENCH_USERS.partner.id,
      franchiseeName: "Bench Centre",
      billingAddress: "12 Karve Road, Pune 411038",
      placeOfSupply: "27",
      lines: [line],
      subtotal: 1250,
      gst: 225,
      total: 1475,
      financialYear: "26-27",
      sequence: 9000,
      invoiceNumber: "KIT/26-27/9000",
    });
    // The cancelled order whose credit note the credit note target opens.
    await db.insert(orders).values({
      id: BENCH_CANCELLED_ORDER.id,
      userId: BENCH_USERS.partner.id,
      franchiseeName: "Bench Centre",
      billingAddress: "12 Karve Road, Pune 411038",
      placeOfSupply: "27",
      lines: [line],
      subtotal: 1250,
      gst: 225,
      total: 1475,
      status: "cancelled",
      financialYear: "26-27",
      sequence: 9001,
      invoiceNumber: "KIT/26-27/9001",
      creditNoteSeries: "CN",
      creditNoteYear: "26-27",
      creditNoteSequence: 9001,
      creditNoteNumber: "CN/26-27/9001",
      creditNoteAt: new Date().toISOString(),
      cancelReason: "Order cancelled",
    });

    // The lead the note target writes on, at the bench centre (seeded below).
    await db.insert(leads).values({
      id: BENCH_LEAD.id,
      type: "demo",
      centreId: BENCH_CENTRE.id,
      name: "Bench Parent",
      phone: "+919822000011",
      city: BENCH_CENTRE.city,
      details: { childName: "Bench Child", childAge: 8, course: "abacus", consent: true },
    });

    // The UPI payee the order's QR code draws, as the bench seeds it.
    await db.insert(siteSettings).values({ key: "upi", value: BENCH_UPI, updatedAt: new Date().toISOString() });
    // The rows and the uploaded image the later bench targets read and rewrite, as the bench seeds them.
    await db.insert(blogSlugHistory).values(BENCH_OLD_SLUG);
    await db.insert(products).values({
      id: BENCH_EDITED_PRODUCT.id,
      name: BENCH_EDITED_PRODUCT.name,
      price: BENCH_EDITED_PRODUCT.price,
      gstPercent: BENCH_EDITED_PRODUCT.gstPercent,
    });
    // The centre the finder targets read, run by the bench partner, as the bench seeds it.
    await db.insert(centres).values({
      id: BENCH_CENTRE.id,
      slug: BENCH_CENTRE.slug,
      name: "Bench Centre",
      city: "Pune",
      area: "Kothrud",
      address: "12 Karve Road",
      pincode: BENCH_CENTRE.pincode,
      latitude: 18.5074,
      longitude: 73.8077,
      phone: "+919876543210",
      courses: ["abacus", "phonics"],
    });
    await db.insert(centrePartners).values({ centreId: BENCH_CENTRE.id, userId: BENCH_USERS.partner.id });
    // The student the roster edit target saves, on the bench centre's roster.
    await db.insert(students).values({
      id: BENCH_STUDENT.id,
      centreId: BENCH_CENTRE.id,
      name: "Aarav Kulkarni",
      dateOfBirth: "2017-05-14",
      course: "abacus",
      level: 3,
      parentPhone: "+919823000001",
    });
    // The bench parent, signed in as that student's parent (as scripts/bench/seed.mjs seeds it).
    await env.DB.prepare(benchParentSessionSql(BENCH_STUDENT.id)).run();
    await db
      .insert(competitions)
      .values({ id: BENCH_COMPETITION.id, title: "Bench competition", description: "Bench", date: "2027-01-17", location: "Pune" });
    await db
      .insert(galleryItems)
      .values({ id: BENCH_GALLERY_ITEM.id, imageUrl: `/images/${BENCH_IMAGE.key}`, category: "classes", publishedDate: "2026-11-01" });
    await db
      .insert(users)
      .values({ id: BENCH_SPARE_USER.id, name: "Spare", email: BENCH_SPARE_USER.email, role: "franchise", passwordHash: "x" });
    await db.insert(contactMessages).values({
      id: BENCH_MESSAGE.id,
      name: "Parent",
      email: "parent@example.com",
      phone: "+919822000000",
      subject: "Classes",
      message: "Hi",
    });
    await seedBenchResults();
    await seedBenchLevelExams();
    const webp = Uint8Array.from(atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="), (c) => c.charCodeAt(0));
    await env.IMAGES.put(BENCH_IMAGE.key, webp, { httpMetadata: { contentType: BENCH_IMAGE.contentType } });
    // The franchise brochure, as the bench seeds it.
    const brochure = samplePdf("Bench brochure");
    await env.IMAGES.put(BENCH_BROCHURE.key, brochure, { httpMetadata: { contentType: BENCH_BROCHURE.contentType } });
    await db.insert(siteSettings).values({
      key: "franchiseBrochure",
      value: { key: BENCH_BROCHURE.key, bytes: brochure.byteLength, uploadedAt: new Date().toISOString() },
    });
  });

  it.each(targets.map((target) => [target.name, routeOfTarget.get(target.name), target] as const))(
    "%s (%s) makes at most 4 D1 queries",
    async (_name, _route, target) => {
      const headers: Record<string, string> = {};
      if (target.as === "parent") {
        if (target.via === "bearer") headers.Authorization = `Bearer ${BENCH_PARENT.token}`;
        else headers.Cookie = `${PARENT_COOKIE}=${BENCH_PARENT.token}`;
      } else if (target.as) {
        const user = target.own
          ? { email: BENCH_USERS.partner.email, password: BENCH_USERS.password }
          : await createUser({ role: target.as === "admin" ? "admin" : "franchise" });
        if (target.via === "bearer") headers.Authorization = `Bearer ${await tokenFor(user.email, user.password)}`;
        else headers.Cookie = await sessionCookie(user.email, user.password);
      }
      const { status, response } = await call(target.path, { method: target.method ?? "GET", body: bodyFor(target), headers });
      // A target that answers a refusal on purpose (a wrong reset code) says which.
      if (target.expect && target.expect >= 400) expect(status).toBe(target.expect);
      else expect(status).toBeLessThan(400);
      const queries = queriesOf(response);
      expect(Number.isInteger(queries)).toBe(true);
      expect(queries).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
      // Every response says how many times it waited on D1: never more than the statements it sent.
      const roundTrips = roundTripsOf(response);
      expect(Number.isInteger(roundTrips)).toBe(true);
      expect(roundTrips).toBeLessThanOrEqual(queries);
    },
  );

  // Writes the benchmark cannot repeat on one row (each changes what the next would find).
  it("holds for every blog write, on each of its paths", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const post = {
      title: `Budget ${crypto.randomUUID()}`,
      excerpt: "E",
      content: "C",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-02",
    };
    const writes: [string, Awaited<ReturnType<typeof call>>][] = [];
    const write = async (label: string, path: string, method: string, body?: unknown) => {
      const answer = await call(path, { method, body, token });
      writes.push([label, answer]);
      return answer;
    };
    const created = await write("create", "/api/blogs", "POST", post);
    const id = (created.json?.blog as { id: string }).id;
    await write("edit, same title", `/api/blogs/${id}`, "PUT", post);
    await write("edit, new title", `/api/blogs/${id}`, "PUT", { ...post, title: `${post.title} revised` });
    await write("like", `/api/blogs/${id}/like`, "POST");
    await write("unlike", `/api/blogs/${id}/like`, "POST");
    await write("pin", `/api/blogs/${id}/pin`, "POST");
    await write("unpin", `/api/blogs/${id}/unpin`, "POST");
    await write("delete", `/api/blogs/${id}`, "DELETE");

    for (const [label, { status, response }] of writes) {
      expect(status, label).toBeLessThan(400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });

  it("holds for every centre write, on each of its paths", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const [first, second] = [await createUser(), await createUser()];
    const partnerToken = await tokenFor(first.email, first.password);
    const centre = {
      name: `Budget centre ${crypto.randomUUID().slice(0, 6)}`,
      city: "Pune",
      area: "Baner",
      address: "1 Baner Road",
      pincode: "411045",
      latitude: 18.559,
      longitude: 73.7868,
      phone: "+91 98765 43210",
      courses: ["abacus"],
      partnerIds: [first.id],
    };
    const writes: [string, Awaited<ReturnType<typeof call>>][] = [];
    const write = async (label: string, path: string, method: string, body?: unknown, as = token) => {
      const answer = await call(path, { method, body, token: as });
      writes.push([label, answer]);
      return answer;
    };
    const created = await write("create with a partner", "/api/centres", "POST", centre);
    const id = (created.json?.centre as { id: string }).id;
    await write("edit, same partners", `/api/centres/${id}`, "PUT", { ...centre, timings: "Sat 10-1" });
    await write("swap partners only", `/api/centres/${id}`, "PUT", { ...centre, timings: "Sat 10-1", partnerIds: [second.id] });
    await write("add a partner and edit", `/api/centres/${id}`, "PUT", { timings: "Sun 9-12", partnerIds: [second.id, first.id] });
    await write("partner edits", `/api/centres/${id}`, "PUT", { timings: "Sun 9-11" }, partnerToken);
    await write("deactivate", `/api/centres/${id}`, "PUT", { active: false });
    await write("delete", `/api/centres/${id}`, "DELETE");
    for (const [label, { status, response }] of writes) {
      expect(status, label).toBeLessThan(400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });

  it("holds for every product and order write, on each of its paths", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const kit = { name: `Budget kit ${crypto.randomUUID()}`, price: 500, gstPercent: 12, hsnCode: "4901", unit: "SET" };
    const writes: [string, Awaited<ReturnType<typeof call>>][] = [];
    const write = async (label: string, path: string, method: string, body?: unknown, headers: Record<string, string> = {}) => {
      const answer = await call(path, { method, body, token, headers });
      writes.push([label, answer]);
      return answer;
    };
    const created = await write("create product", "/api/products", "POST", kit);
    const id = (created.json?.product as { id: string }).id;
    await write("edit product", `/api/products/${id}`, "PUT", { ...kit, price: 600 });
    const order = {
      items: [{ productId: id, name: kit.name, qty: 2, price: 600 }],
      subtotal: 1200,
      gst: 144,
      total: 1344,
      franchiseeName: "Budget Centre",
      billingAddress: "12 Karve Road, Pune 411038",
    };
    const placed = await write("order with a key", "/api/orders", "POST", order, { "Idempotency-Key": crypto.randomUUID() });
    const key = { "Idempotency-Key": "budget-replay" };
    await write("order, first try", "/api/orders", "POST", order, key);
    await write("order, replayed", "/api/orders", "POST", order, key);
    await write("order by product name", "/api/orders", "POST", { ...order, items: [{ name: kit.name, qty: 2, price: 600 }] });
    // Billed to the saved details: the INSERT's own read finds the address.
    const { billingAddress, ...billedToProfile } = order;
    const details = { businessName: "Budget Centre", billingAddress, phone: "9822012345" };
    expect((await call("/api/profile", { method: "PUT", body: details, token })).status).toBe(200);
    await write("order billed to the saved details", "/api/orders", "POST", billedToProfile);
    const orderId = (placed.json?.order as { id: string }).id;
    await write("read order", `/api/orders/${orderId}`, "GET");
    await write("confirm order", `/api/orders/${orderId}`, "PATCH", { status: "confirmed" });
    await write("confirm again", `/api/orders/${orderId}`, "PATCH", { status: "confirmed" });
    await write("orders by status", "/api/orders?status=confirmed", "GET");
    await write("delete product", `/api/products/${id}`, "DELETE");

    for (const [label, { status, response }] of writes) {
      expect(status, label).toBeLessThan(400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });

  it("is reported only when DEBUG_QUERY_COUNT is on", () => {
    const ctx = createExecutionContext();
    const off = getLoadContext({
      request: new Request(BASE),
      context: { cloudflare: { env: { ...env, DEBUG_QUERY_COUNT: undefined }, ctx } },
    });
    expect(off.queryCounter).toBeUndefined();
    const on = getLoadContext({ request: new Request(BASE), context: { cloudflare: { env, ctx } } });
    expect(on.queryCounter).toEqual({ count: 0, roundTrips: 0 });
  });

  it("counts every statement of a batch, and the batch as one round trip", async () => {
    const ctx = createExecutionContext();
    const { db, queryCounter } = getLoadContext({ request: new Request(BASE), context: { cloudflare: { env, ctx } } });
    const { users } = await import("~/db/schema");
    await db.select().from(users).limit(1);
    await db.batch([db.select().from(users).limit(1), db.select().from(users).limit(1)]);
    expect(queryCounter?.count).toBe(3);
    expect(queryCounter?.roundTrips).toBe(2);
  });
});
