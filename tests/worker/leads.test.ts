import { demoBooking, franchiseEnquiry, newPhone } from "./lead-fixtures";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { activityLog, centrePartners, centres, leadNotes, leads, notifications, siteSettings } from "~/db/schema";
import type { Course } from "~/lib/enums";
import type { DeliveryMessage } from "~/services/delivery-queue.server";
import { anonymiseOldLeads } from "~/services/lead-retention.server";
import { NO_LEAD_NUMBER_ERROR } from "~/services/notification-delivery.server";
import worker from "../../server";
import { parseCsv } from "./csv-helpers";
import { call, db, freshAddress, signedInUser } from "./helpers";
import { parametersOf, received } from "./whatsapp-fixtures";
import { waitForRoomInTheWindow } from "./rate-limit-window";

// Leads: demo bookings at a centre and franchise enquiries (POST /api/leads), who reads and works
// them (GET /api/leads, PATCH /api/leads/{id}), the CSV and the retention job.

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;
let partner: User;
let otherPartner: User;

/** A centre row of its own, run by `partnerIds`. */
async function seedCentre({
  courses = ["abacus", "phonics"] as Course[],
  active = true,
  partnerIds = [] as string[],
  city = "Pune",
  whatsappNumber = "+919822011111" as string | null,
} = {}) {
  const id = crypto.randomUUID();
  await db.insert(centres).values({
    id,
    slug: `centre-${id.slice(0, 8)}`,
    name: `Bright Minds ${id.slice(0, 4)}`,
    city,
    area: "Kothrud",
    address: "12 Paud Road",
    pincode: "411038",
    latitude: 18.5,
    longitude: 73.8,
    phone: "+919822000000",
    whatsappNumber,
    courses,
    active,
  });
  for (const userId of partnerIds) await db.insert(centrePartners).values({ centreId: id, userId });
  return id;
}

const franchise = (overrides: Record<string, unknown> = {}) =>
  franchiseEnquiry({ message: "I run tuition classes and want to add abacus.", ...overrides });

const post = (body: unknown, address = freshAddress()) => call("/api/leads", { method: "POST", body, address });
const patch = (id: string, body: unknown, token: string) => call(`/api/leads/${id}`, { method: "PATCH", body, token });
const list = (token: string | undefined, query = "") => call(`/api/leads${query}`, { token });

let centreId: string;
beforeAll(async () => {
  [admin, partner, otherPartner] = [await signedInUser("admin"), await signedInUser(), await signedInUser()];
  centreId = await seedCentre({ partnerIds: [partner.id] });
});

