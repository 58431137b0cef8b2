import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { competitions } from "~/db/schema";
import { listCompetitionsBetween } from "~/services/competitions.server";
import { call, createUser, db, signedInUser, tokenFor } from "./helpers";

// A 1x1 PNG.
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
const SVG_DATA_URL = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Maharashtra State Abacus Championship",
  description: "A one-day mental arithmetic contest for students of every level.",
  date: "2026-12-12",
  location: "Pune",
  participants: 250,
  category: "upcoming",
  type: "state",
  prizes: ["Gold trophy", "Certificates"],
  buttonUrl: "https://example.com/register",
  ...overrides,
});

let adminToken: string;
let partnerToken: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  const partner = await createUser({ role: "franchise" });
  partnerToken = await tokenFor(partner.email, partner.password);
});

const create = (body: Record<string, unknown>, token = adminToken) => call("/api/competitions", { method: "POST", body, token });
const rowCount = async () => (await db.select({ id: competitions.id }).from(competitions)).length;
/** Inserts rows directly, a few per statement (D1 allows 100 bound variables per statement). */
async function insertMany(count: number, row: (i: number) => Record<string, unknown>) {
  const rows = Array.from({ length: count }, (_, i) => ({ ...valid(), ...row(i) }) as typeof competitions.$inferInsert);
  for (let i = 0; i < rows.length; i += 4) await db.insert(competitions).values(rows.slice(i, i + 4));
}
const keyOf = (url: string) => url.replace(/^\/images\//, "");

describe("POST /api/competitions", () => {
  it("creates a competition for an admin", async () => {
    const { status, json } = await create(valid());
    expect(status).toBe(201);
    expect(json).toMatchObject({ success: true, message: "Competition created successfully" });
    expect(json?.competition).toMatchObject({ ...valid(), imageUrl: null });
    expect(typeof json?.competition.id).toBe("string");
    const row = await db.select().from(competitions).where(eq(competitions.id, json?.competition.id)).get();
    expect(row?.prizes).toEqual(["Gold trophy", "Certificates"]);
  });

  it("defaults participants to 0, category upcoming and type state", async () => {
    const { status, json } = await create(
      valid({ participants: undefined, category: undefined, type: undefined, prizes: undefined, buttonUrl: "" }),
    );
    expect(status).toBe(201);
    expect(json?.competition).toMatchObject({ participants: 0, category: "upcoming", type: "state", prizes: [], buttonUrl: null });
  });

  it("refuses missing required fields, naming each one, and writes nothing", async () => {
    const before = await rowCount();
    const { status, json } = await create({ title: " ", date: "2026-12-12" });
    expect(status).toBe(400);
    expect(json?.success).toBe(false);
    expect(json?.message).toBe("Please fill in all required fields");
    expect(Object.keys(json?.errors)).toEqual(expect.arrayContaining(["title", "description", "location"]));
    expect(json?.errors.date).toBeUndefined();
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ["a date not in YYYY-MM-DD form", { date: "12/11/2026" }, "date"],
    ["an impossible date", { date: "2026-02-30" }, "date"],
    ["a fractional participants count", { participants: 2.5 }, "participants"],
    ["participants as text", { participants: "many" }, "participants"],
    ["negative participants", { participants: -1 }, "participants"],
    ["an unknown category", { category: "cancelled" }, "category"],
    ["an unknown type", { type: "national" }, "type"],
    ["a buttonUrl that is not a URL", { buttonUrl: "register here" }, "buttonUrl"],
    ["a buttonUrl that is not http(s)", { buttonUrl: "javascript:alert(1)" }, "buttonUrl"],
    ["a prize longer than 100 characters", { prizes: ["x".repeat(101)] }, "prizes.0"],
    ["more than 20 prizes", { prizes: Array.from({ length: 21 }, (_, i) => `Prize ${i}`) }, "prizes"],
  ])("refuses %s with 400 naming the field", async (_label, override, field) => {
    const before = await rowCount();
    const { status, json } = await create(valid(override));
    expect(status).toBe(400);
    expect(json?.success).toBe(false);
    expect(json?.errors).toHaveProperty([field]);
    expect(await rowCount()).toBe(before);
  });

  it("says what is wrong with a bad buttonUrl", async () => {
    const { json } = await create(valid({ buttonUrl: "not a url" }));
    expect(json?.message).toBe("buttonUrl must be a valid URL");
  });

  it("refuses a description of more than 300 words", async () => {
    const { status, json } = await create(valid({ description: Array.from({ length: 301 }, () => "word").join(" ") }));
    expect(status).toBe(400);
    expect(json?.message).toBe("Description must be at most 300 words");
    expect(json?.errors.description).toEqual(["Description must be at most 300 words"]);
    const exactly300 = await create(valid({ description: Array.from({ length: 300 }, () => "word").join(" ") }));
    expect(exactly300.status).toBe(201);
  });

  it("trims prizes and drops blanks and duplicates", async () => {
    const { status, json } = await create(valid({ prizes: [" Gold medal ", "Gold medal", "", "   ", "Silver medal"] }));
    expect(status).toBe(201);
    expect(json?.competition.prizes).toEqual(["Gold medal", "Silver medal"]);
  });

  it("needs an admin token: 401 without or with a bad one, 403 for a franchise partner", async () => {
    expect((await call("/api/competitions", { method: "POST", body: valid() })).status).toBe(401);
    expect((await call("/api/competitions", { method: "POST", body: valid(), token: "not-a-token" })).status).toBe(401);
    const forbidden = await create(valid(), partnerToken);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json?.success).toBe(false);
  });

  it("refuses a body that is not JSON", async () => {
    const { status, json } = await call("/api/competitions", { method: "POST", rawBody: "{nope", token: adminToken });
    expect(status).toBe(400);
    expect(json?.success).toBe(false);
  });
});

