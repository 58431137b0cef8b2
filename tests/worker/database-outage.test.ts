import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "~/lib/database-outage.server";
import worker from "../../server";
import { BASE, freshAddress, signedInUser, withoutScripts } from "./helpers";

// D1 down: the real worker (server.ts over the build) with a DB binding that fails every query.
// Every page still answers a page (its content without what D1 holds, or the friendly 503 page),
// every API answers the contract's JSON error, and nothing says what broke or where.

const DETAIL = "SECRET-DETAIL";

/** D1 answering every statement, batch and exec with a failure, as it does when it cannot be reached. */
function rejectingD1(message: string): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const statement: Record<string, unknown> = { all: fail, raw: fail, run: fail, first: fail };
  statement.bind = () => statement;
  const d1: Record<string, unknown> = { prepare: () => statement, batch: fail, exec: fail, getBookmark: () => null };
  d1.withSession = () => d1;
  return d1 as unknown as D1Database;
}

/** A binding that throws at once, before any query is sent. */
function throwingD1(message: string): D1Database {
  const fail = () => {
    throw new Error(message);
  };
  const d1: Record<string, unknown> = { prepare: fail, batch: fail, exec: fail, getBookmark: () => null };
  d1.withSession = () => d1;
  return d1 as unknown as D1Database;
}

const OUTAGES: [string, D1Database][] = [
  ["D1 is overloaded", rejectingD1(`D1_ERROR: D1 DB is overloaded. Too many requests queued. ${DETAIL}`)],
  ["the connection to D1 is lost", rejectingD1(`Network connection lost. ${DETAIL}`)],
  ["the D1 binding throws", throwingD1(`D1_ERROR: internal error ${DETAIL}`)],
];

const UNAVAILABLE_TITLE = "We cannot reach our records right now";
const UNAVAILABLE_DETAIL = "Please try again in a minute.";

/** Neither the error, nor a stack frame, nor a file path, nor the generic crash pages. */
function expectNoInternals(text: string) {
  expect(text).not.toContain(DETAIL);
  expect(text).not.toMatch(/D1_ERROR|D1 DB|Failed query|DrizzleQueryError|Network connection lost|SanitizedError/);
  expect(text).not.toMatch(/\n\s+at |\bat \S+ \([^)]*:\d+:\d+\)|\.(ts|tsx|js|mjs):\d+|node_modules|build\/server/);
  // The page's words travel with its data (the error page's title too, in case it is needed): a page
  // shows what is outside its scripts, and a page's data (turbo-stream) would carry a crash as the server's error.
  if (text.startsWith("[")) expect(text).not.toMatch(/Unexpected Server Error|Error: /);
  else expect(withoutScripts(text)).not.toMatch(/Unexpected (Application|Server) Error|Error: /);
}

