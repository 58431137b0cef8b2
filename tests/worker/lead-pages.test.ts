import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { centrePartners, centres, leads, users } from "~/db/schema";
import { BASE, call, db, freshAddress, signedInUser, uniqueEmail, withoutScripts } from "./helpers";
import { workerFetch } from "./worker-fetch";
import { bookingReference } from "~/lib/booking-reference";
import { formatPublishedDate, indiaDate } from "~/lib/dates";

// The lead pages as a browser without JavaScript uses them: /book-demo, /franchise, the partner's
// /my-centres/leads and the admin's Leads tab, and the sign-up page's city.

/** Posts a page's form the way a browser without JavaScript does. */
async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  return { status: response.status, text: await response.text() };
}

let centreId: string;
let partner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  partner = await signedInUser();
  centreId = crypto.randomUUID();
  await db.insert(centres).values({
    id: centreId,
    slug: `pages-${centreId.slice(0, 8)}`,
    name: "Bright Minds Baner",
    city: "Pune",
    area: "Baner",
    address: "4 Baner Road",
    pincode: "411045",
    latitude: 18.56,
    longitude: 73.78,
    phone: "+919822000001",
    courses: ["abacus", "vedic_maths"],
  });
  await db.insert(centrePartners).values({ centreId, userId: partner.id });
});

const booking = (phone: string) => ({
  intent: "bookDemo",
  type: "demo",
  centreId,
  parentName: "Kavita Shinde",
  childName: "Ishaan",
  childAge: "8",
  course: "abacus",
  phone,
  consent: "on",
  website: "",
});

