import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "../../load-context";
import { ADMIN_TABS, adminTabPath } from "~/components/admin/types";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, BOOKMARK_MAX_AGE_SECONDS } from "~/web/d1-bookmark.server";
import { blogs, blogSlugHistory, centres, leads, orders } from "~/db/schema";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// One round trip: a page's independent D1 reads (its layout's, its own, the signed-in user's) go
// to D1 together (app/db/read-together.server.ts), so a visitor far from the database's region
// waits on D1 once. The reads that need the user first (a guarded page's data) are the second.
const roundTripsOf = (response: Response) => Number(response.headers.get("X-D1-Round-Trips"));
const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));

describe("D1 round trips of lists that may be empty", () => {
  it("the admin's Centres tab with no centre yet is two: its count comes with the (empty) list", async () => {
    const admin = await signedInUser("admin");
    expect(await db.$count(centres)).toBe(0);
    const { status, text, response } = await call("/admin/centres", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(2);
    expect(text).toContain("No centres yet. Add the first one.");
  });

  it("the admin's Leads tab whose filters match nothing is two: its totals come with the (empty) list", async () => {
    const admin = await signedInUser("admin");
    const { status, text, response } = await call("/admin/leads?city=Nowhere", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(2);
    expect(queriesOf(response)).toBeLessThanOrEqual(4);
    expect(text).not.toContain("Parent");
  });
});

describe("D1 round trips per page", () => {
  let partner: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    [partner, admin] = [await signedInUser("franchise"), await signedInUser("admin")];
    await db.insert(centres).values({
      slug: "round-trip-centre",
      name: "Round Trip Centre",
      city: "Pune",
      area: "Baner",
      address: "1 Road",
      latitude: 18.559,
      longitude: 73.7868,
      pincode: "411045",
      phone: "+919876543210",
      courses: ["abacus"],
    });
    await db.insert(blogs).values({
      slug: "round-trip-post",
      title: "Round trip",
      excerpt: "E",
      content: "C",
      status: "published",
      publishedDate: "2026-11-01",
      authorName: "Administrator",
    });
    await db
      .insert(leads)
      .values({ type: "demo", name: "Parent", phone: "+919822000001", city: "Pune", details: {} } as typeof leads.$inferInsert);
    const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, "round-trip-post"));
    await db.insert(blogSlugHistory).values({ slug: "round-trip-post-old-title", blogId: post!.id });
  });

  it.each([
    "/",
    "/blogs",
    "/blogs/round-trip-post",
    "/competitions",
    "/gallery",
    "/api/blogs",
    "/api/info",
    "/centres",
    "/centres/round-trip-centre",
    "/courses/abacus-training",
    "/book-demo",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
    "/sitemaps/posts-1.xml",
    "/sitemaps/centres-1.xml",
  ])("a visitor's %s is one round trip", async (path) => {
    const { status, response } = await call(path);
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(1);
  });

  it("a visitor's unknown certificate code (404) and a post's former address (301) are one round trip", async () => {
    const verify = await call("/verify/ACDE-FGHK");
    expect(verify.status).toBe(404);
    expect(roundTripsOf(verify.response)).toBe(1);
    const moved = await call("/blogs/round-trip-post-old-title");
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe("/blogs/round-trip-post");
    expect(roundTripsOf(moved.response)).toBe(1);
  });

  it("a partner's invoice is two: the user, then the order with the payee's settings", async () => {
    const [order] = await db
      .insert(orders)
      .values({
        userId: partner.id,
        franchiseeName: "Round Trip Partner",
        billingAddress: "12 Karve Road, Pune 411038",
        placeOfSupply: "27",
        lines: [{ productId: null, name: "Kit", hsnCode: null, qty: 1, price: 100, gstPercent: 18, taxable: 100, gst: 18 }],
        subtotal: 100,
        gst: 18,
        total: 118,
        financialYear: "26-27",
        sequence: 9001,
        invoiceNumber: "KIT/26-27/9001",
      } as typeof orders.$inferInsert)
      .returning();
    const { status, response } = await call(`/kit-ordering/orders/${order!.id}/invoice`, { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(2);
  });

  // Which posts and competitions a reader sees depends on who they are: the user first, then the list;
  // the home page's first screen is their own work (issue 31), so the user, then their counts.
  it("a partner's home page, /blogs and /competitions are two round trips: the user, then what is theirs", async () => {
    const roundTrips = async (path: string) => roundTripsOf((await call(path, { headers: { Cookie: partner.cookie } })).response);
    expect(await roundTrips("/")).toBe(2);
    expect(await roundTrips("/blogs")).toBe(2);
    expect(await roundTrips("/competitions")).toBe(2);
  });

  it("the kit page is two: the user (with the footer's settings), then the catalogue for that buyer", async () => {
    const { status, response } = await call("/kit-ordering", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(2);
  });

  it.each(ADMIN_TABS.map(adminTabPath))("the admin dashboard's tab %s is two: the admin, then the counts with the tab", async (path) => {
    const { status, response } = await call(path, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(roundTripsOf(response)).toBe(2);
  });
});

describe("reading one's own writes (D1 Sessions API)", () => {
  const contact = { name: "Parent", email: "parent@example.com", phone: "+919822000000", subject: "Classes", message: "Hello there" };

  it("a member's write answer carries the bookmark, as a short cookie and a header", async () => {
    const { token } = await signedInUser("admin");
    const { status, response } = await call("/api/info", {
      method: "PUT",
      body: { contact: { address: "1 Road, Pune", phone: "+91 98765 43210", email: "hello@example.com" } },
      token,
    });
    expect(status).toBeLessThan(300);
    const bookmark = response.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${BOOKMARK_COOKIE}=`));
    expect(cookie).toBe(`${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`);
    // A Set-Cookie makes the answer no-store: fine for a write.
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("signing in carries it too; a visitor's message and a refused write do not", async () => {
    const user = await signedInUser("franchise");
    const signIn = await workerFetch(`${BASE}/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: "/" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
    });
    expect(signIn.headers.getSetCookie().some((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))).toBe(true);
    const message = await call("/api/contact", { method: "POST", body: contact });
    expect(message.status).toBeLessThan(300);
    expect(message.response.headers.has(BOOKMARK_HEADER)).toBe(false);
    expect(message.response.headers.has("Set-Cookie")).toBe(false);
    const refused = await call("/api/info", { method: "PUT", body: {}, token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.response.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it("a read answer gains no cookie and no bookmark, even when the request brings one", async () => {
    const { token } = await signedInUser("admin");
    const written = await call("/api/info", {
      method: "PUT",
      body: { contact: { address: "1 Road, Pune", phone: "+91 98765 43210", email: "hello@example.com" } },
      token,
    });
    const bookmark = written.response.headers.get(BOOKMARK_HEADER)!;
    const requests: Record<string, string>[] = [{}, { [BOOKMARK_HEADER]: bookmark }, { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` }];
    for (const headers of requests) {
      const { status, response } = await call("/blogs", { headers });
      expect(status).toBe(200);
      expect(response.headers.has("Set-Cookie")).toBe(false);
      expect(response.headers.has(BOOKMARK_HEADER)).toBe(false);
    }
  });

  it("a request that brings the bookmark reads what the write wrote", async () => {
    const { token } = await signedInUser("admin");
    const post = {
      title: `Fresh ${crypto.randomUUID()}`,
      excerpt: "E",
      content: "C",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-02",
    };
    const created = await call("/api/blogs", { method: "POST", body: post, token });
    const bookmark = created.response.headers.get(BOOKMARK_HEADER)!;
    expect(bookmark).toBeTruthy();
    const read = await call("/api/blogs?limit=100", { headers: { [BOOKMARK_HEADER]: bookmark } });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.json)).toContain(post.title);
  });

  describe("the session each request reads through", () => {
    // A binding that records how the request opened its session.
    function sessionOpenedFor(request: Request): string | undefined {
      let opened: string | undefined;
      const DB = { withSession: (constraint?: string) => ((opened = constraint), env.DB.withSession(constraint)) } as unknown as D1Database;
      getLoadContext({ request, context: { cloudflare: { env: { ...env, DB }, ctx: createExecutionContext() } } });
      return opened;
    }
    const bookmark = "0000000c-00000003-00004f8c-b5a4c0d1e2f3a4b5c6d7e8f9a0b1c2d3";

    it("a read without a bookmark starts anywhere (the nearest replica)", () => {
      expect(sessionOpenedFor(new Request(`${BASE}/blogs`))).toBe("first-unconstrained");
    });

    it("a read with the bookmark, from the header or the cookie, starts at least as new as it", () => {
      expect(sessionOpenedFor(new Request(`${BASE}/api/blogs`, { headers: { [BOOKMARK_HEADER]: bookmark } }))).toBe(bookmark);
      expect(sessionOpenedFor(new Request(`${BASE}/blogs`, { headers: { Cookie: `a=b; ${BOOKMARK_COOKIE}=${bookmark}` } }))).toBe(bookmark);
    });

    it("a bookmark that is not one is ignored, not sent to D1", () => {
      for (const junk of ["", "x", "first-primary", "<script>", "00-00; Path=/"]) {
        expect(sessionOpenedFor(new Request(`${BASE}/blogs`, { headers: { [BOOKMARK_HEADER]: junk } }))).toBe("first-unconstrained");
      }
    });

    it("a write starts on the primary: what it reads before writing is the latest", () => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        expect(sessionOpenedFor(new Request(`${BASE}/api/blogs`, { method, headers: { [BOOKMARK_HEADER]: bookmark } }))).toBe(
          "first-primary",
        );
      }
    });
  });
});
