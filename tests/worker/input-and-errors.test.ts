// What the worker does with input it must refuse, and with its own failures: a clear message naming
// the field (bad input, limits, content types, control characters, common passwords), the one
// page-action protocol, posts from other sites, an error's detail kept from the page, a weak signing
// secret. One file: one workerd start.

import { type ActionFunctionArgs, type AppLoadContext, createRequestHandler, redirect, type ServerBuild } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { blogs, contactMessages, leads, notifications, orders, products, users } from "~/db/schema";
import type { ActionResult } from "~/lib/action-result";
import { indiaDate, oneYearAfter } from "~/lib/dates";
import { readServerEnv } from "~/web/env.server";
import { invalidInput } from "~/lib/errors";
import { pageAction } from "~/web/page-action.server";
import { CONTACT_FAILURES } from "~/validation/contact";
import { intent } from "~/validation/fields";
import { z } from "~/validation/zod";
// The server build exists only after `npm run build` (which comes before these tests), so the
// typecheck may run with or without it, as in server.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output, typed as ServerBuild below
import * as build from "../../build/server";
import { BASE, call, createUser, db, freshAddress, sessionCookie, signedInUser, tokenFor, uniqueEmail, validRegistration } from "./helpers";
import { franchiseEnquiry } from "./lead-fixtures";
import { assertWellFormedXml } from "./well-formed-xml";
import { readWholeSitemap } from "./whole-sitemap";
import { workerFetch } from "./worker-fetch";

// Issue 12, finding 9: control characters are refused in every text field (tab and line breaks
// only where the text has several lines), naming the field, so the RSS feed and the sitemap stay
// well-formed XML whatever is posted.

const oneLine = (label: string) => `${label} must be one line, without tabs or control characters`;
const manyLines = (label: string) => `${label} must not contain control characters`;
const CONTROLS = ["\u0000", "\u0001", "\u0007", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f"];

const post = (overrides: Record<string, unknown> = {}) => ({
  title: `Control ${crypto.randomUUID().slice(0, 8)}`,
  excerpt: "An excerpt.",
  content: "Some content.",
  category: "abacus",
  status: "published",
  // Newest of all, so the feed (the newest 50) carries it.
  publishedDate: oneYearAfter(indiaDate()),
  ...overrides,
});

let adminToken: string;
let adminCookie: string;
let partnerToken: string;

beforeAll(async () => {
  ({ token: adminToken, cookie: adminCookie } = await signedInUser("admin"));
  const partner = await createUser();
  partnerToken = await tokenFor(partner.email, partner.password);
});

const titled = (title: string) => db.select().from(blogs).where(eq(blogs.title, title)).get();

describe("a blog post", () => {
  it.each(CONTROLS.map((control) => [control]))("refuses %j in the title, naming it (POST /api/blogs)", async (control) => {
    const title = `Before ${crypto.randomUUID().slice(0, 8)}`;
    const { status, json } = await call("/api/blogs", {
      method: "POST",
      token: adminToken,
      body: post({ title: `${title}${control}after` }),
    });
    expect(status).toBe(400);
    expect(json?.errors).toEqual({ title: [oneLine("Title")] });
    expect(
      await db
        .select()
        .from(blogs)
        .where(eq(blogs.title, `${title}${control}after`))
        .get(),
    ).toBeUndefined();
  });

  it.each(["\u0001", "\u000b", "\u001f", "\u0000"].map((control) => [control]))(
    "refuses %j in the content and the excerpt, naming them",
    async (control) => {
      const body = post({ content: `Line one${control}line two`, excerpt: `Short${control}` });
      const { status, json } = await call("/api/blogs", { method: "POST", token: adminToken, body });
      expect(status).toBe(400);
      expect(json?.errors).toEqual({ content: [manyLines("Content")], excerpt: [manyLines("Excerpt")] });
      expect(await titled(body.title)).toBeUndefined();
    },
  );

  it("refuses a tab or a line break in the title, but keeps them in the content", async () => {
    for (const title of ["Tab\there", "Two\nlines", "Ends with a line break\r\n"]) {
      const { status, json } = await call("/api/blogs", { method: "POST", token: adminToken, body: post({ title }) });
      expect(status, JSON.stringify(title)).toBe(400);
      expect(json?.errors.title).toEqual([oneLine("Title")]);
    }
    const body = post({ content: "Steps:\r\n\t1. Count\n\t2. Add", excerpt: "Two\nlines" });
    const { status, json } = await call("/api/blogs", { method: "POST", token: adminToken, body });
    expect(status).toBe(201);
    expect(json?.blog).toMatchObject({ content: "Steps:\r\n\t1. Count\n\t2. Add", excerpt: "Two\nlines" });
  });

  it("refuses a control character in an edit and in the page's form too", async () => {
    const created = await call("/api/blogs", { method: "POST", token: adminToken, body: post() });
    const edit = await call(`/api/blogs/${created.json?.blog.id}`, {
      method: "PUT",
      token: adminToken,
      body: post({ title: "Edited\u0001" }),
    });
    expect(edit.status).toBe(400);
    expect(edit.json?.errors).toEqual({ title: [oneLine("Title")] });
    expect((await db.select().from(blogs).where(eq(blogs.id, created.json?.blog.id)).get())?.title).toBe(created.json?.blog.title);

    const title = `Page ${crypto.randomUUID().slice(0, 8)}\u001f`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "create", ...post({ title }) })) form.append(name, String(value));
    const response = await workerFetch(`${BASE}/blogs?index`, {
      method: "POST",
      redirect: "manual",
      body: form,
      headers: { "CF-Connecting-IP": freshAddress(), Cookie: adminCookie },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(oneLine("Title"));
    expect(await titled(title)).toBeUndefined();
  });
});