describe("/book-demo", () => {
  it("lists the active centres by city, preselects ?centre= and ?course=", async () => {
    const { status, text } = await call(`/book-demo?centre=${centreId}&course=abacus`);
    expect(status).toBe(200);
    expect(text).toContain('<optgroup label="Pune">');
    expect(text).toMatch(new RegExp(`<option value="${centreId}" selected="">Bright Minds Baner</option>`));
  });

  it("ignores a query string it cannot use: an unknown course, an empty or overlong centre", async () => {
    for (const query of ["course=chess", "centre=&city=", `centre=${"x".repeat(300)}&course=`, "course=abacus&course=nonsense"]) {
      const { status, text } = await call(`/book-demo?${query}`);
      expect(status, query).toBe(200);
      expect(text, query).toContain('<optgroup label="Pune">');
      expect(text, query).not.toMatch(/<option value="[^"]+" selected="">/);
    }
  });

  it("books a demo without JavaScript and says who will call", async () => {
    const { status, text } = await post("/book-demo", booking("98220 55501"));
    expect(status).toBe(200);
    expect(text).toContain("Thank you! Bright Minds Baner will call you on +91 98220 55501 within one working day.");
    expect(await db.select().from(leads).where(eq(leads.phone, "+919822055501")).all()).toHaveLength(1);
  });

  it("answers a booking with what was booked, its reference, and the chosen day as a calendar file", async () => {
    const day = indiaDate(new Date(), 3);
    const { status, text } = await post("/book-demo", { ...booking("98220 55513"), preferredDate: day, preferredTime: "Saturday, 11 am" });
    expect(status).toBe(200);
    const [lead] = await db.select().from(leads).where(eq(leads.phone, "+919822055513")).all();
    expect(lead!.details).toMatchObject({ preferredDate: day, preferredTime: "Saturday, 11 am" });
    const reference = bookingReference(lead!.id);
    expect(reference).toMatch(/^DB-[0-9A-F]{8}$/);
    expect(text).toContain("Demo class booked");
    expect(text).toContain(reference);
    for (const shown of ["Ishaan, aged 8", "Abacus Training", "4 Baner Road", "Kavita Shinde<!-- -->, <!-- -->+91 98220 55513"])
      expect(text).toContain(shown);
    expect(text).toContain(`${formatPublishedDate(day)}, Saturday, 11 am`);
    const file = decodeURIComponent(text.match(/href="data:text\/calendar;charset=utf-8,([^"]+)"/)![1]!.replace(/&amp;/g, "&"));
    expect(file).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, "")}`);
    expect(file).toContain(`UID:${reference}@bright-minds-academy`);
    expect(file).toContain("SUMMARY:Free Abacus Training demo class for Ishaan at Bright Minds Baner");
    expect(file).toContain("LOCATION:4 Baner Road\\, Pune");
    expect(file.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // The partner's card shows the same reference.
    const cards = await call("/my-centres/leads", { headers: { Cookie: partner.cookie } });
    expect(cards.text).toContain(reference);
    // A second booking from the phone that day is answered with a reference of its own (nothing of
    // the first), which its note on the first lead names, so the centre finds it.
    const again = await post("/book-demo", { ...booking("98220 55513"), childName: "Riya", childAge: "5" });
    const second = again.text.match(/DB-[0-9A-F]{8}/)![0];
    expect(second).not.toBe(reference);
    expect(withoutScripts(again.text)).not.toContain("Add to calendar");
    expect((await call("/my-centres/leads", { headers: { Cookie: partner.cookie } })).text).toContain(`(reference ${second})`);
  });

  it("refuses a preferred date in the past or too far ahead, naming the field", async () => {
    for (const preferredDate of [indiaDate(new Date(), -1), indiaDate(new Date(), 61), "2026-02-30"]) {
      const { text } = await post("/book-demo", { ...booking("98220 55514"), preferredDate });
      expect(text, preferredDate).toContain("Preferred date must be a day from today to 60 days ahead");
    }
    expect(await db.select().from(leads).where(eq(leads.phone, "+919822055514")).all()).toHaveLength(0);
  });

  it("shows the refusals beside the fields, consent named", async () => {
    const { status, text } = await post("/book-demo", { ...booking("98220 55502"), consent: "", childAge: "3" });
    expect(status).toBe(200);
    expect(text).toContain("Consent is required");
    expect(text).toContain("Child&#x27;s age must be a whole number from 4 to 16");
    expect(await db.select().from(leads).where(eq(leads.phone, "+919822055502")).all()).toHaveLength(0);
  });
});

describe("/franchise", () => {
  it("shows the benefits, steps, FAQ and the enquiry form, and takes an enquiry", async () => {
    const page = await call("/franchise");
    expect(page.status).toBe(200);
    for (const words of ["Complete Training", "Four steps to your own centre", "Frequently Asked Questions", "Send a franchise enquiry"])
      expect(page.text).toContain(words);
    const { status, text } = await post("/franchise", {
      intent: "enquire",
      type: "franchise",
      name: "Sunil Pawar",
      phone: "98220 55503",
      email: "sunil@example.com",
      city: "Satara",
      area: "Karad",
      occupation: "Shop owner",
      investment: "₹3–5 lakh",
      message: "",
    });
    expect(status).toBe(200);
    expect(text).toContain("Our franchise team will call you");
    const [lead] = await db.select().from(leads).where(eq(leads.phone, "+919822055503")).all();
    expect(lead).toMatchObject({ type: "franchise", city: "Satara", centreId: null });
  });
});

describe("the leads pages", () => {
  it("shows a partner the bookings of their centres and lets them mark one contacted", async () => {
    await post("/book-demo", booking("98220 55504"));
    const page = await call("/my-centres/leads", { headers: { Cookie: partner.cookie } });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("no-store");
    expect(page.text).toContain("+919822055504");
    const [lead] = await db.select().from(leads).where(eq(leads.phone, "+919822055504")).all();
    const moved = await post(
      "/my-centres/leads",
      { intent: "updateLead", id: lead!.id, status: "contacted", note: "Called" },
      partner.cookie,
    );
    expect(moved.status).toBe(200);
    expect((await db.select().from(leads).where(eq(leads.id, lead!.id)).get())?.status).toBe("contacted");
    const other = await signedInUser();
    const refused = await post("/my-centres/leads", { intent: "updateLead", id: lead!.id, status: "enrolled" }, other.cookie);
    expect(refused.text).toContain("Lead not found");
  });

  it("shows the admin's Leads tab with the filters and the count of leads still new after 24 hours", async () => {
    const admin = await signedInUser("admin");
    const { status, text } = await call("/admin/leads?type=franchise", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(text).toMatch(/still new after 24 hours/);
    expect(text).toContain("Sunil Pawar");
    expect(text).not.toContain("Kavita Shinde");
    expect(text).toContain("/admin/exports/leads.csv?type=franchise");
  });
});

describe("moving a demo lead to another centre", () => {
  it("lists the centres on one card only when asked (?reassign=, the link without JavaScript), and the card's form moves it", async () => {
    const admin = await signedInUser("admin");
    const [lead] = await db
      .insert(leads)
      .values({ type: "demo", centreId, name: "Reassign Parent", phone: "+919822055501", city: "Pune", details: { childName: "Anya" } })
      .returning();
    const secondId = crypto.randomUUID();
    await db.insert(centres).values({
      id: secondId,
      slug: `pages-${secondId.slice(0, 8)}`,
      name: "Bright Minds Aundh",
      city: "Pune",
      area: "Aundh",
      address: "9 Aundh Road",
      pincode: "411007",
      latitude: 18.55,
      longitude: 73.8,
      phone: "+919822000002",
      courses: ["abacus"],
    });
    // Each card's list of centres is rendered only once opened: a thousand centres on twenty cards was 1.8 MB.
    const cardPicker = /<select name="centreId" class="[^"]*mt-1 font-normal"/g;
    const closed = await call("/admin/leads?type=demo", { headers: { Cookie: admin.cookie } });
    expect(closed.text).toContain("Move to another centre");
    expect(closed.text.match(cardPicker)).toBeNull();
    expect(closed.text).toContain(`/admin/leads?type=demo&amp;reassign=${lead!.id}#lead-${lead!.id}`);

    const opened = await call(`/admin/leads?type=demo&reassign=${lead!.id}`, { headers: { Cookie: admin.cookie } });
    expect(opened.text.match(cardPicker)).toHaveLength(1);
    expect(opened.text).toContain("Bright Minds Aundh, Pune");
    const moved = await post("/admin/leads", { intent: "updateLead", id: lead!.id, centreId: secondId }, admin.cookie);
    expect(moved.status).toBe(200);
    expect((await db.select().from(leads).where(eq(leads.id, lead!.id)).get())?.centreId).toBe(secondId);
  });
});

