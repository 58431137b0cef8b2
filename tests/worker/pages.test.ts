import { describe, expect, it } from "vitest";
import { BASE, call, createUser, freshAddress, sessionCookie, tokenOfNewSession, uniqueEmail } from "./helpers";
import { workerFetch } from "./worker-fetch";

/** Submits a page form the way a browser without JavaScript does. */
async function submitForm(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  return { response, text: await response.text() };
}

const page = (path: string, cookie?: string) => call(path, { headers: cookie ? { Cookie: cookie } : {} });

describe("sign-in page", () => {
  it("signs in, sets an HttpOnly Secure SameSite=Lax session cookie and goes home", async () => {
    const user = await createUser();
    const { response } = await submitForm("/login", { email: user.email, password: user.password, redirectTo: "/" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-academy_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(setCookie).toContain(attribute);
  });

  it("returns to the guarded page that sent the visitor, but never to another site", async () => {
    const user = await createUser({ role: "admin" });
    const back = await submitForm("/login", { email: user.email, password: user.password, redirectTo: "/admin" });
    expect(back.response.headers.get("Location")).toBe("/admin");
    const offsite = await submitForm("/login", { email: user.email, password: user.password, redirectTo: "//evil.example" });
    expect(offsite.response.headers.get("Location")).toBe("/");
  });

  it("shows the refusal for a wrong password without echoing it", async () => {
    const user = await createUser();
    const { response, text } = await submitForm("/login", { email: user.email, password: "Wrong-Password-9" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(text).toContain("Invalid email or password");
    expect(text).not.toContain("Wrong-Password-9");
    // Without JavaScript the form comes back with the email still in it.
    expect(text).toMatch(new RegExp(`name="email"[^>]*value="${user.email}"|value="${user.email}"[^>]*name="email"`));
  });

  it("tells a pending account it awaits approval", async () => {
    const user = await createUser({ isApproved: false });
    const { text, response } = await submitForm("/login", { email: user.email, password: user.password });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(text).toContain("waiting for approval");
  });
});

describe("sign-up page", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    name: "Meera Joshi",
    email: uniqueEmail("page"),
    whatsappNumber: "9822012345",
    password: "Kits-for-2026",
    confirmPassword: "Kits-for-2026",
    ...overrides,
  });

  it("registers and shows the approval message", async () => {
    const { response, text } = await submitForm("/register", fields());
    expect(response.status).toBe(200);
    expect(text).toContain("Your request has been sent. Please wait for approval.");
    expect(text).not.toContain("Kits-for-2026");
  });

  it("says 'Passwords do not match'", async () => {
    const { text } = await submitForm("/register", fields({ confirmPassword: "Kits-for-2027" }));
    expect(text).toContain("Passwords do not match");
    expect(text).not.toContain("Your request has been sent");
    expect(text).not.toContain("Kits-for-202");
  });

  it("says 'Password must be at least 6 characters long'", async () => {
    const { text } = await submitForm("/register", fields({ password: "abc", confirmPassword: "abc" }));
    expect(text).toContain("Password must be at least 6 characters long");
  });
});

describe("page guards", () => {
  it("sends signed-out visitors of /admin and /kit-ordering to /login", async () => {
    for (const path of ["/admin", "/kit-ordering"]) {
      const { status, response } = await page(path);
      expect(status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("sends a franchise partner away from /admin but lets them order kits", async () => {
    const franchise = await createUser();
    const cookie = await sessionCookie(franchise.email, franchise.password);
    const admin = await page("/admin", cookie);
    expect(admin.status).toBe(302);
    expect(admin.response.headers.get("Location")).toBe("/");
    const kits = await page("/kit-ordering", cookie);
    expect(kits.status).toBe(200);
    expect(kits.text).toContain("Educational Kit Ordering");
  });

  it("treats an unapproved account's token as signed out", async () => {
    const pending = await createUser({ isApproved: false });
    const token = await tokenOfNewSession({ id: pending.id, role: "franchise" });
    const { status, response } = await page("/kit-ordering", `__Host-academy_session=${token}`);
    expect(status).toBe(302);
    expect(response.headers.get("Location")).toContain("/login");
  });

  it("lets an admin into the dashboard", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.email, admin.password);
    const { status, text } = await page("/admin", cookie);
    expect(status).toBe(200);
    expect(text).toContain("Total Users");
  });
});

describe("header links by role", () => {
  const mainNav = (html: string) => html.match(/<nav aria-label="Main".*?<\/nav>/s)?.[0] ?? "";

  it("shows visitors the five public pages, Login and Sign Up", async () => {
    const { text } = await page("/");
    const nav = mainNav(text);
    for (const label of ["Home", "Centres", "Blogs", "Gallery", "Competitions", "Contact"]) expect(nav).toContain(`>${label}</a>`);
    expect(nav).not.toContain("Kit Ordering");
    expect(text).toContain(">Login</a>");
    expect(text).toContain(">Sign Up</a>");
  });

  it("adds Kit Ordering for an approved franchise partner, and both for an admin", async () => {
    const franchise = await createUser();
    const franchiseNav = mainNav((await page("/", await sessionCookie(franchise.email, franchise.password))).text);
    expect(franchiseNav).toContain(">Kit Ordering</a>");
    expect(franchiseNav).not.toContain("Admin Dashboard");

    const admin = await createUser({ role: "admin" });
    const adminNav = mainNav((await page("/", await sessionCookie(admin.email, admin.password))).text);
    expect(adminNav).toContain(">Kit Ordering</a>");
    expect(adminNav).toContain(">Admin Dashboard</a>");
  });

  it("marks the current page's link as active", async () => {
    const { text } = await page("/");
    expect(mainNav(text)).toMatch(/aria-current="page"[^>]*href="\/"/);
  });
});

describe("layout, errors and headers", () => {
  it("shows 'Oops! Page not found' with status 404 inside the layout", async () => {
    const { status, text } = await page("/no/such/page");
    expect(status).toBe(404);
    expect(text).toContain("Oops! Page not found");
    expect(text).toContain("Return to Home");
    expect(text).toContain("© 2024 Bright Minds Academy. All rights reserved.");
    expect(text).toContain("<title>Page not found | ");
  });

  it("sends a nonce-based Content-Security-Policy and the security headers, and the nonce is on Remix's scripts", async () => {
    const { response, text } = await page("/");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const scripts = text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const other = await page("/");
    expect(other.response.headers.get("Content-Security-Policy")).not.toContain(nonce!);
  });

  it("gives API answers the security headers too", async () => {
    const { response } = await call("/api/auth/verify");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("signs out by clearing the cookie", async () => {
    const { response } = await submitForm("/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-academy_session=;.*Max-Age=0/);
  });
});
