import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "~/db/schema";
import { answerFromEdgeCache, FRESH_SECONDS } from "~/web/edge-cache.server";
import { areasWrittenBy, CONTENT_AREAS, PRIVATE_TABLES, PUBLIC_TABLES } from "~/web/public-content.server";
import { CONTENT_AREAS as DEMO_CONTENT_AREAS, versionAddress } from "../../scripts/lib/edge-cache-names.mjs";
import worker from "../../server";
import { daysFromToday, seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, freshAddress, signedInUser } from "./helpers";

// Visitors' pages and public JSON from the Workers Cache API (app/web/edge-cache.server.ts). The
// other worker tests render every answer (EDGE_CACHE=off in vitest.config.ts); these call the
// worker with the cache on, as production runs it, and wait for its background work.

const cachedEnv = { ...env, EDGE_CACHE: "on" };

async function edge(
  path: string,
  { headers = {}, method = "GET", body }: { headers?: Record<string, string>; method?: string; body?: unknown } = {},
) {
  const ctx = createExecutionContext();
  const init: RequestInit = { method, redirect: "manual", headers: { "CF-Connecting-IP": freshAddress(), ...headers } };
  if (body instanceof URLSearchParams) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  const request = new Request(`${BASE}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch!(request, cachedEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, state: response.headers.get("X-Edge-Cache") };
}

const nonceOf = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser("admin");
});
afterEach(() => vi.useRealTimers());

describe("a visitor's page from the edge cache", () => {
  it("is rendered once, then served from the cache with a nonce of its own each time", async () => {
    const first = await edge("/gallery");
    const second = await edge("/gallery");
    const third = await edge("/gallery");
    expect([first.state, second.state, third.state]).toEqual(["miss", "hit", "hit"]);
    expect(second.response.headers.get("X-D1-Queries")).toBe("0");
    const nonces = [first, second, third].map(({ response }) => nonceOf(response));
    expect(new Set(nonces).size).toBe(3);
    for (const { response, text } of [second, third]) {
      const nonce = nonceOf(response)!;
      // Every script on the page is allowed by the answer's own policy, and no other nonce is left.
      const scripts = [...text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag.includes(`nonce="${nonce}"`) || / src="\//.test(tag), tag).toBe(true);
      for (const other of nonces.filter((n) => n !== nonce)) expect(text).not.toContain(other!);
      expect(response.headers.get("ETag")).toMatch(new RegExp(`-${nonce!.replace(/[+/=]/g, "\\$&")}"$`));
      expect(response.headers.get("Content-Type")).toContain("text/html");
    }
    // The same document each time, but for its nonce.
    expect(second.text.replaceAll(nonceOf(second.response)!, "")).toBe(first.text.replaceAll(nonceOf(first.response)!, ""));
  });

  it("answers a browser's kept copy with 304 and the policy of that copy's nonce", async () => {
    await edge("/contact");
    const kept = await edge("/contact");
    const tag = kept.response.headers.get("ETag")!;
    const revisit = await edge("/contact", { headers: { "If-None-Match": tag } });
    expect(revisit.response.status).toBe(304);
    expect(revisit.state).toBe("hit");
    expect(revisit.response.headers.get("ETag")).toBe(tag);
    expect(nonceOf(revisit.response)).toBe(nonceOf(kept.response));
  });

  it("serves a copy older than the freshness once while a fresh one is rendered behind it", async () => {
    await edge("/franchise");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (FRESH_SECONDS + 5) * 1000);
    expect((await edge("/franchise")).state).toBe("stale");
    expect((await edge("/franchise")).state).toBe("hit");
  });

  it("keeps public JSON, the feed and the sitemap as they were rendered", async () => {
    for (const path of ["/api/competitions", "/api/gallery", "/blogs/rss.xml", "/sitemap.xml", "/sitemaps/pages.xml"]) {
      const first = await edge(path);
      const second = await edge(path);
      expect([first.state, second.state], path).toEqual(["miss", "hit"]);
      expect(second.text, path).toBe(first.text);
      expect(second.response.headers.get("Content-Type"), path).toBe(first.response.headers.get("Content-Type"));
    }
  });

  it("is never used for a signed-in user, another method or a private page", async () => {
    await edge("/competitions");
    const signedIn = await edge("/competitions", { headers: { Cookie: admin.cookie } });
    expect(signedIn.state).toBeNull();
    expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-cache");
    const bearer = await edge("/api/info", { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(bearer.state).toBeNull();
    // Even an empty session cookie is a signed-in browser's, mid sign-out: rendered afresh.
    expect((await edge("/competitions", { headers: { Cookie: "__Host-academy_session=" } })).state).toBeNull();
    // Someone who just wrote reads their own write, through their bookmark.
    expect((await edge("/competitions", { headers: { Cookie: "__Host-academy_bookmark=00000001-00000002" } })).state).toBeNull();
    expect((await edge("/competitions", { headers: { "X-D1-Bookmark": "00000001-00000002" } })).state).toBeNull();
    expect((await edge("/api/blogs", { method: "POST", body: {} })).state).toBeNull();
    for (const path of ["/login", "/register", "/kit-ordering", "/admin", "/my-centres", "/api/orders", "/api/students"]) {
      const answer = await edge(path);
      expect(answer.state, path).toBeNull();
      // Those that show something say it is not for shared caches (the others send visitors to sign in).
      if (answer.response.status === 200) expect(answer.response.headers.get("Cache-Control") ?? "", path).toMatch(/no-store|private/);
    }
    // A 404 is not kept either.
    expect((await edge("/blogs/no-such-post")).state).toBeNull();
  });
});