describe("POST /api/leads", () => {
  it("books a demo: 201, says who will call and by when, and tells the admin feed in the same batch", async () => {
    const body = demoBooking(centreId);
    const { status, json } = await post(body);
    expect(status).toBe(201);
    expect(json?.success).toBe(true);
    expect(json?.lead).toEqual({ id: expect.any(String), status: "new" });
    expect(json?.message).toMatch(/^Thank you! Bright Minds .+ will call you on \+91 \d{5} \d{5} within one working day\.$/);
    const row = await db.select().from(leads).where(eq(leads.id, json?.lead.id)).get();
    expect(row).toMatchObject({
      type: "demo",
      centreId,
      name: "Meera Joshi",
      city: "Pune",
      details: { childName: "Aarav", childAge: 7, consent: true },
    });
    const feed = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/leads#lead-${json?.lead.id}`))
      .all();
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ title: "New demo booking", recipientId: null });
  });

  it("puts a booking in the Updates of each partner of its centre at once, and only theirs; a repeat adds none", async () => {
    const [first, second] = [await signedInUser(), await signedInUser()];
    const booked = await seedCentre({ partnerIds: [first.id, second.id] });
    const parentName = `Parent ${crypto.randomUUID().slice(0, 6)}`;
    const body = demoBooking(booked, { parentName });
    const leadId = (await post(body)).json?.lead.id;
    const updatesOf = async (user: User) =>
      (
        (await call("/api/notifications", { token: user.token })).json?.notifications as { title: string; message: string; link: string }[]
      ).filter((update) => update.message.startsWith(parentName));
    for (const reader of [first, second]) {
      const updates = await updatesOf(reader);
      expect(updates).toEqual([expect.objectContaining({ title: "New demo booking", link: `/my-centres/leads#lead-${leadId}` })]);
      expect(updates[0]!.message).toMatch(/booked a free .+ demo class for Aarav, aged 7, at Bright Minds /);
    }
    // Another centre's partner reads nothing of it, and the admin feed still has its one row.
    expect(await updatesOf(otherPartner)).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
        .all(),
    ).toHaveLength(1);
    // The same parent again within the day: a note on the lead, no new update.
    await post(body);
    expect(await updatesOf(first)).toHaveLength(1);
  });

  it("takes a franchise enquiry and tells the feed", async () => {
    const { status, json } = await post(franchise());
    expect(status).toBe(201);
    const feed = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/leads#lead-${json?.lead.id}`))
      .all();
    expect(feed.map((row) => row.title)).toEqual(["New franchise enquiry"]);
  });

  it("requires consent, names each bad field, and keeps the child's age within 4 to 16", async () => {
    const noConsent = await post(demoBooking(centreId, { consent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.json?.errors?.consent?.[0]).toMatch(/consent/i);
    const bad = await post(demoBooking(centreId, { parentName: "", phone: "12345", course: "chess" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {}).sort()).toEqual(["course", "parentName", "phone"]);
    for (const childAge of [3, 17, 7.5, "seven"]) {
      const refused = await post(demoBooking(centreId, { childAge }));
      expect(refused.status, String(childAge)).toBe(400);
      expect(refused.json?.errors?.childAge?.[0]).toMatch(/4 to 16/);
    }
    for (const childAge of [4, 16]) expect((await post(demoBooking(centreId, { childAge }))).status).toBe(201);
    const enquiry = await post(franchise({ email: "nope", investment: "a lot" }));
    expect(Object.keys(enquiry.json?.errors ?? {}).sort()).toEqual(["email", "investment"]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const phone = newPhone();
    const { status, json } = await post(demoBooking(centreId, { phone, website: "http://spam.example" }));
    expect(status).toBe(201);
    expect(json?.success).toBe(true);
    expect(
      await db
        .select()
        .from(leads)
        .where(eq(leads.phone, `+91${phone}`))
        .all(),
    ).toHaveLength(0);
  });

  it("refuses an inactive centre and a course the centre does not teach", async () => {
    const closed = await seedCentre({ active: false });
    const inactive = await post(demoBooking(closed));
    expect(inactive.status).toBe(400);
    expect(inactive.json?.errors?.centreId).toBeDefined();
    const notTaught = await post(demoBooking(centreId, { course: "vedic_maths" }));
    expect(notTaught.status).toBe(400);
    expect(notTaught.json?.errors?.course?.[0]).toMatch(/does not teach Vedic Mathematics/);
    expect((await post(demoBooking(crypto.randomUUID()))).status).toBe(400);
  });

  it("is limited per address (429)", async () => {
    await waitForRoomInTheWindow();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post({}, address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toContain(429);
  });
});

describe("reading and working leads", () => {
  let mine: string;
  let theirs: string;
  let enquiry: string;
  beforeAll(async () => {
    const otherCentre = await seedCentre({ partnerIds: [otherPartner.id] });
    mine = (await post(demoBooking(centreId))).json?.lead.id;
    theirs = (await post(demoBooking(otherCentre))).json?.lead.id;
    enquiry = (await post(franchise())).json?.lead.id;
  });

  it("shows admins every lead, a partner only their own centres' demo bookings, and visitors nothing (401)", async () => {
    expect((await list(undefined)).status).toBe(401);
    const all = (await list(admin.token)).json?.leads.map((lead: { id: string }) => lead.id);
    expect(all).toEqual(expect.arrayContaining([mine, theirs, enquiry]));
    const own = (await list(partner.token)).json;
    const ids = own?.leads.map((lead: { id: string }) => lead.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(enquiry);
    const lead = own?.leads.find((row: { id: string }) => row.id === mine);
    expect(lead).toMatchObject({
      type: "demo",
      status: "new",
      centreId,
      parentName: "Meera Joshi",
      childName: "Aarav",
      childAge: 7,
      course: "abacus",
      notes: [],
    });
    expect(typeof own?.staleNewCount).toBe("number");
  });

  it("filters by type, status, centre, city and date range, and counts leads still new after 24 hours", async () => {
    const type = (await list(admin.token, "?type=franchise")).json?.leads;
    expect(type.every((lead: { type: string }) => lead.type === "franchise")).toBe(true);
    const byCentre = (await list(admin.token, `?centreId=${centreId}`)).json?.leads;
    expect(byCentre.every((lead: { centreId: string }) => lead.centreId === centreId)).toBe(true);
    expect((await list(admin.token, "?city=nashik")).json?.leads.map((lead: { id: string }) => lead.id)).toContain(enquiry);
    expect((await list(admin.token, "?from=2001-01-01&to=2001-01-31")).json?.leads).toEqual([]);
    expect((await list(admin.token, "?status=enrolled&type=franchise")).json?.leads).toEqual([]);
    expect((await list(admin.token, "?from=2026-13-01")).status).toBe(400);
    const before = (await list(admin.token)).json?.staleNewCount;
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString() })
      .where(eq(leads.id, enquiry));
    const after = (await list(admin.token)).json;
    expect(after?.staleNewCount).toBe(before + 1);
    expect(after?.leads.find((lead: { id: string }) => lead.id === enquiry).ageHours).toBeGreaterThanOrEqual(30);
  });

  it("lets the centre's partner move a lead forward and add notes; another partner gets 404, a visitor 401", async () => {
    expect((await patch(mine, { status: "contacted" }, otherPartner.token)).status).toBe(404);
    expect((await call(`/api/leads/${mine}`, { method: "PATCH", body: { status: "contacted" } })).status).toBe(401);
    expect((await patch(enquiry, { note: "hello" }, partner.token)).status).toBe(404);
    const moved = await patch(mine, { status: "contacted", note: "Called, will visit Saturday" }, partner.token);
    expect(moved.status).toBe(200);
    expect(moved.json?.lead).toMatchObject({ status: "contacted" });
    expect(moved.json?.lead.notes).toEqual([
      {
        id: expect.any(String),
        authorId: partner.id,
        authorName: "Test franchise",
        body: "Called, will visit Saturday",
        createdAt: expect.any(String),
      },
    ]);
    const back = await patch(mine, { status: "new" }, partner.token);
    expect(back.status).toBe(400);
    expect(back.json?.errors?.status?.[0]).toMatch(/forward only/);
    expect((await patch(mine, { status: "enrolled" }, partner.token)).status).toBe(200);
    const closed = await patch(mine, { status: "lost", lostReason: "Moved away" }, partner.token);
    expect(closed.status).toBe(400);
    expect(closed.json?.message).toMatch(/closed/);
  });

  it("needs a reason for lost, from any open status; lost is closed", async () => {
    const id = (await post(demoBooking(centreId))).json?.lead.id;
    const noReason = await patch(id, { status: "lost" }, admin.token);
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.json?.errors ?? {})).toEqual(["lostReason"]);
    const lost = await patch(id, { status: "lost", lostReason: "Fees too high" }, admin.token);
    expect(lost.json?.lead).toMatchObject({ status: "lost", lostReason: "Fees too high" });
    expect((await patch(id, { status: "contacted" }, admin.token)).status).toBe(400);
    const logged = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `lead:${id}`))
      .all();
    expect(logged.map((row) => row.action)).toEqual(["lead.update"]);
    expect(logged[0]?.summary).toContain("Fees too high");
  });

  it("reassigns: an admin to any active centre, a partner only among their own", async () => {
    const id = (await post(demoBooking(centreId))).json?.lead.id;
    const otherCentre = await seedCentre({ partnerIds: [otherPartner.id], city: "Mumbai" });
    const secondOwn = await seedCentre({ partnerIds: [partner.id] });
    expect((await patch(id, { centreId: otherCentre }, partner.token)).status).toBe(400);
    const own = await patch(id, { centreId: secondOwn }, partner.token);
    expect(own.json?.lead.centreId).toBe(secondOwn);
    const byAdmin = await patch(id, { centreId: otherCentre }, admin.token);
    expect(byAdmin.json?.lead).toMatchObject({ centreId: otherCentre, city: "Mumbai" });
    // Now the other partner's, no longer this one's.
    expect((await patch(id, { note: "mine?" }, partner.token)).status).toBe(404);
    expect((await patch(id, { note: "mine" }, otherPartner.token)).status).toBe(200);
  });
});