describe("every other text field", () => {
  type Case = { path: string; token?: () => string; body: () => Record<string, unknown>; field: string; message: string };
  const competition = () => ({
    title: "State Abacus Meet",
    description: "A one-day contest.",
    date: "2026-12-12",
    location: "Pune",
    prizes: ["Gold trophy"],
    buttonUrl: "https://example.com/register",
  });
  const product = () => ({
    name: "Phonics kit",
    description: "Cards.",
    price: 1800,
    includes: ["Sound cards"],
    hsnCode: "4901",
    unit: "SET",
  });
  const order = () => ({
    items: [{ productId: "kit-1", name: "Phonics kit", qty: 1, price: 1800 }],
    subtotal: 1800,
    gst: 324,
    total: 2124,
    franchiseeName: "Kothrud Centre",
    billingAddress: "12 Karve Road, Pune 411038",
  });
  const contact = () => ({
    name: "Kavita Jadhav",
    email: uniqueEmail("parent"),
    phone: "+91 98220 12345",
    area: "Kothrud",
    subject: "Batches",
    message: "Is there a Saturday batch?",
  });
  const admin = () => adminToken;
  const partner = () => partnerToken;
  const cases: Case[] = [
    {
      path: "/api/auth/register",
      body: () => validRegistration({ name: "Asha\u0001 Patil" }),
      field: "name",
      message: oneLine("Full name"),
    },
    {
      path: "/api/users",
      token: admin,
      body: () => ({ name: "Meera\u000bJoshi", email: uniqueEmail("made") }),
      field: "name",
      message: oneLine("Full name"),
    },
    { path: "/api/contact", body: () => ({ ...contact(), name: "Kavita\u001b" }), field: "name", message: oneLine("Name") },
    { path: "/api/contact", body: () => ({ ...contact(), phone: "98220\u000b12345" }), field: "phone", message: oneLine("Phone") },
    { path: "/api/contact", body: () => ({ ...contact(), area: "Kothrud\u0007" }), field: "area", message: oneLine("Area") },
    { path: "/api/contact", body: () => ({ ...contact(), subject: "Bat\tches" }), field: "subject", message: oneLine("Subject") },
    { path: "/api/contact", body: () => ({ ...contact(), message: "Hello\u0000" }), field: "message", message: manyLines("Message") },
    {
      path: "/api/competitions",
      token: admin,
      body: () => ({ ...competition(), title: "Meet\u0085" }),
      field: "title",
      message: oneLine("Title"),
    },
    {
      path: "/api/competitions",
      token: admin,
      body: () => ({ ...competition(), location: "Pune\u007f" }),
      field: "location",
      message: oneLine("Location"),
    },
    {
      path: "/api/competitions",
      token: admin,
      body: () => ({ ...competition(), description: "Round\u0002one" }),
      field: "description",
      message: manyLines("Description"),
    },
    {
      path: "/api/competitions",
      token: admin,
      body: () => ({ ...competition(), prizes: ["Gold\u0003"] }),
      field: "prizes.0",
      message: oneLine("Each prize"),
    },
    {
      path: "/api/competitions",
      token: admin,
      body: () => ({ ...competition(), buttonUrl: "https://example.com/\u0001x" }),
      field: "buttonUrl",
      message: "buttonUrl must be a valid URL",
    },
    { path: "/api/products", token: admin, body: () => ({ ...product(), name: "Kit\u0004" }), field: "name", message: oneLine("Name") },
    {
      path: "/api/products",
      token: admin,
      body: () => ({ ...product(), description: "Cards\u0005" }),
      field: "description",
      message: manyLines("Description"),
    },
    {
      path: "/api/products",
      token: admin,
      body: () => ({ ...product(), includes: ["Cards\n"] }),
      field: "includes.0",
      message: oneLine("Each included item"),
    },
    {
      path: "/api/orders",
      token: partner,
      body: () => ({ ...order(), franchiseeName: "Kothrud\u0006" }),
      field: "franchiseeName",
      message: oneLine("Franchisee name"),
    },
    {
      path: "/api/orders",
      token: partner,
      body: () => ({ ...order(), items: [{ ...order().items[0], name: "Kit\u0008" }] }),
      field: "items.0.name",
      message: oneLine("Item name"),
    },
    {
      path: "/api/blogs",
      token: admin,
      body: () => post({ buttonUrl: "https://example.com/a\tb" }),
      field: "buttonUrl",
      message: "buttonUrl must be a valid URL",
    },
  ];

  it.each(cases.map((testCase) => [`${testCase.path} ${testCase.field}`, testCase]))(
    "refuses a control character in %s, naming the field",
    async (_name, { path, token, body, field, message }) => {
      const { status, json } = await call(path, { method: "POST", token: token?.(), body: body() });
      expect(status).toBe(400);
      expect(json?.errors[field]).toEqual([message]);
    },
  );
});