describe("every table visitors see belongs to a content area", () => {
  it("classifies each table of the schema, so a new one cannot be forgotten", () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, SQLiteTable))
      .map((table) => getTableName(table as SQLiteTable));
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables) expect(PUBLIC_TABLES.includes(table) !== PRIVATE_TABLES.includes(table), table).toBe(true);
  });

  it("reads the area of every kind of write Drizzle sends", () => {
    expect(areasWrittenBy('insert into "blogs" ("id") values (?)')).toEqual(["blogs"]);
    expect(areasWrittenBy('update "centres" set "name" = ? where "id" = ?')).toEqual(["centres"]);
    expect(areasWrittenBy('delete from "gallery_items" where "id" = ?')).toEqual(["gallery"]);
    expect(areasWrittenBy('insert into "site_settings" ("key") values (?) on conflict ("key") do update set "value" = ?')).toEqual([
      "settings",
    ]);
    expect(areasWrittenBy('select "id" from "blogs" where "updated_at" > ?')).toEqual([]);
    expect(areasWrittenBy('update "users" set "name" = ?')).toEqual([]);
  });
});

/** The addresses showing a change: each is cached first, then must show `expected` after the write. */
type Written = { response: Response; text: string };
async function expectNextVisitorSees(paths: string[], write: () => Promise<Written>, expected: RegExp | ((written: Written) => string)) {
  for (const path of paths) {
    await edge(path);
    expect((await edge(path)).state, path).toBe("hit");
  }
  const written = await write();
  expect(written.response.status, written.text).toBeLessThan(400);
  const shown = typeof expected === "function" ? expected(written) : expected;
  for (const path of paths) {
    const next = await edge(path);
    expect(next.state, path).toBe("miss");
    if (typeof shown === "string") expect(next.text, path).toContain(shown);
    else expect(next.text, path).toMatch(shown);
  }
}

async function expectNextVisitorMisses(paths: string[], write: () => Promise<{ response: Response; text: string }>, gone: string | RegExp) {
  const shows = (text: string) => (typeof gone === "string" ? text.includes(gone) : gone.test(text));
  for (const path of paths) expect(shows((await edge(path)).text), path).toBe(true);
  const written = await write();
  expect(written.response.status, written.text).toBeLessThan(400);
  for (const path of paths) expect(shows((await edge(path)).text), path).toBe(false);
}

const asAdmin = (path: string, method: string, body?: unknown) =>
  edge(path, { method, body, headers: { Authorization: `Bearer ${admin.token}` } });

