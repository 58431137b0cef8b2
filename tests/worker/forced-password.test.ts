import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs, competitions, contactMessages, galleryItems, orders, products, users } from "~/db/schema";
import { MUST_CHANGE_PASSWORD_MESSAGE } from "~/web/guards.server";
import { routeEntries } from "~/route-registry";
import { BENCH_TARGETS, bodyFor } from "../../scripts/bench/targets.mjs";
import { BASE, call, createUser, db, freshAddress, sessionCookie, tokenFor, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

// An account an admin created must choose its own password before doing anything (DESIGN.md,
// Identity): every page action sends it to /account/password and changes nothing; every API
// route that acts as the caller answers 403. Only changing the password (and saying who is
// signed in, and signing out) is open to it.

async function rowCounts() {
  const tables = { blogs, competitions, contactMessages, galleryItems, orders, products, users };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}

function postPage(path: string, cookie: string, body: FormData | URLSearchParams | string) {
  const json = typeof body === "string";
  return workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress(), ...(json ? { "Content-Type": "application/json" } : {}) },
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("an account still on its temporary password", () => {
  let cookie: string;
  let password: string;
  let email: string;

  beforeAll(async () => {
    // An admin account (so that no admin-only check refuses it first), as an admin would have made it.
    const account = await createUser({ role: "admin", mustChangePassword: true });
    ({ email, password } = account);
    cookie = await sessionCookie(email, password);
    expect(cookie).toMatch(/^__Host-academy_session=./);
  });

  it("is sent to choose its password by every page action, and nothing changes", async () => {
    const posts: [string, FormData | URLSearchParams | string][] = [
      ["/admin/users", form({ intent: "createUser", name: "Sneaky", email: uniqueEmail("sneaky"), role: "admin" })],
      [
        "/blogs?index",
        form({ intent: "create", title: "Posted too early", excerpt: "x", content: "x", status: "published", publishedDate: "2026-11-20" }),
      ],
      ["/gallery", form({ intent: "delete", id: "anything" })],
      ["/competitions?intent=create", form({ title: "Meet", description: "d", date: "2026-12-01", location: "Pune" })],
      ["/kit-ordering?index&intent=createProduct", form({ name: "Kit", price: "100" })],
      ["/kit-ordering?index&intent=placeOrder", JSON.stringify({ items: [], idempotencyKey: "k-1" })],
      ["/kit-ordering/orders?index", form({ intent: "updateStatus", id: "anything", status: "confirmed" })],
      ["/kit-ordering/updates", form({ intent: "markRead" })],
      ["/forgot-password", form({ email })],
      ["/reset-password", form({ email, code: "123456", password: "p4ssword-new", confirmPassword: "p4ssword-new" })],
      ["/contact", form({ name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" })],
      ["/admin/users/x/sessions", form({ intent: "endAllSessions" })],
      ["/login", form({ email, password, redirectTo: "/admin" })],
      [
        "/register",
        form({ name: "B", email: uniqueEmail("b"), whatsappNumber: "+919812345678", password: "p4ssword", confirmPassword: "p4ssword" }),
      ],
    ];
    const before = await rowCounts();
    for (const [path, body] of posts) {
      const response = await postPage(path, cookie, body);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/account\/password\?redirectTo=/);
      // The hydrated page's post (`.data`) is refused the same way.
      const url = new URL(path, BASE);
      const data = await postPage(`${url.pathname}.data${url.search}`, cookie, body);
      expect([202, 204, 302], `${path} (.data)`).toContain(data.status);
      expect(data.headers.get("X-Remix-Redirect") ?? data.headers.get("Location") ?? "", `${path} (.data)`).toContain("/account/password");
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("may still change its password through the page, and then act", async () => {
    const response = await postPage(
      "/account/password",
      cookie,
      form({
        intent: "changePassword",
        currentPassword: password,
        newPassword: "my-own-pass-1",
        confirmPassword: "my-own-pass-1",
        redirectTo: "/admin",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?passwordChanged=1");
    const fresh = (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const admin = await call("/admin", { headers: { Cookie: fresh } });
    expect(admin.status).toBe(200);
  });
});

describe("an API token of an account still on its temporary password", () => {
  let token: string;
  beforeAll(async () => {
    const account = await createUser({ role: "admin", mustChangePassword: true });
    token = await tokenFor(account.email, account.password);
  });

  const actingRoutes: [string, string, unknown?][] = [
    ["GET", "/api/blogs"],
    ["POST", "/api/blogs", { title: "T", excerpt: "E", content: "C", publishedDate: "2026-11-20" }],
    ["PUT", "/api/blogs/x", { title: "T", excerpt: "E", content: "C", publishedDate: "2026-11-20" }],
    ["DELETE", "/api/blogs/x"],
    ["POST", "/api/blogs/x/like"],
    ["POST", "/api/blogs/x/pin"],
    ["POST", "/api/blogs/x/unpin"],
    ["POST", "/api/competitions", { title: "T", description: "D", date: "2026-12-01", location: "Pune" }],
    ["PUT", "/api/competitions/x", { title: "T", description: "D", date: "2026-12-01", location: "Pune" }],
    ["DELETE", "/api/competitions/x"],
    ["POST", "/api/gallery", { imageUrl: "data:image/png;base64,AAAA", publishedDate: "2026-11-20" }],
    ["PUT", "/api/gallery/x", { category: "classes", publishedDate: "2026-11-20" }],
    ["DELETE", "/api/gallery/x"],
    ["GET", "/api/notifications"],
    ["PATCH", "/api/notifications", {}],
    ["GET", "/api/orders"],
    ["POST", "/api/orders", { items: [] }],
    ["GET", "/api/orders/x"],
    ["PATCH", "/api/orders/x", { status: "confirmed" }],
    ["POST", "/api/products", { name: "Kit", price: 100 }],
    ["PUT", "/api/products/x", { name: "Kit", price: 100 }],
    ["DELETE", "/api/products/x"],
    ["GET", "/api/users"],
    ["POST", "/api/users", { name: "N", email: "n@example.com" }],
    ["GET", "/api/users/pending"],
    ["PATCH", "/api/users/x/approve"],
    ["DELETE", "/api/users/x"],
    ["PATCH", "/api/users/x", { name: "N" }],
    ["PATCH", "/api/users/x/deactivate"],
    ["PATCH", "/api/users/x/reactivate"],
    ["POST", "/api/users/x/reset-password"],
    ["GET", "/api/users/x/sessions"],
    ["DELETE", "/api/users/x/sessions"],
    ["DELETE", "/api/users/x/sessions/y"],
    ["GET", "/api/contact"],
    ["PATCH", "/api/contact/x", { status: "replied" }],
    ["PUT", "/api/info", { adminWhatsApp: { franchiseeNotifications: "+919812345678" } }],
    ["GET", "/api/exports/sales.csv?from=2026-11-01&to=2026-11-30"],
    ["GET", "/api/exports/users.csv"],
    ["GET", "/api/exports/messages.csv"],
    // Open to visitors, but not to this account's token.
    ["POST", "/api/contact", { name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" }],
  ];

  it("is refused with 403 by every route that acts as the caller, and nothing changes", async () => {
    const before = await rowCounts();
    for (const [method, path, body] of actingRoutes) {
      const { status, json } = await call(path, { method, token, body });
      expect(status, `${method} ${path}`).toBe(403);
      expect(json?.message, `${method} ${path}`).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("may say who is signed in and change its password; public reads answer as to a visitor", async () => {
    expect((await call("/api/auth/verify", { token })).status).toBe(200);
    for (const path of ["/api/info", "/api/gallery", "/api/competitions", "/api/products"]) {
      const withToken = await call(path, { token });
      expect(withToken.status, path).toBe(200);
    }
  });
});

describe("every route of the registry, for an account still on its temporary password", () => {
  // Each bench target sent as a signed-in account (app/route-registry.ts names each route's), on
  // every route not open to a temporary password: a new route is swept once its entry is written.
  const targets = routeEntries().flatMap(([id, entry]) =>
    entry.temporaryPassword === "allowed" || !("bench" in entry)
      ? []
      : // A parent is not an account: their targets carry a parent's session, not this one.
        BENCH_TARGETS.filter(
          (target) => target.as && target.as !== "parent" && (entry.bench as readonly string[]).includes(target.name),
        ).map((target) => [id, target] as const),
  );

  it("refuses it on every page and endpoint a signed-in account uses, and nothing changes", async () => {
    const account = await createUser({ role: "admin", mustChangePassword: true });
    const cookie = await sessionCookie(account.email, account.password);
    const token = await tokenFor(account.email, account.password);
    expect(targets.length).toBeGreaterThan(50);
    const before = await rowCounts();
    for (const [route, target] of targets) {
      const label = `${target.name} (${route})`;
      const bearer = target.via === "bearer";
      const { status, response, json } = await call(target.path, {
        method: target.method ?? "GET",
        body: bodyFor(target),
        ...(bearer ? { token } : { headers: { Cookie: cookie } }),
      });
      if (bearer) {
        expect(status, label).toBe(403);
        expect(json?.message, label).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
      } else {
        expect(status, label).toBe(302);
        expect(response.headers.get("Location"), label).toMatch(/^\/account\/password\?redirectTo=/);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