describe("images", () => {
  it("stores a data URL in R2 and never in D1", async () => {
    const { status, json } = await create(valid({ imageUrl: PNG_DATA_URL }));
    expect(status).toBe(201);
    const url: string = json?.competition.imageUrl;
    expect(url).toMatch(/^\/images\/competitions\/[0-9a-f-]{36}\.png$/);
    const object = await env.IMAGES.get(keyOf(url));
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    await object?.arrayBuffer();
    const rows = await db.select({ imageUrl: competitions.imageUrl }).from(competitions);
    expect(rows.some((row) => row.imageUrl?.startsWith("data:"))).toBe(false);
  });

  it("refuses an SVG and writes nothing", async () => {
    const before = await rowCount();
    const { status, json } = await create(valid({ imageUrl: SVG_DATA_URL }));
    expect(status).toBe(400);
    expect(json?.errors).toHaveProperty("imageUrl");
    expect(await rowCount()).toBe(before);
  });

  it("refuses an image URL that is not ours", async () => {
    const { status, json } = await create(valid({ imageUrl: "https://evil.example/cat.png" }));
    expect(status).toBe(400);
    expect(json?.errors).toHaveProperty("imageUrl");
  });

  it("keeps the image on an update that repeats or omits it, deletes the old one when replaced, and on delete", async () => {
    const created = await create(valid({ imageUrl: PNG_DATA_URL }));
    const { id, imageUrl: first } = created.json!.competition;

    const same = await call(`/api/competitions/${id}`, { method: "PUT", body: valid({ imageUrl: first }), token: adminToken });
    expect(same.json?.competition.imageUrl).toBe(first);
    const omitted = await call(`/api/competitions/${id}`, { method: "PUT", body: valid(), token: adminToken });
    expect(omitted.json?.competition.imageUrl).toBe(first);
    expect(await env.IMAGES.head(keyOf(first))).not.toBeNull();

    const replaced = await call(`/api/competitions/${id}`, { method: "PUT", body: valid({ imageUrl: PNG_DATA_URL }), token: adminToken });
    expect(replaced.status).toBe(200);
    const second: string = replaced.json?.competition.imageUrl;
    expect(second).not.toBe(first);
    expect(await env.IMAGES.head(keyOf(first))).toBeNull();
    expect(await env.IMAGES.head(keyOf(second))).not.toBeNull();

    const deleted = await call(`/api/competitions/${id}`, { method: "DELETE", token: adminToken });
    expect(deleted.status).toBe(200);
    expect(await env.IMAGES.head(keyOf(second))).toBeNull();
  });

  it("removes the image when an update sends null", async () => {
    const created = await create(valid({ imageUrl: PNG_DATA_URL }));
    const { id, imageUrl } = created.json!.competition;
    const updated = await call(`/api/competitions/${id}`, { method: "PUT", body: valid({ imageUrl: null }), token: adminToken });
    expect(updated.json?.competition.imageUrl).toBeNull();
    expect(await env.IMAGES.head(keyOf(imageUrl))).toBeNull();
  });
});