describe("/register", () => {
  it("says sign-up is for franchise partners, points parents and prospects on, and keeps the applicant's city", async () => {
    const page = await call("/register");
    expect(page.text).toContain("Sign-up is for franchise partners");
    expect(page.text).toContain('href="/book-demo"');
    expect(page.text).toContain('href="/franchise"');
    expect(page.text).toContain('name="city"');
    const email = uniqueEmail("city");
    const signedUp = await call("/api/auth/register", {
      method: "POST",
      body: { name: "Anita More", email, whatsappNumber: "+91 98765 43210", password: "secret-pass-1", city: "Kolhapur" },
    });
    expect(signedUp.status).toBe(201);
    expect((await db.select().from(users).where(eq(users.email, email)).get())?.city).toBe("Kolhapur");
    const admin = await signedInUser("admin");
    const pending = (await call("/admin", { headers: { Cookie: admin.cookie } })).text;
    expect(pending.match(/Anita More.{0,1500}/s)?.[0]).toContain("City: Kolhapur");
  });

  it("tells the applicant what happens next and when, and promises WhatsApp only where this site sends it", async () => {
    const email = uniqueEmail("next");
    const fields = {
      intent: "register",
      name: "Sachin Jadhav",
      email,
      whatsappNumber: "98220 55599",
      city: "Sangli",
      password: "secret-pass-1",
      confirmPassword: "secret-pass-1",
    };
    const { text } = await post("/register", fields);
    expect(text).toContain("Your request has been sent. Please wait for approval.");
    expect(text).toContain("What happens next");
    expect(text).toContain("usually within two working days");
    expect(text).toContain(`Sign in<!-- --> with ${email}`);
    // No WhatsApp sender is set up in these tests: no WhatsApp promised.
    expect(text).not.toContain("we tell you on WhatsApp");
    expect(text).toContain("When your account is approved, you can sign in.");
  });
});
