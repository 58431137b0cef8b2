import { beforeAll, describe, expect, it } from "vitest";
import { centres } from "~/db/schema";
import type { Course } from "~/lib/enums";
import { call, db } from "./helpers";

// The centre finder (/centres) shows 24 centres at a time, in the search's own order (nearest first
// from ?near=), with Previous / Next links that keep the search; its heading counts every match.
// GET /api/centres keeps answering the whole list.

const COUNT = 30;
/** The `i`th centre (1 first by name, and 1 nearest to NASHIK_ROAD). */
const centreName = (i: number) => `Nashik Paging ${String(i).padStart(2, "0")}`;
const NASHIK_ROAD = "19.95,73.84";

beforeAll(async () => {
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    slug: `nashik-paging-${index + 1}`,
    name: centreName(index + 1),
    city: "Nashik",
    area: "College Road",
    address: `${index + 1} College Road`,
    pincode: "422005",
    // Each further north than the one before it.
    latitude: 19.96 + index * 0.01,
    longitude: 73.84,
    phone: "+919822000000",
    // The first three teach phonics too: a search short enough for one page.
    courses: (index < 3 ? ["abacus", "phonics"] : ["abacus"]) as Course[],
  }));
  const [first, ...others] = rows.map((row) => db.insert(centres).values(row));
  await db.batch([first!, ...others]);
});

/** The centres named on a page, in the order shown. */
const centresOn = (text: string) => [...new Set([...text.matchAll(/>(Nashik Paging \d{2})</g)].map((match) => match[1]))];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => centreName(from + i));

describe("the centre finder, a page at a time", () => {
  it("shows the first 24, counts every match and links the next page with the same search", async () => {
    const { status, text } = await call("/centres?q=nashik");
    expect(status).toBe(200);
    expect(centresOn(text)).toEqual(range(1, 24));
    expect(text).toContain("30 centres for “nashik”");
    expect(text).toContain("Centres 1–24 of 30");
    expect(text).toContain('href="/centres?q=nashik&amp;offset=24"');
    expect(text).not.toContain(">Previous<");
  });

  it("shows the rest on the next page, with a way back and no Next", async () => {
    const { text } = await call("/centres?q=nashik&offset=24");
    expect(centresOn(text)).toEqual(range(25, 30));
    expect(text).toContain("30 centres for “nashik”");
    expect(text).toContain("Centres 25–30 of 30");
    expect(text).toContain('href="/centres?q=nashik"');
    expect(text).not.toContain(">Next<");
  });

  it("keeps nearest first across pages and keeps the place in the links", async () => {
    const first = await call(`/centres?q=nashik&near=${NASHIK_ROAD}`);
    expect(centresOn(first.text)).toEqual(range(1, 24));
    expect(first.text).toContain(`href="/centres?q=nashik&amp;near=${encodeURIComponent(NASHIK_ROAD)}&amp;offset=24"`);
    const second = await call(`/centres?q=nashik&near=${NASHIK_ROAD}&offset=24`);
    expect(centresOn(second.text)).toEqual(range(25, 30));
  });

  it("puts the nearest first however the names sort: from the north end, the last named comes first", async () => {
    const north = "20.30,73.84";
    const first = await call(`/centres?q=nashik&near=${north}`);
    expect(centresOn(first.text)).toEqual(range(7, 30).reverse());
    // The distance shown is the haversine's: the nearest is 0.05° of latitude away, 5.6 km.
    expect(first.text).toMatch(/Nashik Paging 30<.{0,1000}?>5\.6 km</s);
    const second = await call(`/centres?q=nashik&near=${north}&offset=24`);
    expect(centresOn(second.text)).toEqual(range(1, 6).reverse());
  });

  it("still counts every match on a page past the last", async () => {
    const { status, text } = await call("/centres?q=nashik&offset=48");
    expect(status).toBe(200);
    expect(centresOn(text)).toEqual([]);
    expect(text).toContain("30 centres for “nashik”");
  });

  it("has no page links when every match fits on one page", async () => {
    const { text } = await call("/centres?q=nashik&course=phonics");
    expect(centresOn(text)).toEqual(range(1, 3));
    expect(text).not.toContain('aria-label="Centre pages"');
  });

  it("answers 400 naming the parameter for a nonsense offset", async () => {
    const { status, text } = await call("/centres?q=nashik&offset=-3");
    expect(status).toBe(400);
    expect(text).toContain("offset must be a whole number, 0 or more");
  });

  it("leaves GET /api/centres answering every match", async () => {
    const { status, json } = await call("/api/centres?q=nashik");
    expect(status).toBe(200);
    expect((json as { centres: unknown[] }).centres).toHaveLength(COUNT);
  });
});