describe("PUT and DELETE /api/competitions/{id}", () => {
  it("updates every field", async () => {
    const { json } = await create(valid());
    const id = json?.competition.id;
    const changes = valid({
      title: "Results are out",
      category: "completed",
      type: "international",
      participants: 300,
      prizes: ["Trophy"],
      buttonUrl: null,
    });
    const updated = await call(`/api/competitions/${id}`, { method: "PUT", body: changes, token: adminToken });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ success: true, message: "Competition updated successfully" });
    expect(updated.json?.competition).toMatchObject({
      id,
      title: "Results are out",
      category: "completed",
      type: "international",
      participants: 300,
      prizes: ["Trophy"],
      buttonUrl: null,
    });
  });

  it("validates an update like a create and writes nothing", async () => {
    const { json } = await create(valid());
    const id = json?.competition.id;
    const bad = await call(`/api/competitions/${id}`, {
      method: "PUT",
      body: valid({ participants: 1.5, title: "Changed" }),
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toHaveProperty("participants");
    const row = await db.select().from(competitions).where(eq(competitions.id, id)).get();
    expect(row?.title).toBe(valid().title);
  });

  it("deletes a competition", async () => {
    const { json } = await create(valid());
    const id = json?.competition.id;
    const deleted = await call(`/api/competitions/${id}`, { method: "DELETE", token: adminToken });
    expect(deleted.json).toMatchObject({ success: true, message: "Competition deleted successfully" });
    expect(await db.select().from(competitions).where(eq(competitions.id, id)).get()).toBeUndefined();
  });

  it("answers 404 for an unknown id", async () => {
    const put = await call("/api/competitions/no-such-id", { method: "PUT", body: valid(), token: adminToken });
    expect(put.status).toBe(404);
    expect(put.json?.success).toBe(false);
    expect((await call("/api/competitions/no-such-id", { method: "DELETE", token: adminToken })).status).toBe(404);
  });

  it("needs an admin token", async () => {
    const { json } = await create(valid());
    const id = json?.competition.id;
    expect((await call(`/api/competitions/${id}`, { method: "PUT", body: valid() })).status).toBe(401);
    expect((await call(`/api/competitions/${id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/competitions/${id}`, { method: "PUT", body: valid(), token: partnerToken })).status).toBe(403);
    expect((await call(`/api/competitions/${id}`, { method: "DELETE", token: partnerToken })).status).toBe(403);
    expect(await db.select().from(competitions).where(eq(competitions.id, id)).get()).toBeDefined();
  });

  it("answers 405 for other methods", async () => {
    expect((await call("/api/competitions/x", { method: "GET" })).status).toBe(405);
    expect((await call("/api/competitions", { method: "DELETE", token: adminToken })).status).toBe(405);
  });
});