describe.each(OUTAGES)("when %s", (_, brokenDb) => {
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    // Signed in while D1 still answered; the outage begins afterwards.
    ({ cookie, token } = await signedInUser("admin"));
  });
  // The outage is logged for the operator; the test output need not show it.
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  async function request(
    path: string,
    { cookie, token, method = "GET", body }: { cookie?: string; token?: string; method?: string; body?: BodyInit } = {},
  ) {
    const headers: Record<string, string> = { "CF-Connecting-IP": freshAddress() };
    if (cookie) headers.Cookie = cookie;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (typeof body === "string") headers["Content-Type"] = "application/json";
    const ctx = createExecutionContext();
    const incoming = new Request(`${BASE}${path}`, { method, body, headers, redirect: "manual" });
    const response = await worker.fetch(incoming as Request<unknown, IncomingRequestCfProperties>, { ...env, DB: brokenDb }, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, status: response.status, text };
  }

  function expectUnavailablePage({ response, status, text }: Awaited<ReturnType<typeof request>>) {
    expect(status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(text).toMatch(/^<!DOCTYPE html>/i);
    expect(text).toContain(UNAVAILABLE_TITLE);
    expect(text).toContain(UNAVAILABLE_DETAIL);
    expect(text).toContain("Return to Home");
    expectNoInternals(text);
  }

  function expectUnavailableJson({ response, status, text }: Awaited<ReturnType<typeof request>>) {
    expect(status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(JSON.parse(text)).toEqual({ success: false, message: `${UNAVAILABLE_TITLE}. ${UNAVAILABLE_DETAIL}` });
    expectNoInternals(text);
  }

  it.each([
    ["/", "Welcome to"],
    ["/contact", "Get In Touch"],
    ["/login", "Welcome back"],
    ["/register", "Create your account"],
  ])("a visitor sees %s as always (D1 is not needed for it)", async (path, content) => {
    const page = await request(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(content);
    expectNoInternals(page.text);
  });

  it("a visitor sees the competitions page say the list could not be loaded, not that there are none", async () => {
    const page = await request("/competitions");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Competitions &amp; Events");
    expect(page.text).toContain("Competitions could not be loaded");
    expect(withoutScripts(page.text)).not.toContain("No competitions found");
    expectNoInternals(page.text);
  });

  it.each(["/blogs", "/blogs/a-post", "/gallery"])("a visitor gets the friendly 503 page inside the layout for %s", async (path) => {
    const page = await request(path);
    expectUnavailablePage(page);
    // Header and footer stay, so the visitor can go on to the pages that do work.
    expect(page.text).toContain('aria-label="Main"');
    expect(page.text).toContain("Temporarily unavailable");
  });

  it("moving to a page in the browser (its data request) gets the same 503, which the page shows", async () => {
    const { response, status, text } = await request("/blogs.data");
    expect(status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(text).toContain(`${UNAVAILABLE_TITLE}. ${UNAVAILABLE_DETAIL}`);
    expectNoInternals(text);
  });

  it("a visitor is still sent to sign in for a signed-in page, and an unknown page is still not found", async () => {
    const guarded = await request("/kit-ordering");
    expect(guarded.status).toBe(302);
    expect(guarded.response.headers.get("Location")).toBe("/login?redirectTo=%2Fkit-ordering");
    const missing = await request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("Oops! Page not found");
  });

  it.each([
    "/",
    "/blogs",
    "/contact",
    "/login",
    "/register",
    "/admin",
    "/kit-ordering",
    "/kit-ordering/orders",
    "/kit-ordering/orders/some-order/invoice",
    "/account/password",
  ])("a signed-in user gets the friendly 503 page for %s, never the sign-in page", async (path) => {
    // Whose session it is cannot be checked, so no page can be shown as theirs, and none as a visitor's.
    const page = await request(path, { cookie });
    expectUnavailablePage(page);
    expect(page.response.headers.get("Location")).toBeNull();
    // Nor is the session ended: once D1 answers again, the same cookie works.
    expect(page.response.headers.get("Set-Cookie")).toBeNull();
  });

  it.each(["/sitemap.xml", "/sitemaps/posts-1.xml", "/blogs/rss.xml", "/admin/notifications"])(
    "%s answers 503 with the message",
    async (path) => {
      expectUnavailableJson(await request(path, { cookie }));
    },
  );

  it.each(["/api/blogs", "/api/gallery", "/api/competitions", "/api/products"])(
    "GET %s answers the API's JSON error with 503",
    async (path) => {
      expectUnavailableJson(await request(path));
    },
  );

  it.each(["/api/auth/verify", "/api/orders", "/api/orders/some-id", "/api/notifications", "/api/users", "/api/users/pending"])(
    "GET %s with a token answers the API's JSON error with 503, not 401",
    async (path) => {
      expectUnavailableJson(await request(path, { token }));
    },
  );

  it("the site info still answers from the built-in defaults", async () => {
    const { status, text } = await request("/api/info");
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true, info: { contact: expect.any(Object) } });
  });

  it("signing in through the API answers 503 with the message", async () => {
    expectUnavailableJson(
      await request("/api/auth/login", { method: "POST", body: JSON.stringify({ email: "asha@example.com", password: "secret-pass-1" }) }),
    );
  });

  it.each([
    ["/login", { email: "asha@example.com", password: "secret-pass-1" }, "An unexpected error occurred"],
    [
      "/contact",
      { name: "Asha Patil", email: "asha@example.com", phone: "98123 45678", subject: "Batches", message: "Do you have evening batches?" },
      "Failed to send message",
    ],
  ])("a form posted to %s without JavaScript comes back as the page with its failure text, status 503", async (path, fields, failure) => {
    const page = await request(path, { method: "POST", body: new URLSearchParams(fields) });
    expect(page.status).toBe(503);
    expect(page.response.headers.get("Retry-After")).toBe("60");
    expect(page.text).toMatch(/^<!DOCTYPE html>/i);
    expect(page.text).toContain(failure);
    expectNoInternals(page.text);
  });
});

describe("what counts as D1 being unavailable", () => {
  const failureOf = (run: () => Promise<unknown>) =>
    run().then(
      () => expect.fail("the query should have failed"),
      (error: unknown) => error,
    );

  it("a failure to answer, however it arrives", async () => {
    for (const [, brokenDb] of OUTAGES) {
      expect(isDatabaseUnavailable(await failureOf(async () => brokenDb.prepare("select 1").all()))).toBe(true);
      expect(isDatabaseUnavailable(await failureOf(async () => brokenDb.batch([])))).toBe(true);
    }
  });

  it("not a query D1 answered with a refusal (a bug or a conflict), nor a bug in the code", async () => {
    const missingTable = await failureOf(() => env.DB.prepare("select * from no_such_table").all());
    const duplicate = await failureOf(() =>
      env.DB.prepare("insert into site_settings (key, value, updated_at) values ('contact', '{}', 'x'), ('contact', '{}', 'x')").run(),
    );
    const badValue = await failureOf(async () => env.DB.prepare("select ?").bind({}).all());
    for (const error of [missingTable, duplicate, badValue, new TypeError("Cannot read properties of undefined")]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
