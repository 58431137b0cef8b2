import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs } from "~/db/schema";
import { indiaDate, oneYearAfter } from "~/lib/dates";
import { BASE, call, createUser, db, freshAddress, tokenFor, uniqueEmail, validRegistration, signedInUser } from "./helpers";
import { readWholeSitemap } from "./whole-sitemap";
import { assertWellFormedXml } from "./well-formed-xml";

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
    const response = await SELF.fetch(`${BASE}/blogs?index`, {
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
  const product = () => ({ name: "Phonics kit", description: "Cards.", price: 1800, includes: ["Sound cards"] });
  const order = () => ({
    items: [{ productId: "kit-1", name: "Phonics kit", qty: 1, price: 1800 }],
    subtotal: 1800,
    gst: 324,
    total: 2124,
    franchiseeName: "Kothrud Centre",
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
