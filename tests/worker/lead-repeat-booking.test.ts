import { demoBooking, franchiseEnquiry, newPhone } from "./lead-fixtures";
import { formatPhone } from "~/lib/indian-phones";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { centres, leadNotes, leads, notifications } from "~/db/schema";
import { seedCentre } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";
import { bookingReference } from "~/lib/booking-reference";

// Issue 29, item 12: anyone who knew a parent's phone could book again at the same centre within a
// day, and the parent's lead took the newcomer's name and child, while the answer told the lead's
// status. A repeat now leaves the lead as it was, is kept as a note on it (the centre sees what the
// repeat said, on the lead it is already working), and is answered exactly as a fresh booking.

type User = Awaited<ReturnType<typeof signedInUser>>;
let partner: User;
let centreId: string;
let centreName: string;

beforeAll(async () => {
  partner = await signedInUser();
  centreId = await seedCentre({ partnerIds: [partner.id] });
  centreName = (await db.select({ name: centres.name }).from(centres).where(eq(centres.id, centreId)).get())!.name;
});

const booking = (phone: string, overrides: Record<string, unknown> = {}) => demoBooking(centreId, { phone, ...overrides });
const enquiry = (phone: string, overrides: Record<string, unknown> = {}) => franchiseEnquiry({ phone, ...overrides });

const post = (body: unknown) => call("/api/leads", { method: "POST", body, address: freshAddress() });
const notesOf = (leadId: string) => db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).all();

describe("a repeat booking (same phone, same centre, within 24 hours)", () => {
  it("leaves the parent's lead as it was, is answered as a fresh booking, and shows as a note on the lead", async () => {
    const phone = newPhone();
    const first = await post(booking(phone));
    expect(first.status).toBe(201);
    const leadId: string = first.json?.lead.id;
    // The centre has called the parent already.
    expect((await call(`/api/leads/${leadId}`, { method: "PATCH", body: { status: "contacted" }, token: partner.token })).status).toBe(200);

    const repeat = booking(phone, {
      parentName: "Somebody Else",
      childName: "Zoya",
      childAge: 11,
      course: "phonics",
      preferredTime: "Sunday evening",
    });
    const again = await post(repeat);
    // Sent twice (a double tap, a retry after a lost answer): answered alike, noted once.
    const twice = await post(repeat);
    expect(twice.status).toBe(201);
    const fresh = await post(booking(newPhone()));

    // The same answer as a fresh booking: no status of the earlier lead, no id of it, nothing it holds.
    expect(again.status).toBe(201);
    expect(Object.keys(again.json!).sort()).toEqual(Object.keys(fresh.json!).sort());
    expect(again.json).toEqual({
      success: true,
      message: `Thank you! ${centreName} will call you on ${formatPhone(`+91${phone}`)} within one working day.`,
      lead: { id: expect.any(String), status: "new" },
      // What this parent asked for, and a reference of its own (its note on the lead names it).
      booking: expect.objectContaining({
        reference: bookingReference(again.json!.lead.id),
        childName: "Zoya",
        parentName: "Somebody Else",
      }),
    });
    expect(again.json?.lead.id).not.toBe(leadId);
    for (const earlier of [leadId, "contacted", "Meera", "Aarav", "already"]) expect(again.text).not.toContain(earlier);

    // The lead keeps what the parent said, and its status.
    const rows = await db
      .select()
      .from(leads)
      .where(and(eq(leads.phone, `+91${phone}`), eq(leads.centreId, centreId)))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: leadId,
      name: "Meera Joshi",
      status: "contacted",
      details: { childName: "Aarav", childAge: 7, course: "abacus", preferredTime: "Saturday morning" },
    });

    // What the repeat said is a note on the lead, from the booking form.
    const notes = await notesOf(leadId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.authorName).toBe("Booking form");
    for (const said of [
      "Booked again",
      "Somebody Else",
      "Zoya, 11",
      "Phonics",
      "Sunday evening",
      `(reference ${bookingReference(again.json!.lead.id)})`,
    ])
      expect(notes[0]!.body).toContain(said);

    // The admin feed heard of the first booking only.
    const feed = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
      .all();
    expect(feed).toHaveLength(1);

    // The partner sees it: on the lead through the API, and on the lead's card.
    const listed = (await call("/api/leads", { token: partner.token })).json?.leads.find((lead: { id: string }) => lead.id === leadId);
    expect(listed.notes.map((note: { body: string }) => note.body)).toEqual([notes[0]!.body]);
    const page = await workerFetch(`${BASE}/my-centres/leads`, { headers: { Cookie: partner.cookie, "CF-Connecting-IP": freshAddress() } });
    const html = await page.text();
    const card = html.slice(html.indexOf(`id="lead-${leadId}"`));
    expect(card.slice(0, card.indexOf("</li>"))).toContain("Somebody Else");
    expect(card).toContain("Booking form");
  });

  it("a repeat franchise enquiry (same phone) is a note too; the enquiry keeps its details", async () => {
    const phone = newPhone();
    const first = await post(enquiry(phone));
    const again = await post(enquiry(phone, { name: "Another Person", city: "Nagpur", message: "Call me after 6" }));
    expect(again.status).toBe(201);
    expect(again.json?.lead).toEqual({ id: expect.any(String), status: "new" });
    expect(again.json?.lead.id).not.toBe(first.json?.lead.id);
    const row = await db.select().from(leads).where(eq(leads.id, first.json?.lead.id)).get();
    expect(row).toMatchObject({ name: "Rahul Deshmukh", city: "Nashik", details: { area: "College Road" } });
    const [note] = await notesOf(first.json?.lead.id);
    expect(note?.authorName).toBe("Enquiry form");
    for (const said of ["Enquired again", "Another Person", "Nagpur", "Call me after 6"]) expect(note?.body).toContain(said);
  });

  it("after 24 hours, or at another centre, the same phone is a new lead with no note on the earlier one", async () => {
    const phone = newPhone();
    const first = await post(booking(phone));
    const elsewhere = await post(booking(phone, { centreId: await seedCentre() }));
    expect(elsewhere.json?.lead.id).not.toBe(first.json?.lead.id);
    expect(await db.select().from(leads).where(eq(leads.id, elsewhere.json?.lead.id)).get()).toBeDefined();
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where(eq(leads.id, first.json?.lead.id));
    const later = await post(booking(phone, { childName: "Kabir" }));
    expect(await db.select().from(leads).where(eq(leads.id, later.json?.lead.id)).get()).toMatchObject({ details: { childName: "Kabir" } });
    expect(await notesOf(first.json?.lead.id)).toEqual([]);
  });
});
