import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { centrePartners, centres, competitions, leads, users } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { CENTRES_PER_ADMIN_PAGE, listCentresForAdmin } from "~/services/centres.server";
import { COMPETITIONS_PER_ADMIN_PAGE } from "~/services/entry-pages.server";
import { LEADS_PER_PAGE, listLeads } from "~/services/leads.server";
import { seedCompetition } from "./competition-fixtures";
import { call, createUser, db, sessionCookie } from "./helpers";

// The admin's Centres tab shows a page of centres with Previous / Next links and counts them all;
// the lists that carry their choices once (the partners a centre may be given, the centres a lead
// may be put at) carry them on every page, not only the first.

const CENTRES = CENTRES_PER_ADMIN_PAGE + 5;
const LEADS = LEADS_PER_PAGE + 3;
let admin: Actor;
let cookie: string;
let partnerEmail: string;

beforeAll(async () => {
  const account = await createUser({ role: "admin" });
  admin = { id: account.id, role: "admin", isApproved: true } as Actor;
  cookie = await sessionCookie(account.email, account.password);
  partnerEmail = (await createUser()).email;
  const centreRows = Array.from({ length: CENTRES }, (_, index) => ({
    slug: `admin-paging-${index + 1}`,
    name: `Admin Paging ${String(index + 1).padStart(2, "0")}`,
    // "Zz": after every other city, so the last page holds these centres whatever else exists.
    city: "Zzpaging",
    area: "Station Road",
    address: `${index + 1} Station Road`,
    pincode: "413001",
    latitude: 17.68,
    longitude: 75.9,
    phone: "+919822000000",
  }));
  const leadRows = Array.from({ length: LEADS }, (_, index) => ({
    type: "franchise" as const,
    name: `Paging Applicant ${index + 1}`,
    phone: "+919822000001",
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  }));
  const [first, ...others] = [
    ...centreRows.map((row) => db.insert(centres).values(row)),
    ...leadRows.map((row) => db.insert(leads).values(row)),
  ];
  await db.batch([first!, ...others]);
});

const totalCentres = async () => (await db.select({ n: count() }).from(centres))[0]!.n;

describe("the admin's Centres tab, a page at a time", () => {
  it("shows the first page, counts every centre and links the next page", async () => {
    const total = await totalCentres();
    const { status, text } = await call("/admin/centres", { headers: { Cookie: cookie } });
    expect(status).toBe(200);
    // React separates the text and the number with empty comments.
    expect(text.replaceAll("<!-- -->", "")).toContain(`Centres (${total})`);
    expect(text).toContain(`Centres 1–${CENTRES_PER_ADMIN_PAGE} of ${total}`);
    expect(text).toContain(`href="/admin/centres?offset=${CENTRES_PER_ADMIN_PAGE}"`);
    expect(text).not.toContain(">Previous<");
  });

  it("shows the last centres on the last page, with a way back and no Next", async () => {
    const total = await totalCentres();
    const lastOffset = Math.floor((total - 1) / CENTRES_PER_ADMIN_PAGE) * CENTRES_PER_ADMIN_PAGE;
    const { text } = await call(`/admin/centres?offset=${lastOffset}`, { headers: { Cookie: cookie } });
    expect(text).toContain(`Admin Paging ${CENTRES}`);
    expect(text).toContain(`Centres ${lastOffset + 1}–${total} of ${total}`);
    expect(text).toContain(">Previous<");
    expect(text).not.toContain(">Next<");
  });

  it("names each card's partners, and gives the centre form every partner it may choose on asking", async () => {
    const partner = await createUser();
    await db.update(users).set({ name: "Paging Partner Asha" }).where(eq(users.id, partner.id));
    const centre = (await db.select({ id: centres.id }).from(centres).where(eq(centres.slug, "admin-paging-1")).get())!;
    await db.insert(centrePartners).values({ centreId: centre.id, userId: partner.id });
    const page = await call("/admin/centres", { headers: { Cookie: cookie } });
    const last = await listCentresForAdmin({ db }, admin, { offset: (await totalCentres()) - CENTRES, limit: CENTRES });
    const linked = last.centres.find((row) => row.name === "Admin Paging 01")!;
    expect(linked.partnerNames).toEqual(["Paging Partner Asha"]);
    expect(linked.partnerIds).toEqual([partner.id]);
    // The page no longer carries every partner account (the form asks for them).
    expect(page.text).not.toContain(partnerEmail);
    const choices = await call("/admin/partner-choices", { headers: { Cookie: cookie } });
    expect(choices.status).toBe(200);
    expect((choices.json!.partners as { email: string }[]).map((choice) => choice.email)).toContain(partnerEmail);
    const asPartner = await call("/admin/partner-choices", { headers: { Cookie: await sessionCookie(partner.email, partner.password) } });
    expect(asPartner.status).not.toBe(200);
    expect(asPartner.text).not.toContain(partnerEmail);
  });

  it("answers a nonsense offset with 400 naming it", async () => {
    const { status, text } = await call("/admin/centres?offset=-3", { headers: { Cookie: cookie } });
    expect(status).toBe(400);
    expect(text).toContain("offset");
  });
});

describe("the admin's Competitions tab, a page at a time", () => {
  it("shows the newest first, counts them all, and reaches the oldest by Next", async () => {
    // Dated ten years ahead, one a day, so they are the newest whatever else exists; the first is the oldest.
    const dated = (index: number) => new Date(Date.UTC(2036, 0, 1 + index)).toISOString().slice(0, 10);
    for (let index = 0; index < COMPETITIONS_PER_ADMIN_PAGE + 2; index++)
      await seedCompetition({ title: `Paging Championship ${String(index + 1).padStart(2, "0")}`, date: dated(index) });
    const total = (await db.select({ n: count() }).from(competitions))[0]!.n;
    const first = (await call("/admin/competitions", { headers: { Cookie: cookie } })).text;
    expect(first).toContain(`Competitions 1–${COMPETITIONS_PER_ADMIN_PAGE} of ${total}`);
    expect(first).toContain(`Paging Championship ${COMPETITIONS_PER_ADMIN_PAGE + 2}`);
    expect(first).not.toContain("Paging Championship 01");
    expect(first).toContain(`href="/admin/competitions?offset=${COMPETITIONS_PER_ADMIN_PAGE}"`);
    const next = (await call(`/admin/competitions?offset=${COMPETITIONS_PER_ADMIN_PAGE}`, { headers: { Cookie: cookie } })).text;
    expect(next).toContain("Paging Championship 01");
    expect(next).toContain(">Previous<");
    const past = await call("/admin/competitions?offset=500", { headers: { Cookie: cookie } });
    expect(past.status).toBe(200);
    expect(past.text).toContain("No more competitions");
  });
});

describe("the Leads tab's centre choices", () => {
  it("come with every page of leads, once", async () => {
    const first = await listLeads({ db }, admin, {}, { limit: LEADS_PER_PAGE });
    const second = await listLeads({ db }, admin, {}, { limit: LEADS_PER_PAGE, offset: LEADS_PER_PAGE });
    expect(first.leads).toHaveLength(LEADS_PER_PAGE);
    expect(second.leads.length).toBeGreaterThan(0);
    expect(first.centres!.map((centre) => centre.name)).toContain("Admin Paging 01");
    expect(second.centres).toEqual(first.centres);
  });
});