describe("GET /api/exports/leads.csv", () => {
  it("answers the filtered leads as CSV, to admins only", async () => {
    const enquiry = (await post(franchise({ city: "Kolhapur", message: "=cmd" }))).json?.lead.id;
    await patch(enquiry, { note: "Sent the brochure" }, admin.token);
    const { status, text, response } = await call("/api/exports/leads.csv?type=franchise&city=Kolhapur", { token: admin.token });
    expect(status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/leads-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(header?.slice(0, 6)).toEqual(["Received", "Type", "Status", "Centre", "City", "Name"]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => row[4] === "Kolhapur")).toBe(true);
    expect(rows[0]).toContain("'=cmd");
    expect(rows[0]?.at(-1), JSON.stringify(rows)).toMatch(/Sent the brochure/);
    expect((await call("/api/exports/leads.csv", { token: partner.token })).status).toBe(403);
  });
});

describe("retention", () => {
  it("anonymises leads older than the retention period only, notes too", async () => {
    await db
      .insert(siteSettings)
      .values({ key: "leads", value: { retentionMonths: 6 } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { retentionMonths: 6 } } });
    const old = (await post(demoBooking(centreId))).json?.lead.id;
    const recent = (await post(demoBooking(centreId))).json?.lead.id;
    await patch(old, { note: "Child's school: St. Mary's" }, admin.token);
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000).toISOString() })
      .where(eq(leads.id, old));
    expect(await anonymiseOldLeads({ db }, new Date())).toBeGreaterThanOrEqual(1);
    const [gone, kept] = [
      await db.select().from(leads).where(eq(leads.id, old)).get(),
      await db.select().from(leads).where(eq(leads.id, recent)).get(),
    ];
    expect(gone).toMatchObject({
      name: "",
      phone: "",
      email: null,
      details: {},
      anonymisedAt: expect.any(String),
      status: "new",
      centreId,
    });
    expect(kept).toMatchObject({ name: "Meera Joshi", anonymisedAt: null });
    expect((await db.select().from(leadNotes).where(eq(leadNotes.leadId, old)).all()).map((note) => note.body)).toEqual([""]);
    expect(await anonymiseOldLeads({ db }, new Date())).toBe(0);
    await db.delete(siteSettings).where(eq(siteSettings.key, "leads"));
  });

  it("is a settings part admins save (1 to 120 months)", async () => {
    const bad = await call("/api/info", { method: "PUT", token: admin.token, body: { leads: { retentionMonths: 0 } } });
    expect(bad.status).toBe(400);
    const saved = await call("/api/info", { method: "PUT", token: admin.token, body: { leads: { retentionMonths: 24 } } });
    expect(saved.status).toBe(200);
    expect((await call("/api/info", { token: admin.token })).json?.info.leads).toEqual({ retentionMonths: 24 });
    expect((await call("/api/info")).json?.info.leads).toBeUndefined();
    await db.delete(siteSettings).where(eq(siteSettings.key, "leads"));
  });
});