describe("the RSS feed and the sitemap", () => {
  it("stay well-formed XML with tabs, line breaks, emoji and markup characters in posts", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const title = `Sums & <Signs> 🎉 "quoted" 'single' ${marker}`;
    const excerpt = "Line one\n\tLine two & <b>bold</b> 🧮\r\nEnd";
    const created = await call("/api/blogs", { method: "POST", token: adminToken, body: post({ title, excerpt }) });
    expect(created.status).toBe(201);

    const rss = await call("/blogs/rss.xml");
    expect(assertWellFormedXml(rss.text)).toBe("rss");
    expect(rss.text).toContain(`<title>Sums &amp; &lt;Signs&gt; 🎉 &quot;quoted&quot; &apos;single&apos; ${marker}</title>`);
    expect(rss.text).toContain("Line one\n\tLine two &amp; &lt;b&gt;bold&lt;/b&gt; 🧮");
    const sitemap = await readWholeSitemap();
    expect(assertWellFormedXml(sitemap.index.text)).toBe("sitemapindex");
    for (const part of sitemap.parts) expect(assertWellFormedXml(part.text)).toBe("urlset");
    expect(sitemap.text).toContain(`/blogs/${created.json?.blog.slug}</loc>`);
  });

  it("stay well-formed even with a control character stored before the forms refused them", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    await db.insert(blogs).values({
      ...post({ title: `Old\u0001 post\u000b ${marker}\ufffe`, excerpt: "Bell\u0007 and escape\u001b" }),
      status: "published",
      category: "abacus",
      slug: `old-post-${marker}`,
      authorName: "Earlier\u0002 author",
    } as typeof blogs.$inferInsert);

    const rss = await call("/blogs/rss.xml");
    expect(assertWellFormedXml(rss.text)).toBe("rss");
    expect(rss.text).toContain(`<title>Old post ${marker}</title>`);
    expect(rss.text).toContain("<description>Bell and escape</description>");
    for (const part of (await readWholeSitemap()).parts) expect(assertWellFormedXml(part.text)).toBe("urlset");
  });
});

