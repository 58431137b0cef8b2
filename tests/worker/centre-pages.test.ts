import { beforeAll, describe, expect, it } from "vitest";
import { BASE, call, createUser, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { readWholeSitemap } from "./whole-sitemap";
import { workerFetch } from "./worker-fetch";

// The public centre finder and centre pages, as a browser without JavaScript gets them.

type Centre = { id: string; slug: string; name: string };
let adminToken: string;
let kothrud: Centre;
let andheri: Centre;
let closed: Centre;

const centre = (overrides: Record<string, unknown>) => ({
  name: "Bright Minds",
  city: "Pune",
  area: "Kothrud",
  address: "12 Karve Road, Kothrud",
  pincode: "411038",
  latitude: 18.5074,
  longitude: 73.8077,
  phone: "+91 98765 43210",
  whatsappNumber: "+91 91234 56789",
  courses: ["abacus", "phonics"],
  timings: "Mon-Fri 4-7 pm",
  fees: { abacus: "₹1,500 a month" },
  ...overrides,
});

async function create(overrides: Record<string, unknown>): Promise<Centre> {
  const { status, json } = await call("/api/centres", { method: "POST", token: adminToken, body: centre(overrides) });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.centre as Centre;
}

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  kothrud = await create({ name: "Pages Kothrud <Centre>" });
  andheri = await create({
    name: "Pages Andheri",
    city: "Mumbai",
    area: "Andheri West",
    pincode: "400053",
    latitude: 19.1364,
    longitude: 72.8296,
    courses: ["vedic_maths"],
    whatsappNumber: null,
  });
  closed = await create({ name: "Pages Closed", area: "Baner", pincode: "411045", active: false });
});

const jsonLd = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return match ? JSON.parse(match[1]!) : null;
};

