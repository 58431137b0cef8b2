import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { call, createUser, sessionCookie, tokenFor, tokenOfNewSession } from "./helpers";

const withCookie = (path: string, cookie: string) => call(path, { headers: { Cookie: cookie } });

describe("HSTS", () => {
  it("is on every answer the worker gives: pages, API answers, refusals and errors", async () => {
    const answers = [
      await call("/"),
      await call("/api/info"),
      await call("/no-such-page"),
      await call("/api/orders"),
      await call("/api/auth/login", { method: "POST", body: {} }),
    ];
    for (const { response } of answers) {
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describe("Cache-Control on secret and personal answers", () => {
  it("is no-store on answers that carry a token", async () => {
    const user = await createUser();
    const login = await call("/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } });
    expect(login.json?.token).toBeTruthy();
    expect(login.response.headers.get("Cache-Control")).toBe("no-store");
    const changed = await call("/api/auth/password", {
      method: "POST",
      token: login.json?.token,
      body: { currentPassword: user.password, newPassword: "my-own-pass-2" },
    });
    expect(changed.json?.token).toBeTruthy();
    expect(changed.response.headers.get("Cache-Control")).toBe("no-store");
    // The sign-in page's redirect that sets the session cookie.
    const page = await call("/login", {
      method: "POST",
      rawBody: new URLSearchParams({ email: user.email, password: "my-own-pass-2" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(page.response.headers.get("Set-Cookie")).toContain("__Host-academy_session=");
    expect(page.response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("is no-store on a temporary password, the admin pages and orders", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const created = await call("/api/users", {
      method: "POST",
      token,
      body: { name: "New Teacher", email: `t-${Date.now()}@example.com`, role: "franchise" },
    });
    expect(created.json?.tempPassword).toBeTruthy();
    expect(created.response.headers.get("Cache-Control")).toBe("no-store");

    const cookie = await sessionCookie(admin.email, admin.password);
    for (const path of ["/admin", "/admin/users", "/kit-ordering/orders", "/api/users"]) {
      const answer = path.startsWith("/api") ? await call(path, { token }) : await withCookie(path, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    expect((await call("/api/orders", { token })).response.headers.get("Cache-Control")).toBe("no-store");
    // Parents' messages, the activity log and the accountant's files.
    for (const path of ["/api/contact", "/api/activity", "/api/exports/users.csv", "/api/exports/messages.csv"]) {
      const answer = await call(path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.response.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("keeps other pages private for a signed-in user, and leaves visitors' pages cacheable", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.email, user.password);
    expect((await withCookie("/gallery", cookie)).response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await call("/gallery")).response.headers.get("Cache-Control") ?? "").not.toMatch(/no-store|private/);
    expect((await call("/blogs/rss.xml")).response.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("lets the feed and the sitemap load and run nothing, with only the browser's XML viewer styled", async () => {
    for (const path of ["/blogs/rss.xml", "/sitemap.xml", "/sitemaps/pages.xml"]) {
      const answer = await call(path);
      expect(answer.status, path).toBe(200);
      expect(answer.response.headers.get("Content-Security-Policy"), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
      );
    }
  });
});

describe("the session cookie", () => {
  it("is a __Host- cookie: Secure, Path=/, no Domain, HttpOnly", async () => {
    const user = await createUser();
    const answer = await call("/login", {
      method: "POST",
      rawBody: new URLSearchParams({ email: user.email, password: user.password }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const setCookie = answer.response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-academy_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    for (const attribute of ["Secure", "Path=/", "HttpOnly", "SameSite=Lax"]) expect(setCookie).toContain(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("is cleared in the same answer when it fails verification", async () => {
    const forged = await withCookie("/", "__Host-academy_session=not.a.token");
    expect(forged.status).toBe(200);
    expect(forged.response.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=;.*Max-Age=0/);

    // A token that was valid, from an account that signed out since.
    const user = await createUser();
    const cookie = await sessionCookie(user.email, user.password);
    await call("/api/auth/logout", { method: "POST", token: cookie.split("=").slice(1).join("=") });
    const ended = await withCookie("/gallery", cookie);
    expect(ended.response.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=;.*Max-Age=0/);

    // A good cookie is left alone.
    const fresh = await sessionCookie(user.email, user.password);
    expect((await withCookie("/gallery", fresh)).response.headers.get("Set-Cookie")).toBeNull();
  });

  it("signed with another secret is not trusted", async () => {
    const user = await createUser();
    const foreign = await tokenOfNewSession({ id: user.id, role: "franchise" }, `${env.JWT_SECRET}-but-not-ours`);
    const answer = await withCookie("/kit-ordering", `__Host-academy_session=${foreign}`);
    expect(answer.status).toBe(302);
    expect(answer.response.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=;.*Max-Age=0/);
  });
});