/** No answer to bad input may be a 500 or show a stack trace. */
function expectCleanError(status: number, text: string) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain("Error:");
}

describe("bad input to the account API", () => {
  it.each(["{bad json", "", "null", "[]", '"a string"', "42"])("answers 400 to the body %j", async (rawBody) => {
    for (const path of ["/api/auth/login", "/api/auth/register"]) {
      const { status, json, text } = await call(path, { method: "POST", rawBody });
      expectCleanError(status, text);
      expect(status).toBe(400);
      expect(json?.success).toBe(false);
      expect(typeof json?.message).toBe("string");
    }
  });

  it("answers 400 to wrong types", async () => {
    const { status, json } = await call("/api/auth/login", { method: "POST", body: { email: 12, password: { $ne: "" } } });
    expect(status).toBe(400);
    expect(Object.keys(json?.errors).sort()).toEqual(["email", "password"]);
  });

  it("answers 413 to a body over the size limit, declared or streamed", async () => {
    const huge = JSON.stringify({ email: "a@example.com", password: "x".repeat(40_000) });
    const declared = await call("/api/auth/login", { method: "POST", rawBody: huge });
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ success: false });

    const chunk = new TextEncoder().encode("x".repeat(8192));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await workerFetch(`${BASE}/api/auth/register`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("answers unknown /api paths with a JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const { status, json, response } = await call("/api/does/not/exist", { method });
      expect(status).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(json).toMatchObject({ success: false });
    }
  });

  it("answers the wrong method with 405 and the allowed one", async () => {
    const login = await call("/api/auth/login");
    expect(login.status).toBe(405);
    expect(login.response.headers.get("Allow")).toBe("POST");
    const verify = await call("/api/auth/verify", { method: "POST", body: {} });
    expect(verify.status).toBe(405);
  });

  it.each(["Basic abc", "Bearer", "Bearer a b", "token"])("answers 401 to the Authorization header %j", async (authorization) => {
    const { status, json, text } = await call("/api/auth/verify", { headers: { Authorization: authorization } });
    expectCleanError(status, text);
    expect(status).toBe(401);
    expect(json?.success).toBe(false);
  });
});

// Inputs a client may send that once gave a 500.

