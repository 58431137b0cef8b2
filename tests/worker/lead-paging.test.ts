import { beforeAll, describe, expect, it } from "vitest";
import { centrePartners, centres, leads } from "~/db/schema";
import { LEADS_PER_PAGE } from "~/services/leads.server";
import { call, db, signedInUser, withoutScripts } from "./helpers";

// The Leads pages (the admin's tab, a partner's demo bookings) show LEADS_PER_PAGE leads at a time, newest
// first, with a "Load more" link to the next page that works without JavaScript and keeps the
// filters; the count of leads still new after 24 hours still counts every lead.

const CITY = "Pagingpur";
const COUNT = LEADS_PER_PAGE + 5;
let partner: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

/** The parent's name of the `i`th booking (1 is the oldest). */
const parent = (i: number) => `Paging Parent ${String(i).padStart(2, "0")}`;

beforeAll(async () => {
  [partner, admin] = await Promise.all([signedInUser(), signedInUser("admin")]);
  const centreId = crypto.randomUUID();
  await db.insert(centres).values({
    id: centreId,
    slug: `paging-${centreId.slice(0, 8)}`,
    name: "Bright Minds Paging",
    city: CITY,
    area: "Centre",
    address: "1 Paging Road",
    pincode: "411001",
    latitude: 18.5,
    longitude: 73.8,
    phone: "+919822000099",
    courses: ["abacus"],
  });
  await db.insert(centrePartners).values({ centreId, userId: partner.id });
  const day = Date.now() - 10 * 86_400_000;
  const rows = Array.from({ length: COUNT }, (_, index) => {
    const createdAt = new Date(day + index * 3_600_000).toISOString();
    return {
      type: "demo" as const,
      centreId,
      name: parent(index + 1),
      phone: `+9198220${String(60000 + index)}`,
      city: CITY,
      details: { childName: "Child", childAge: 8, course: "abacus" as const, consent: true },
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Another city's franchise enquiry: the admin's city filter leaves it out of every page.
  const franchise = { type: "franchise" as const, name: "Elsewhere Applicant", phone: "+919822069999", city: "Satara" };
  // One statement a row (D1 allows 100 variables a statement).
  const [first, ...others] = [...rows, franchise].map((row) => db.insert(leads).values(row));
  await db.batch([first!, ...others]);
});

/** The parents named on a page's cards (their headings), in the order shown. */
const parentsOn = (text: string) => [...text.matchAll(/(Paging Parent \d\d)<span/g)].map((match) => match[1]);

describe("a partner's demo bookings", () => {
  it("shows the newest page, counts every stale booking, and links the next page", async () => {
    const { status, text } = await call("/my-centres/leads", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(parentsOn(text)).toEqual(Array.from({ length: LEADS_PER_PAGE }, (_, i) => parent(COUNT - i)));
    expect(text).toContain(`${COUNT} bookings still new after 24 hours`);
    expect(text).toContain(`href="/my-centres/leads?offset=${LEADS_PER_PAGE}"`);
    expect(text).toContain("Load more");
  });

  it("shows the rest on the next page, without a further link", async () => {
    const { status, text } = await call(`/my-centres/leads?offset=${LEADS_PER_PAGE}`, { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(parentsOn(text)).toEqual([5, 4, 3, 2, 1].map(parent));
    expect(text).toContain(`${COUNT} bookings still new after 24 hours`);
    expect(withoutScripts(text)).not.toContain("Load more");
  });

  it("answers a nonsense offset with the 400 page", async () => {
    const { status } = await call("/my-centres/leads?offset=-3", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(400);
  });
});

describe("the admin's Leads tab", () => {
  it("pages the filtered leads and keeps the filters in the next page's link", async () => {
    const first = await call(`/admin/leads?city=${CITY}`, { headers: { Cookie: admin.cookie } });
    expect(first.status).toBe(200);
    expect(parentsOn(first.text)).toHaveLength(LEADS_PER_PAGE);
    expect(first.text).not.toContain("Elsewhere Applicant");
    expect(first.text).toContain(`href="/admin/leads?city=${CITY}&amp;offset=${LEADS_PER_PAGE}"`);
    expect(first.text).toContain(`/admin/exports/leads.csv?city=${CITY}"`);

    const next = await call(`/admin/leads?city=${CITY}&offset=${LEADS_PER_PAGE}`, { headers: { Cookie: admin.cookie } });
    expect(parentsOn(next.text)).toEqual([5, 4, 3, 2, 1].map(parent));
    expect(next.text).not.toContain("Elsewhere Applicant");
    expect(withoutScripts(next.text)).not.toContain("Load more");
    // The filter form still says what is filtered.
    expect(next.text).toMatch(new RegExp(`name="city"[^>]*value="${CITY}"`));
  });

  it("counts every stale lead, not just the page shown", async () => {
    const { text } = await call(`/admin/leads?city=${CITY}`, { headers: { Cookie: admin.cookie } });
    const stale = Number(text.match(/(\d+) leads? still new after 24 hours/)?.[1]);
    expect(stale).toBeGreaterThanOrEqual(COUNT);
  });
});

describe("GET /api/leads", () => {
  it("keeps its contract: every lead the caller may see (up to 300), newest first, not a page", async () => {
    const { status, json } = await call("/api/leads", { headers: { Authorization: `Bearer ${partner.token}` } });
    expect(status).toBe(200);
    const body = json as { leads: { name: string }[]; staleNewCount: number };
    expect(body.leads.map((lead) => lead.name)).toEqual(Array.from({ length: COUNT }, (_, i) => parent(COUNT - i)));
    expect(body.staleNewCount).toBe(COUNT);
    expect(Object.keys(body).sort()).toEqual(["leads", "staleNewCount", "success"]);
  });
});