describe("/centres", () => {
  it("lists active centres with their cards and ways to reach them", async () => {
    const { status, text } = await call("/centres");
    expect(status).toBe(200);
    expect(text).toContain("<title>Find a Centre Near You | ");
    expect(text).toContain("Pages Kothrud &lt;Centre&gt;");
    expect(text).toContain("Pages Andheri");
    expect(text).not.toContain("Pages Closed");
    expect(text).toContain('href="tel:+919876543210"');
    expect(text).toContain("https://wa.me/919123456789?text=");
    expect(text).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=19.1364,72.8296"');
    expect(text).toContain(`href="/book-demo?centre=${kothrud.id}"`);
    expect(text).toContain(`href="/centres/${kothrud.slug}"`);
  });

  it("searches without JavaScript: a GET form with one box and a course", async () => {
    const { text } = await call("/centres");
    expect(text).toMatch(/<form method="get" action="\/centres"/);
    expect(text).toContain('name="q"');
    expect(text).toContain('name="course"');
    // A PIN code is a place: the centres nearest to it first, each with its distance.
    const byPin = await call("/centres?q=400053");
    expect(byPin.text).toContain("nearest first from PIN 400053");
    expect(byPin.text.indexOf("Pages Andheri")).toBeLessThan(byPin.text.indexOf("Pages Kothrud"));
    expect(byPin.text).toContain('value="400053"');
    const byArea = await call("/centres?q=kothrud");
    expect(byArea.text).toContain("Pages Kothrud");
    expect(byArea.text).not.toContain("Pages Andheri");
    const byCourse = await call("/centres?q=&course=vedic_maths");
    expect(byCourse.text).toContain("Pages Andheri");
    expect(byCourse.text).not.toContain("Pages Kothrud");
    const none = await call("/centres?q=atlantis");
    expect(none.text).toContain("No centres found");
  });

  it("sorts by distance and shows it from ?near=, and ignores a nonsense one", async () => {
    const near = await call("/centres?near=19.2183,72.9781");
    expect(near.status).toBe(200);
    expect(near.text.indexOf("Pages Andheri")).toBeLessThan(near.text.indexOf("Pages Kothrud"));
    expect(near.text).toMatch(/\d+\.\d km<span class="sr-only"> away/);
    expect(near.text).toContain("Sorted by distance from your location.");
    const nonsense = await call("/centres?near=here");
    expect(nonsense.status).toBe(200);
    expect(nonsense.text).not.toContain(" away</span>");
  });

  it("is in the header for everyone, and My Centres for an approved partner", async () => {
    const { text } = await call("/");
    const nav = text.match(/<nav aria-label="Main".*?<\/nav>/s)?.[0] ?? "";
    expect(nav).toContain(">Centres</a>");
    expect(nav).not.toContain("My Centres");
    expect(text).toContain('href="/centres"');
    expect(text).toContain("Find a centre near you");
    const partner = await createUser();
    const partnerHtml = (await call("/", { headers: { Cookie: await sessionCookie(partner.email, partner.password) } })).text;
    expect(partnerHtml.match(/<nav aria-label="Main".*?<\/nav>/s)?.[0]).toContain(">My Centres</a>");
  });

  it("lets pages ask for the location of this site only", async () => {
    const { response } = await call("/centres");
    expect(response.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
  });
});

describe("/centres/{slug}", () => {
  it("shows the centre with fees, contact, directions, the demo booking and JSON-LD", async () => {
    const { status, text } = await call(`/centres/${kothrud.slug}`);
    expect(status).toBe(200);
    expect(text).toContain("Pages Kothrud &lt;Centre&gt;");
    expect(text).toContain("₹1,500 a month");
    expect(text).toContain("Book a free demo class");
    // The booking form is on the page, for this centre, posting to /book-demo (it works without JavaScript).
    expect(text).toContain('action="/book-demo"');
    expect(text).toMatch(new RegExp(`<option value="${kothrud.id}" selected="">`));
    expect(text).toContain('href="tel:+919876543210"');
    expect(text).toContain(`<link rel="canonical" href="https://academy.test/centres/${kothrud.slug}"/>`);
    // Each language's page is its own address, as its hreflang alternates say.
    expect((await call(`/mr/centres/${kothrud.slug}`)).text).toContain(
      `<link rel="canonical" href="https://academy.test/mr/centres/${kothrud.slug}"/>`,
    );
    const data = jsonLd(text);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: "Pages Kothrud <Centre>",
      address: { "@type": "PostalAddress", postalCode: "411038", addressCountry: "IN" },
      geo: { "@type": "GeoCoordinates", latitude: 18.5074, longitude: 73.8077 },
    });
    // The JSON cannot end the script element early.
    expect(text).not.toMatch(/ld\+json[^<]*<Centre>/);
    const csp = (await call(`/centres/${kothrud.slug}`)).response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("'nonce-");
    expect(text).toMatch(/<script type="application\/ld\+json" nonce="[^"]+"/);
  });

  it("answers 404 for an inactive or unknown centre, but shows an admin the inactive one", async () => {
    expect((await call(`/centres/${closed.slug}`)).status).toBe(404);
    expect((await call("/centres/no-such-centre")).status).toBe(404);
    const admin = await createUser({ role: "admin" });
    const asAdmin = await call(`/centres/${closed.slug}`, { headers: { Cookie: await sessionCookie(admin.email, admin.password) } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.text).toContain("Inactive: hidden from the public");
  });

  it("is listed in the sitemap while active", async () => {
    const { text } = await readWholeSitemap();
    expect(text).toContain("<loc>https://academy.test/centres</loc>");
    expect(text).toContain(`<loc>https://academy.test/centres/${kothrud.slug}</loc>`);
    expect(text).toContain(`<loc>https://academy.test/centres/${andheri.slug}</loc>`);
    expect(text).not.toContain(closed.slug);
  });
});

/** Posts a page's form the way a browser without JavaScript does (repeated names for checkboxes). */
async function postForm(path: string, fields: [string, string][], cookie: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { status: response.status, text: await response.text() };
}