describe("GET /api/competitions", () => {
  beforeAll(async () => {
    await db.delete(competitions);
    await create(valid({ title: "Oldest", date: "2025-01-10", category: "completed" }));
    await create(valid({ title: "Middle", date: "2026-03-01", category: "ongoing" }));
    await create(valid({ title: "Newest", date: "2027-06-01", category: "upcoming" }));
    await create(valid({ title: "Newest, added later", date: "2027-06-01", category: "upcoming" }));
  });

  it("answers a JSON array, newest first, to anyone", async () => {
    const { status, json } = await call("/api/competitions");
    expect(status).toBe(200);
    expect(Array.isArray(json)).toBe(true);
    const titles = (json as unknown as { title: string }[]).map((c) => c.title);
    expect(titles).toEqual(["Newest, added later", "Newest", "Middle", "Oldest"]);
  });

  it("filters by category", async () => {
    const { json } = await call("/api/competitions?category=ongoing");
    expect((json as unknown as { title: string }[]).map((c) => c.title)).toEqual(["Middle"]);
    const all = await call("/api/competitions?category=");
    expect(all.json).toHaveLength(4);
  });

  it("lists the upcoming ones soonest first, on the API and the page", async () => {
    await create(valid({ title: "Sooner", date: "2027-01-15", category: "upcoming" }));
    const { json } = await call("/api/competitions?category=upcoming");
    expect((json as unknown as { title: string }[]).map((c) => c.title)).toEqual(["Sooner", "Newest", "Newest, added later"]);
    const page = (await call("/competitions?category=upcoming")).text;
    expect(page.indexOf(">Sooner<")).toBeLessThan(page.indexOf(">Newest<"));
    await db.delete(competitions).where(eq(competitions.title, "Sooner"));
  });

  it("points out to an admin, not to visitors, a category its date disagrees with", async () => {
    const admin = await signedInUser("admin");
    const asAdmin = (await call("/competitions", { headers: { Cookie: admin.cookie } })).text;
    expect(asAdmin).toContain("Marked ongoing, but its date (1 Mar 2026) has passed.");
    expect(asAdmin).not.toContain("Marked completed");
    expect((await call("/competitions")).text).not.toContain("Marked ongoing");
  });

  it("pages with limit and offset", async () => {
    const { json } = await call("/api/competitions?limit=2&offset=1");
    expect((json as unknown as { title: string }[]).map((c) => c.title)).toEqual(["Newest", "Middle"]);
  });

  it("refuses an unknown category or a bad limit", async () => {
    const bad = await call("/api/competitions?category=cancelled");
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toHaveProperty("category");
    expect((await call("/api/competitions?limit=1000")).status).toBe(400);
  });

  it("is bounded to 50 by default", async () => {
    await insertMany(55, (i) => ({ title: `Bulk ${i}`, date: "2024-01-01" }));
    const { json } = await call("/api/competitions");
    expect(json).toHaveLength(50);
  });
});

describe("listCompetitionsBetween", () => {
  it("lists the competitions in a date range, both ends included, soonest first", async () => {
    await db.delete(competitions);
    for (const [title, date] of [
      ["Before", "2026-11-30"],
      ["First day", "2026-12-01"],
      ["Last day", "2026-12-07"],
      ["Middle", "2026-12-04"],
      ["After", "2026-12-08"],
    ]) {
      await create(valid({ title, date }));
    }
    const rows = await listCompetitionsBetween({ db }, { fromDate: "2026-12-01", toDate: "2026-12-07" });
    expect(rows.map((row) => row.title)).toEqual(["First day", "Middle", "Last day"]);
  });

  it("answers at most 50", async () => {
    await db.delete(competitions);
    await insertMany(60, (i) => ({ title: `Soon ${i}`, date: "2026-12-02" }));
    expect(await listCompetitionsBetween({ db }, { fromDate: "2026-12-01", toDate: "2026-12-07" })).toHaveLength(50);
  });
});