describe("a write is what the next visitor sees", () => {
  it("site settings, by the API and by the Settings tab's form", async () => {
    const contact = { address: "Shop 4, Karve Road, Pune 411038", phone: "+91 98220 11111", email: "hello@brightminds.example" };
    await expectNextVisitorSees(["/contact", "/", "/api/info"], () => asAdmin("/api/info", "PUT", { contact }), /98220 11111/);
    const form = new URLSearchParams({
      intent: "saveSettings",
      part: "contact",
      "contact.address": contact.address,
      "contact.phone": "+91 98220 22222",
      "contact.email": contact.email,
    });
    await expectNextVisitorSees(
      ["/contact", "/franchise"],
      () => edge("/admin/settings", { method: "POST", body: form, headers: { Cookie: admin.cookie } }),
      /98220 22222/,
    );
  });

  it("blog posts: written, retitled, pinned, liked and deleted", async () => {
    const post = {
      excerpt: "Sounds first.",
      content: "Say the sound.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-02",
    };
    const lists = ["/blogs", "/api/blogs", "/blogs/rss.xml"];
    await edge("/sitemap.xml");
    expect((await edge("/sitemap.xml")).state).toBe("hit");
    await expectNextVisitorSees(
      lists,
      () => asAdmin("/api/blogs", "POST", { ...post, title: "Edge cache phonics week" }),
      /edge[- ]cache[- ]phonics[- ]week/i,
    );
    // The sitemap's index gains its first part of posts, and that part lists the post.
    const index = await edge("/sitemap.xml");
    expect([index.state, index.text.includes("/sitemaps/posts-1.xml")]).toEqual(["miss", true]);
    const { json } = await asAdmin("/api/blogs", "GET").then(({ text }) => ({ json: JSON.parse(text) }));
    const created = json.blogs.find((blog: { title: string }) => blog.title === "Edge cache phonics week");
    await expectNextVisitorSees(
      ["/blogs", "/api/blogs"],
      () => asAdmin(`/api/blogs/${created.id}`, "PUT", { ...post, title: "Edge cache phonics, revised" }),
      /Edge cache phonics, revised/,
    );
    await expectNextVisitorSees(["/api/blogs"], () => asAdmin(`/api/blogs/${created.id}/pin`, "POST"), /"pinned":true/);
    await expectNextVisitorSees(["/api/blogs"], () => asAdmin(`/api/blogs/${created.id}/unpin`, "POST"), /"pinned":false/);
    await expectNextVisitorSees(["/api/blogs"], () => asAdmin(`/api/blogs/${created.id}/like`, "POST"), /"likes":1/);
    await expectNextVisitorMisses(
      [...lists, "/sitemaps/posts-1.xml"],
      () => asAdmin(`/api/blogs/${created.id}`, "DELETE"),
      /Edge cache phonics, revised|\/blogs\/edge-cache-phonics/,
    );
  });

  it("gallery photos: added, moved to another category and deleted", async () => {
    const photo = { imageUrl: TINY_PNG, category: "events", publishedDate: "2026-11-01" };
    let added = { id: "", imageUrl: "" };
    await expectNextVisitorSees(
      ["/gallery", "/", "/api/gallery"],
      () => asAdmin("/api/gallery", "POST", photo),
      ({ text }) => (added = JSON.parse(text).item).imageUrl,
    );
    await expectNextVisitorSees(
      ["/api/gallery?category=classes"],
      () => asAdmin(`/api/gallery/${added.id}`, "PUT", { ...photo, imageUrl: added.imageUrl, category: "classes" }),
      () => added.id,
    );
    await expectNextVisitorMisses(["/gallery", "/api/gallery"], () => asAdmin(`/api/gallery/${added.id}`, "DELETE"), added.id);
  });

  it("competitions: announced, changed, registration closed by the admin's form, and deleted", async () => {
    const competition = {
      description: "Rounds on the abacus.",
      date: daysFromToday(40),
      location: "Pune, Maharashtra",
      participants: 250,
      category: "upcoming",
      type: "state",
      prizes: ["Gold trophy"],
    };
    const created = await asAdmin("/api/competitions", "POST", { ...competition, title: "Edge Cache Championship" });
    const { id } = JSON.parse(created.text).competition;
    await expectNextVisitorSees(
      ["/competitions", "/api/competitions"],
      () => asAdmin(`/api/competitions/${id}`, "PUT", { ...competition, title: "Edge Cache Championship, moved" }),
      /Edge Cache Championship, moved/,
    );
    await asAdmin(`/api/competitions/${id}`, "PUT", {
      ...competition,
      title: "Edge Cache Championship, moved",
      registrationDeadline: daysFromToday(20),
    });
    const closing = new URLSearchParams({ intent: "close" });
    await expectNextVisitorSees(
      ["/competitions"],
      () => edge(`/admin/competitions/${id}`, { method: "POST", body: closing, headers: { Cookie: admin.cookie } }),
      /Registration closed/,
    );
    await expectNextVisitorMisses(
      ["/competitions", "/api/competitions"],
      () => asAdmin(`/api/competitions/${id}`, "DELETE"),
      "Edge Cache Championship",
    );
  });

  it("results: published, then a student renamed on the roster (what was issued stays)", async () => {
    const partner = await signedInUser("franchise");
    const centreId = await seedCentre({ partnerIds: [partner.id], name: "Edge Cache Centre" });
    const student = await seedStudent(centreId, { name: "Mira Deshpande" });
    const competition = await seedCompetition({ date: daysFromToday(-3), registrationDeadline: daysFromToday(-10) });
    await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id }, { rollNumber: "1001" });
    const results = `/competitions/${competition.id}/results`;
    const apiResults = `/api/competitions/${competition.id}/results`;
    await asAdmin(apiResults, "PUT", { results: [{ rollNumber: "1001", score: 97, rank: 1, award: "gold" }] });
    // Before publishing there is nothing to show; once published, the competitions page links the results.
    expect((await edge(results)).response.status).toBe(404);
    await expectNextVisitorSees(
      ["/competitions", "/sitemaps/pages.xml"],
      () => asAdmin(`${apiResults}/publish`, "POST"),
      () => results,
    );
    expect((await edge("/api/competitions")).text).toContain('"resultsPublishedAt":"2');
    const [entry] = JSON.parse((await asAdmin(`/api/competitions/${competition.id}/entries`, "GET")).text).entries;
    const code = entry.certificateCode as string;
    const rename = () =>
      edge(`/api/students/${student.id}`, {
        method: "PUT",
        body: {
          name: "Meera Deshpande",
          dateOfBirth: student.dateOfBirth,
          course: "abacus",
          level: 3,
          centreId,
          parentPhone: "+91 98220 12345",
        },
        headers: { Authorization: `Bearer ${partner.token}` },
      });
    expect((await edge(results)).text).toContain("Mira D.");
    // A roster write is a write of the results' area: the next visitor gets a fresh render, which
    // names the child as the certificate was issued (services/certificates.server.ts), not as renamed.
    const shown = [`/verify/${code}`, `/api/certificates/${code}`, results, apiResults];
    await expectNextVisitorSees(shown, rename, /Mira D/);
    for (const path of shown) expect((await edge(path)).text, path).not.toContain("Meera");
  });

  it("centres: opened, renamed, closed and deleted", async () => {
    const centre = {
      name: "Edge Cache Baner",
      city: "Pune",
      area: "Baner",
      address: "4 Baner Road, Pune",
      pincode: "411045",
      latitude: 18.559,
      longitude: 73.786,
      phone: "+91 98765 43210",
      courses: ["abacus"],
      timings: "Mon-Fri 4-7 pm",
    };
    await expectNextVisitorSees(
      ["/centres", "/api/centres", "/book-demo", "/sitemaps/centres-1.xml"],
      () => asAdmin("/api/centres", "POST", centre),
      /Edge Cache Baner|edge-cache-baner/,
    );
    const { centres } = JSON.parse((await edge("/api/centres")).text);
    const { id, slug } = centres.find((row: { name: string }) => row.name === "Edge Cache Baner");
    await expectNextVisitorSees(
      [`/centres/${slug}`, "/centres", "/courses/abacus-training"],
      () => asAdmin(`/api/centres/${id}`, "PUT", { ...centre, name: "Edge Cache Baner West" }),
      /Edge Cache Baner West/,
    );
    const setActive = (active: boolean) => () =>
      edge("/admin/centres", {
        method: "POST",
        body: new URLSearchParams({ intent: "setCentreActive", id, ...(active ? { active: "on" } : {}) }),
        headers: { Cookie: admin.cookie },
      });
    await expectNextVisitorMisses(["/centres", "/api/centres"], setActive(false), "Edge Cache Baner West");
    await expectNextVisitorSees(["/centres", "/api/centres"], setActive(true), /Edge Cache Baner West/);
    await expectNextVisitorMisses(
      ["/centres", "/api/centres", "/sitemaps/centres-1.xml"],
      () => asAdmin(`/api/centres/${id}`, "DELETE"),
      slug,
    );
  });
});