describe("marking many notifications read", () => {
  it("takes the most the API allows (100 ids) in one call", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const ids: string[] = Array.from({ length: 100 }, () => crypto.randomUUID());
    // 40 of them exist (written 10 at a time: D1's own parameter limit applies to the test too).
    for (let i = 0; i < 40; i += 10) {
      await db.insert(notifications).values(ids.slice(i, i + 10).map((id) => ({ id, title: "Bulk", message: `Bulk ${id}` })));
    }
    const answer = await call("/api/notifications", { method: "PATCH", token, body: { ids } });
    expect(answer.status, answer.text).toBe(200);
    const rows = await db.select().from(notifications).all();
    const marked = rows.filter((row) => ids.includes(row.id));
    expect(marked).toHaveLength(40);
    expect(marked.every((row) => row.read)).toBe(true);
    // One more is refused with a message, not a crash.
    const tooMany = await call("/api/notifications", { method: "PATCH", token, body: { ids: [...ids, "one-more"] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json?.errors?.ids).toEqual(["Mark at most 100 notifications at once"]);
  });
});

describe("posts with the same title at the same moment", () => {
  it("all get saved, each at its own address", async () => {
    const author = await createUser({ role: "admin" });
    const token = await tokenFor(author.email, author.password);
    const title = `Abacus Olympiad results ${crypto.randomUUID().slice(0, 8)}`;
    const post = () =>
      call("/api/blogs", {
        method: "POST",
        token,
        body: {
          title,
          excerpt: "Results.",
          content: "Our champions of the year.",
          category: "abacus",
          status: "published",
          publishedDate: "2026-11-20",
        },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, post));
    expect(
      answers.map((answer) => answer.status),
      answers[0]?.text,
    ).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = answers.map((answer) => answer.json?.blog?.slug as string);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect((await call(`/blogs/${slug}`)).status).toBe(200);
  });

  it("renamed at once to one title, both edits land at distinct addresses", async () => {
    const author = await createUser({ role: "admin" });
    const token = await tokenFor(author.email, author.password);
    const make = async (title: string) =>
      (
        await call("/api/blogs", {
          method: "POST",
          token,
          body: { title, excerpt: "Text.", content: "Text.", category: "abacus", status: "published", publishedDate: "2026-11-20" },
        })
      ).json?.blog?.id as string;
    const ids = await Promise.all([
      make(`First ${crypto.randomUUID()}`),
      make(`Second ${crypto.randomUUID()}`),
      make(`Third ${crypto.randomUUID()}`),
    ]);
    const title = `One name for all ${crypto.randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      ids.map((id) =>
        call(`/api/blogs/${id}`, {
          method: "PUT",
          token,
          body: { title, excerpt: "Text.", content: "Text.", category: "abacus", status: "published", publishedDate: "2026-11-20" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json?.blog?.slug)).size).toBe(3);
  });
});

// A form on any other site can post `text/plain` (and form encodings) to this site without the
// browser asking first; `application/json` it cannot (CORS preflight). So the JSON API reads a body
// only when it says it is JSON: anything else is 415 with a clear message, and nothing changes.

const contactMessage = () => ({ name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" });

/** The open endpoints a stranger's form could reach, each with a body that would be accepted as JSON. */
const openEndpoints = () =>
  [
    ["/api/leads", franchiseEnquiry({ message: "I run tuition classes and want to add abacus." })],
    ["/api/contact", contactMessage()],
    ["/api/auth/register", validRegistration()],
    ["/api/auth/forgot", { email: uniqueEmail("forgot") }],
    ["/api/auth/reset", { email: uniqueEmail("reset"), code: "123456", password: "a-new-pass-1" }],
    ["/api/auth/login", { email: uniqueEmail("login"), password: "some-pass-1" }],
  ] as const;

async function rowCounts() {
  const [[l], [c], [u]] = await db.batch([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(users),
  ]);
  return { leads: l!.n, contactMessages: c!.n, users: u!.n };
}

/** A post the way a cross-site form sends it: no preflight, the body typed as the form says. */
async function postAs(path: string, contentType: string | null, body: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: {
      "CF-Connecting-IP": freshAddress(),
      Origin: "https://evil.example",
      ...(contentType === null ? {} : { "Content-Type": contentType }),
    },
  });
  // Without a Content-Type a string body would be labelled text/plain by fetch itself.
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

describe("the JSON API reads only JSON bodies", () => {
  it("answers 415 with a clear message to text/plain and form posts from another site, and changes nothing", async () => {
    const before = await rowCounts();
    for (const [path, payload] of openEndpoints()) {
      const json = JSON.stringify(payload);
      for (const type of [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ]) {
        const answer = await postAs(path, type, json);
        expect(answer.status, `${path} as ${type}`).toBe(415);
        expect(answer.json, `${path} as ${type}`).toEqual({
          success: false,
          message: 'The request body must be JSON, sent with the header "Content-Type: application/json".',
        });
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("takes application/json with or without a charset, in any letter case", async () => {
    const before = await rowCounts();
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      expect((await postAs("/api/contact", type, JSON.stringify(contactMessage()))).status, type).toBe(201);
    }
    expect((await rowCounts()).contactMessages).toBe(before.contactMessages + 3);
  });

  it("asks the same of signed-in callers' JSON bodies", async () => {
    const partner = await signedInUser();
    const profile = await call("/api/profile", {
      method: "PUT",
      token: partner.token,
      rawBody: JSON.stringify({ businessName: "Plain Text Traders" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(profile.status).toBe(415);
    expect(profile.json?.message).toContain("Content-Type: application/json");
  });
});

const COMMON = "This password is too common and easy to guess. Please choose a less common one.";

describe("common passwords", () => {
  it("are refused at sign-up, whatever their case, and no account is made", async () => {
    for (const password of ["password", "Qwerty123", "iloveyou", "12345678"]) {
      const registration = validRegistration({ password });
      const answer = await call("/api/auth/register", { method: "POST", body: registration });
      expect(answer.status).toBe(400);
      expect(answer.json?.errors?.password).toEqual([COMMON]);
      expect(await db.select().from(users).where(eq(users.email, registration.email)).get()).toBeUndefined();
    }
  });

  it("keep the spec's minimum-length message for short ones", async () => {
    const answer = await call("/api/auth/register", { method: "POST", body: validRegistration({ password: "12345" }) });
    expect(answer.json?.errors?.password).toEqual(["Password must be at least 6 characters long"]);
  });

  it("are refused as a new password", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const answer = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: user.password, newPassword: "sunshine" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.newPassword).toEqual([COMMON]);
    expect((await call("/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("leave uncommon passwords alone", async () => {
    expect((await call("/api/auth/register", { method: "POST", body: validRegistration({ password: "Kits-for-2026" }) })).status).toBe(201);
  });
});

// The one page-action protocol (web/page-action.server.ts), on a page with two small forms.
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("send"), name: z.string({ error: "Name is required" }), secret: z.string().optional() }),
  z.object({ intent: intent("remove"), id: z.string().min(1, "id is required") }),
]);
const failures = { send: CONTACT_FAILURES.send, remove: "Could not remove it" };

const context = { db, cloudflare: { env, ctx: {} }, serverEnv: { JWT_SECRET: "x" }, deliver: () => {} } as unknown as AppLoadContext;

function actionArgs(body: URLSearchParams | string, { url = "https://academy.test/page", json = false } = {}): ActionFunctionArgs {
  const headers = { "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded" };
  return { request: new Request(url, { method: "POST", body, headers }), context, params: {} };
}

/** What the action answered: its status and the ActionResult (Remix's data() wrapper unwrapped). */
async function answer(action: (args: ActionFunctionArgs) => Promise<unknown>, args: ActionFunctionArgs) {
  const outcome = (await action(args)) as { data: ActionResult; init: { status: number } };
  return { status: outcome.init.status, result: outcome.data };
}

const guardPasses = async () => ({ id: "someone" });

type SendContext = { input: { name: string } };
/** The page's action, with `send` as the "send" form's handler (removing always works). */
const actionWhereSend = (send: (context: SendContext) => Promise<{ message: string }>) =>
  pageAction({ guard: guardPasses, schema, failures, handlers: { send, remove: async () => ({ message: "Removed" }) } });

describe("pageAction", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers success with the handler's message and data, for the form its intent names", async () => {
    const action = pageAction({
      guard: guardPasses,
      schema,
      failures,
      handlers: {
        send: async ({ input, actor }) => ({ message: `Sent by ${actor.id}`, data: { name: input.name } }),
        remove: async () => ({ message: "Removed" }),
      },
    });
    const { status, result } = await answer(action, actionArgs(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(200);
    expect(result).toEqual({ ok: true, intent: "send", message: "Sent by someone", data: { name: "Meera" } });
    // The intent and id may also come in the action URL.
    const removed = await answer(action, actionArgs(new URLSearchParams({}), { url: "https://academy.test/page?intent=remove&id=7" }));
    expect(removed.result).toMatchObject({ ok: true, intent: "remove", message: "Removed" });
  });

  it("refuses bad input as an answered form, with the messages by field and the values (never hidden fields), and runs nothing", async () => {
    const send = vi.fn(async () => ({ message: "Sent" }));
    const action = pageAction({ guard: guardPasses, schema, failures, hideFields: ["secret"], handlers: { send, remove: send } });
    const { status, result } = await answer(action, actionArgs(new URLSearchParams({ intent: "send", name: "", secret: "hunter2" })));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: false, intent: "send", message: "Name is required", errors: { name: ["Name is required"] } });
    expect(JSON.stringify(result)).not.toContain("hunter2");
    const unknown = await answer(action, actionArgs(new URLSearchParams({ intent: "explode" })));
    expect(unknown).toMatchObject({ status: 200, result: { ok: false, intent: null, message: "Unknown action." } });
    expect(send).not.toHaveBeenCalled();
  });

  it("says a service's refusal in its own words, beside the fields it names", async () => {
    const action = actionWhereSend(async () => {
      throw invalidInput("Too many messages. Please try again in a minute.", { name: ["Try another name"] });
    });
    const { status, result } = await answer(action, actionArgs(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(200);
    expect(result.ok).toBe(false);
    expect(result.message).toBe("Too many messages. Please try again in a minute.");
    expect(result.errors).toEqual({ "": ["Too many messages. Please try again in a minute."], name: ["Try another name"] });
  });

  it("answers an unexpected failure with the form's own failure text, logs it and reveals nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const action = actionWhereSend(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'slug')");
    });
    const { status, result } = await answer(action, actionArgs(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(500);
    expect(result.message).toBe("Failed to send message");
    // Shown above the form, and marked so the page always says it.
    expect(result).toMatchObject({ ok: false, failed: true, errors: { "": ["Failed to send message"] } });
    expect(JSON.stringify(result)).not.toContain("Cannot read");
    expect(logged).toHaveBeenCalledOnce();
  });

  it("answers 503 with the same failure text while the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const action = actionWhereSend(async () => {
      throw new Error("D1_ERROR: D1 DB is overloaded. Too many requests queued.");
    });
    const { status, result } = await answer(action, actionArgs(new URLSearchParams({ intent: "send", name: "Meera" })));
    expect(status).toBe(503);
    expect(result).toMatchObject({ ok: false, failed: true, message: "Failed to send message" });
    expect(JSON.stringify(result)).not.toContain("overloaded");
  });

  it("lets redirects through, the guard's first: a refused caller's body is never read", async () => {
    const send = vi.fn(async () => {
      throw redirect("/thanks");
    });
    const action = pageAction({ guard: guardPasses, schema, failures, handlers: { send, remove: send } });
    const thrown = await action(actionArgs(new URLSearchParams({ intent: "send", name: "Meera" }))).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/thanks");

    const guarded = pageAction({
      guard: async () => {
        throw redirect("/login");
      },
      schema,
      failures,
      handlers: { send, remove: send },
    });
    const args = actionArgs(new URLSearchParams({ intent: "send", name: "Meera" }));
    const refused = await guarded(args).catch((error: unknown) => error);
    expect((refused as Response).headers.get("Location")).toBe("/login");
    expect(args.request.bodyUsed).toBe(false);
  });

  it("reads a JSON body as the checkout sends it", async () => {
    const action = actionWhereSend(async ({ input }) => ({ message: `Hello ${input.name}` }));
    const { result } = await answer(action, actionArgs(JSON.stringify({ intent: "send", name: "Asha" }), { json: true }));
    expect(result).toMatchObject({ ok: true, message: "Hello Asha" });
  });
});

// A page form posted from another site (a forged form on evil.example) is refused with 403 and a
// clear message before anything runs: browsers say where a post comes from (Origin,
// Sec-Fetch-Site). Posts from this site, and clients that send neither header, are served.

const contact = () => new URLSearchParams({ name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" });
const messageCount = async () => (await db.select({ n: count() }).from(contactMessages))[0]!.n;

function postWith(path: string, headers: Record<string, string>, body: BodyInit = contact()) {
  return workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { "CF-Connecting-IP": freshAddress(), ...headers },
  });
}

describe("cross-site page posts", () => {
  it("are refused with 403 and a clear message, and change nothing", async () => {
    const before = await messageCount();
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
    for (const headers of foreign) {
      for (const path of ["/contact", "/contact.data"]) {
        const response = await postWith(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toContain("sent from another site");
      }
    }
    expect(await messageCount()).toBe(before);
  });

  it("are served from this site, and for clients that send no origin", async () => {
    const before = await messageCount();
    // (Remix compares a same-site Origin with the Host header, which a browser always sends.)
    expect((await postWith("/contact", { Origin: BASE, Host: new URL(BASE).host, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await postWith("/contact", {})).status).toBe(200);
    expect(await messageCount()).toBe(before + 2);
  });

  it("leave the JSON API to its Bearer tokens", async () => {
    const response = await postWith(
      "/api/contact",
      { Origin: "https://elsewhere.example", "Content-Type": "application/json" },
      JSON.stringify(Object.fromEntries(contact())),
    );
    expect(response.status).toBe(201);
  });
});

describe("the checkout", () => {
  it("takes an order only as JSON", async () => {
    const partner = await createUser();
    const cookie = await sessionCookie(partner.email, partner.password);
    const product = await db
      .insert(products)
      .values({ name: `JSON Kit ${crypto.randomUUID().slice(0, 6)}`, price: 100, gstPercent: 18 })
      .returning()
      .get();
    const fields = {
      "items[0].productId": product.id,
      "items[0].name": product.name,
      "items[0].qty": "1",
      "items[0].price": "100",
      subtotal: "100",
      gst: "18",
      total: "118",
      franchiseeName: "Form Partner",
      billingAddress: "12 Karve Road, Pune 411038",
      idempotencyKey: crypto.randomUUID(),
    };
    const before = (await db.select({ n: count() }).from(orders))[0]!.n;
    const response = await postWith("/kit-ordering.data?index&intent=placeOrder", { Cookie: cookie }, new URLSearchParams(fields));
    expect(await response.text()).toContain("application/json");
    expect((await db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});

const handle = createRequestHandler(build as unknown as ServerBuild);

/** A request context whose database fails on first use, as D1 does in an outage. */
function contextWithBrokenDatabase(): AppLoadContext {
  const db = new Proxy(
    {},
    {
      get() {
        throw new Error("D1_ERROR: internal error SECRET-DETAIL");
      },
    },
  );
  return {
    db,
    serverEnv: { JWT_SECRET: env.JWT_SECRET },
    cloudflare: { env, ctx: createExecutionContext() },
    nonce: "test-nonce",
    deliver: () => {},
  } as unknown as AppLoadContext;
}

describe("an unexpected failure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' inside the layout, with status 500 and no internals", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await handle(new Request("https://academy.test/gallery"), contextWithBrokenDatabase());
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Return to Home");
    // The header and footer are still there, so the visitor can go on.
    expect(html).toContain('aria-label="Main"');
    expect(html).not.toContain("SECRET-DETAIL");
    expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  });
});

// The signing secret is checked before any request is served (the worker answers 500 "not
// configured" and logs why): a guessable secret would let anyone mint an admin's session.

const withSecret = (JWT_SECRET: string | undefined) => ({ JWT_SECRET }) as unknown as Env;
const FIX = "npx wrangler secret put JWT_SECRET";

describe("JWT_SECRET", () => {
  it("refuses the example value, a short one and a guessable one, naming the fix", () => {
    const weak = [
      "replace-with-at-least-32-random-characters", // .dev.vars.example's
      "short-but-random-Zx81",
      "ääääääääääääää", // 28 bytes, 14 characters
      "a".repeat(40),
      "ab".repeat(20),
      "0123456789abcdef".repeat(2),
      "password".repeat(5),
    ];
    for (const secret of weak) {
      expect(() => readServerEnv(withSecret(secret)), secret).toThrow(FIX);
    }
    expect(() => readServerEnv(withSecret(undefined))).toThrow("JWT_SECRET is missing");
  });

  it("takes a random secret, as npm start and `openssl rand -base64 48` make them", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(48));
    const base64 = btoa(String.fromCharCode(...bytes));
    const hex = [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    for (const secret of [base64, hex, "test-secret-for-workerd-tests-only-0123456789"]) {
      expect(readServerEnv(withSecret(secret)).JWT_SECRET, secret).toBe(secret);
    }
  });
});