describe("the admin's Centres tab and the partner's My Centres", () => {
  it("lets an admin list, create (with courses and partners), deactivate and delete centres", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.email, admin.password);
    const partner = await createUser();
    const tab = await call("/admin/centres", { headers: { Cookie: cookie } });
    expect(tab.status).toBe(200);
    expect(tab.text).toContain("Pages Kothrud &lt;Centre&gt;");
    expect(tab.text).toContain("Add centre");
    const fields: [string, string][] = [
      ["intent", "createCentre"],
      ["name", "Form Centre"],
      ["city", "Nashik"],
      ["area", "Gangapur Road"],
      ["address", "4 Gangapur Road"],
      ["pincode", "422013"],
      ["latitude", "20.0112"],
      ["longitude", "73.7602"],
      ["phone", "98220 12345"],
      ["whatsappNumber", ""],
      ["courses", "abacus"],
      ["courses", "mental_math"],
      ["fees.abacus", "₹1,000 a month"],
      ["partnerIds", partner.id],
    ];
    const created = await postForm("/admin/centres", fields, cookie);
    expect(created.text).toContain("Centre “Form Centre” created");
    const api = await call("/api/centres?q=422013", { token: await tokenFor(admin.email, admin.password) });
    const centre = api.json!.centres[0];
    expect(centre).toMatchObject({
      name: "Form Centre",
      courses: ["abacus", "mental_math"],
      fees: { abacus: "₹1,000 a month" },
      whatsappNumber: null,
    });
    const refused = await postForm("/admin/centres", [...fields.filter(([key]) => key !== "pincode"), ["pincode", "12"]], cookie);
    expect(refused.text).toContain("PIN code must be 6 digits");
    const off = await postForm(
      "/admin/centres",
      [
        ["intent", "setCentreActive"],
        ["id", centre.id],
      ],
      cookie,
    );
    expect(off.text).toContain("Centre deactivated");
    const afterward = (await call("/api/centres?q=422013")).json!.centres as { name: string }[];
    expect(afterward.map((found) => found.name)).not.toContain("Form Centre");
    const gone = await postForm(
      "/admin/centres",
      [
        ["intent", "deleteCentre"],
        ["id", centre.id],
      ],
      cookie,
    );
    expect(gone.text).toContain("deleted");
  });

  it("shows a partner their centres and saves only what they may change", async () => {
    const partner = await createUser();
    const cookie = await sessionCookie(partner.email, partner.password);
    const mine = await create({ name: "Partner Page Centre", area: "Aundh", partnerIds: [partner.id] });
    const page = await call("/my-centres", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Partner Page Centre");
    expect(page.text).not.toContain("Pages Andheri");
    expect(page.text).toContain('href="/my-centres/leads"');
    const saved = await postForm(
      "/my-centres?index",
      [
        ["intent", "saveCentre"],
        ["id", mine.id],
        ["phone", "+91 90000 11111"],
        ["timings", "Sun 9-11 am"],
        ["name", "Renamed"],
      ],
      cookie,
    );
    expect(saved.text).toContain('role="status"');
    expect(saved.text).toContain("Partner Page Centre saved");
    const after = (await call(`/api/centres/${mine.slug}`)).json!.centre;
    expect(after).toMatchObject({ name: "Partner Page Centre", phone: "+919000011111", timings: "Sun 9-11 am", whatsappNumber: null });
    const theirs = await postForm(
      "/my-centres?index",
      [
        ["intent", "saveCentre"],
        ["id", kothrud.id],
        ["phone", "+91 90000 11111"],
      ],
      cookie,
    );
    expect(theirs.text).toContain('role="alert"');
    expect(theirs.text).toContain("Centre not found.");
    expect((await call(`/api/centres/${kothrud.slug}`)).json!.centre.phone).toBe("+919876543210");
  });

  it("sends visitors to sign in, and admins to the Centres tab", async () => {
    expect((await call("/my-centres")).response.headers.get("Location")).toMatch(/^\/login/);
    const admin = await createUser({ role: "admin" });
    const asAdmin = await call("/my-centres", { headers: { Cookie: await sessionCookie(admin.email, admin.password) } });
    expect(asAdmin.response.headers.get("Location")).toBe("/admin/centres");
  });
});