describe("WhatsApp of a new lead", () => {
  const standin = inject("whatsappStandinUrl");
  const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standin };
  const feedRowOf = async (leadId: string) =>
    (await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
      .get())!;
  async function consume(notificationId: string) {
    const batch = createMessageBatch<DeliveryMessage>("academy-whatsapp", [
      { id: notificationId, attempts: 1, timestamp: new Date(), body: { notificationId } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, configured);
    await getQueueResult(batch, ctx);
  }
  // Each as the lead alert template: the row's title, then its text (which starts with the name).
  const sentTo = async (title: string, name: string) =>
    (await received())
      .filter(
        (request) =>
          request.template?.name === "lead_alert" && parametersOf(request)[0] === title && parametersOf(request)[1]?.startsWith(name),
      )
      .map((request) => request.to);

  it("goes to the centre's WhatsApp number (a booking) or the franchise-enquiry number (an enquiry), even without the admins' number", async () => {
    // Only the enquiry number saved: the admins' feed number is not needed for leads.
    const value = { franchiseEnquiryNumber: "+919822000003" };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const parent = `Parent ${crypto.randomUUID().slice(0, 6)}`;
    const booked = (await post(demoBooking(await seedCentre({ whatsappNumber: "+919822012345" }), { parentName: parent }))).json?.lead.id;
    await consume((await feedRowOf(booked)).id);
    expect(await sentTo("New demo booking", parent)).toEqual(["919822012345"]);
    expect((await feedRowOf(booked)).deliveryStatus).toBe("sent");

    const applicant = `Applicant ${crypto.randomUUID().slice(0, 6)}`;
    const enquiry = (await post(franchise({ name: applicant }))).json?.lead.id;
    await consume((await feedRowOf(enquiry)).id);
    expect(await sentTo("New franchise enquiry", applicant)).toEqual(["919822000003"]);

    const silent = `Parent ${crypto.randomUUID().slice(0, 6)}`;
    const noNumber = (await post(demoBooking(await seedCentre({ whatsappNumber: null }), { parentName: silent }))).json?.lead.id;
    await consume((await feedRowOf(noNumber)).id);
    expect(await feedRowOf(noNumber)).toMatchObject({ deliveryStatus: "failed", deliveryError: NO_LEAD_NUMBER_ERROR });
    await db.delete(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));
  });
});