const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

describe("a deploy", () => {
  it("is never answered with a page kept by the build before it (its script and style files are gone)", async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(`<p>render ${renders}</p>`, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const address = `${BASE}/edge-build-${crypto.randomUUID()}`;
    const answer = async (build: string) => {
      const ctx = createExecutionContext();
      const response = await answerFromEdgeCache(new Request(address), { areas: ["settings"], build }, ctx, render);
      const text = await response.text();
      await waitOnExecutionContext(ctx);
      return text;
    };
    expect(await answer("build-a")).toBe("<p>render 1</p>");
    expect(await answer("build-a")).toBe("<p>render 1</p>");
    expect(await answer("build-b")).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
  });
});

describe("npm run demo", () => {
  it("tells the cache by the worker's own areas and addresses, and the pages show its rows at once", async () => {
    // scripts/lib/forget-edge-cache.mjs deletes these addresses in the local site's cache.
    expect(DEMO_CONTENT_AREAS).toEqual([...CONTENT_AREAS]);
    const first = await edge("/");
    expect((await edge("/")).state).toBe("hit");
    expect(first.text).not.toContain("₹3");
    // A row written past the worker, as the demo writes them: the kept page does not know it.
    await seedCentre({ name: "Demo Fees Centre", fees: { abacus: "₹3 a month" } });
    expect((await edge("/")).text).not.toContain("₹3");
    const cache = (caches as unknown as { default: Cache }).default;
    await Promise.all(DEMO_CONTENT_AREAS.map((area) => cache.delete(versionAddress(area))));
    // A running site reads the versions again within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await edge("/");
    expect(after.state).toBe("miss");
    expect(after.text).toMatch(/Fees from <span[^>]*>₹3<\/span>/);
  });
});
