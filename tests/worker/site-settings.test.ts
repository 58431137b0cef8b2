import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "~/db/schema";
import { GSTIN_CHECKSUM_WARNING, gstinCheckCharacter } from "~/lib/gst";
import { DEFAULT_SITE_INFO } from "~/lib/site";
import { BASE, call, db, freshAddress, signedInUser, withoutScripts } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 13, site settings: PUT /api/info saves any subset of the parts, each checked and named in
// its messages, all or nothing; GET /api/info and every page show the saved values next time.

/** A GSTIN with the right check character for its first 14 characters. */
const validGstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

const BUSINESS = {
  legalName: "Bright Minds Learning Private Limited",
  tradeName: "Bright Minds Academy",
  address: "Office 4, K K Market, Dhankawadi, Pune 411043",
  stateCode: "27",
  gstin: "27AAPFU0939F1ZV",
  email: "accounts@brightminds.example",
  phone: "+91 20 2437 0000",
};
const CONTACT = {
  address: "12 Tilak Road, Pune 411030",
  phone: "+91 98220 40000",
  email: "Hello@BrightMinds.example",
  mapQuery: "Tilak Road Pune",
};
const SOCIAL = { facebook: "https://facebook.com/bm-pune", instagram: "https://instagram.com/bm.pune" };
const TESTIMONIALS = [
  { name: "Meera Joshi", role: "Parent", content: "My son loves the abacus class.", rating: 5 },
  { name: "Anil Pawar", role: "Franchise Owner", content: "Training was thorough.", rating: 4 },
];
const VIDEOS = [
  { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", title: "Our annual day" },
  { url: "https://youtu.be/9bZkp7q19f0", title: "Abacus finals" },
  { url: "M7lc1UVf-VE", title: "Phonics in class" },
];
const UPI = { vpa: "BrightMinds@okicici", payeeName: "Bright Minds Learning" };

let admin: Awaited<ReturnType<typeof signedInUser>>;
let partner: Awaited<ReturnType<typeof signedInUser>>;

const put = (body: unknown, token = admin.token) => call("/api/info", { method: "PUT", token, body });
const savedRows = async () => Object.fromEntries((await db.select().from(siteSettings)).map((row) => [row.key, row.value]));

beforeAll(async () => {
  admin = await signedInUser("admin");
  partner = await signedInUser();
});
beforeEach(async () => {
  await db.delete(siteSettings);
});

describe("PUT /api/info", () => {
  it("saves every part at once, and GET /api/info and the pages answer them", async () => {
    const { status, json } = await put({
      contact: CONTACT,
      socialLinks: SOCIAL,
      testimonials: TESTIMONIALS,
      videos: VIDEOS,
      business: BUSINESS,
      adminWhatsApp: { franchiseEnquiryNumber: "98220 33333" },
      upi: UPI,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json?.message).toBe("Settings saved");

    const { json: got } = await call("/api/info");
    expect(got?.info.contact).toEqual({ ...CONTACT, email: "hello@brightminds.example" });
    expect(got?.info.socialLinks).toEqual(SOCIAL);
    expect(got?.info.testimonials).toEqual(TESTIMONIALS);
    expect(got?.info.videos).toEqual([
      { youtubeId: "dQw4w9WgXcQ", title: "Our annual day", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { youtubeId: "9bZkp7q19f0", title: "Abacus finals", url: "https://www.youtube.com/watch?v=9bZkp7q19f0" },
      { youtubeId: "M7lc1UVf-VE", title: "Phonics in class", url: "https://www.youtube.com/watch?v=M7lc1UVf-VE" },
    ]);
    // The PAN is the GSTIN's characters 3 to 12.
    expect(got?.info.business).toEqual({ ...BUSINESS, email: "accounts@brightminds.example", pan: "AAPFU0939F" });
    expect(got?.info.adminWhatsApp).toEqual({ franchiseEnquiryNumber: "+919822033333" });

    const home = await call("/");
    for (const shown of ["Meera Joshi", "Training was thorough.", "Our annual day", "dQw4w9WgXcQ", "12 Tilak Road, Pune 411030"]) {
      expect(home.text, shown).toContain(shown);
    }
    expect(home.text).toContain("https://facebook.com/bm-pune");
    expect(home.text).toContain("https://www.google.com/maps/search/?api=1&amp;query=Tilak%20Road%20Pune");
    // The built-in ones are gone, and so is the network without a saved link.
    for (const gone of [
      DEFAULT_SITE_INFO.testimonials[0]!.name,
      DEFAULT_SITE_INFO.videos[0]!.youtubeId,
      "youtube.com/@brightmindsacademy",
    ]) {
      expect(home.text, gone).not.toContain(gone);
    }
    // Every page's footer: the saved contact details and links.
    for (const path of ["/blogs", "/gallery", "/no-such-page"]) {
      const page = await call(path);
      expect(page.text, path).toContain("12 Tilak Road, Pune 411030");
      expect(page.text, path).toContain("+91 98220 40000");
      expect(page.text, path).toContain("https://instagram.com/bm.pune");
      expect(page.text, path).not.toContain(DEFAULT_SITE_INFO.contact.address);
    }
    const contactPage = await call("/contact");
    expect(contactPage.text).toContain("hello@brightminds.example");
  });

  it("keeps the parts left out, and merges the WhatsApp numbers", async () => {
    expect((await put({ contact: CONTACT, business: BUSINESS, adminWhatsApp: { franchiseeNotifications: "+919822011111" } })).status).toBe(
      200,
    );
    const { status, json } = await put({ testimonials: [TESTIMONIALS[1]], adminWhatsApp: { contactFormNotifications: "+919822022222" } });
    expect(status).toBe(200);
    expect(json?.info.contact.address).toBe(CONTACT.address);
    expect(json?.info.business.gstin).toBe(BUSINESS.gstin);
    expect(json?.info.testimonials).toEqual([TESTIMONIALS[1]]);
    expect(json?.info.adminWhatsApp).toEqual({ franchiseeNotifications: "+919822011111", contactFormNotifications: "+919822022222" });
    // The parts never saved keep their defaults.
    expect(json?.info.videos).toEqual(DEFAULT_SITE_INFO.videos);
    expect(json?.info.socialLinks).toEqual(DEFAULT_SITE_INFO.socialLinks);
  });

  it("answers the WhatsApp numbers alone as before", async () => {
    const { status, json } = await put({ adminWhatsApp: { franchiseEnquiryNumber: "+919822033333" } });
    expect(status).toBe(200);
    expect(json?.message).toBe("WhatsApp numbers saved");
  });

  it("saves an empty testimonials list: the home page leaves the section out", async () => {
    expect((await put({ testimonials: [] })).status).toBe(200);
    const home = await call("/");
    expect(withoutScripts(home.text)).not.toContain("What Parents and Partners Say");
    expect(home.text).not.toContain(DEFAULT_SITE_INFO.testimonials[0]!.name);
  });

  it("shows no icon for a network without a link, and no Follow Us with none", async () => {
    expect((await put({ socialLinks: { youtube: "https://www.youtube.com/@bm-pune" } })).status).toBe(200);
    const contact = await call("/contact");
    expect(contact.text).toContain("Follow Us");
    expect(contact.text).toContain("https://www.youtube.com/@bm-pune");
    expect(contact.text).not.toContain("Facebook (opens in a new tab)");

    expect((await put({ socialLinks: {} })).status).toBe(200);
    const none = await call("/contact");
    expect(withoutScripts(none.text)).not.toContain("Follow Us");
    expect(none.text).not.toContain("https://www.youtube.com/@bm-pune");
  });

  it.each([
    [{ business: { ...BUSINESS, gstin: "27AAPFU0939F1ZW" } }, "business.gstin", GSTIN_CHECKSUM_WARNING],
    [{ business: { ...BUSINESS, gstin: "27AAPFU0939" } }, "business.gstin", "Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV"],
    [{ business: { ...BUSINESS, gstin: "" } }, "business.gstin", "GSTIN is required"],
    [
      { business: { ...BUSINESS, stateCode: "29" } },
      "business.stateCode",
      "The GSTIN is registered in Maharashtra (27): choose that state, or check the GSTIN",
    ],
    [{ business: { ...BUSINESS, stateCode: "99" } }, "business.stateCode", "Choose the state the business is registered in"],
    [{ business: { ...BUSINESS, legalName: " " } }, "business.legalName", "Legal name is required"],
    [{ business: { ...BUSINESS, email: "accounts" } }, "business.email", "Enter a valid email address"],
    [{ business: "ACME" }, "business", "business must be an object with legalName, address, stateCode, gstin, email and phone"],
    [{ contact: { ...CONTACT, phone: "call us" } }, "contact.phone", "Enter a valid phone"],
    [{ contact: { ...CONTACT, address: "" } }, "contact.address", "Address is required"],
    [{ socialLinks: { facebook: "javascript:alert(1)" } }, "socialLinks.facebook", "Facebook link must start with http:// or https://"],
    [{ socialLinks: { youtube: "ftp://youtube.com/x" } }, "socialLinks.youtube", "YouTube link must start with http:// or https://"],
    [{ testimonials: [{ ...TESTIMONIALS[0], rating: 6 }] }, "testimonials.0.rating", "Rating must be a whole number from 1 to 5"],
    [{ testimonials: [{ ...TESTIMONIALS[0], rating: 4.5 }] }, "testimonials.0.rating", "Rating must be a whole number from 1 to 5"],
    [{ testimonials: [TESTIMONIALS[0], { ...TESTIMONIALS[1], name: "" }] }, "testimonials.1.name", "Name is required"],
    [{ videos: [{ url: "https://vimeo.com/123456", title: "Ours" }] }, "videos.0.url", "Enter a YouTube link or video id"],
    [{ videos: [{ url: "dQw4w9WgXcQ", title: "" }] }, "videos.0.title", "Video title is required"],
    [{ videos: [...VIDEOS, VIDEOS[0]] }, "videos", "At most 3 videos"],
    [{ upi: { ...UPI, vpa: "brightminds" } }, "upi.vpa", "Enter a UPI ID like name@bank"],
    [{ upi: { ...UPI, vpa: "bright minds@okicici" } }, "upi.vpa", "Enter a UPI ID like name@bank"],
    [{ upi: { ...UPI, payeeName: "" } }, "upi.payeeName", "Payee name is required"],
    [
      { adminWhatsApp: { franchiseEnquiryNumber: "call me" } },
      "adminWhatsApp.franchiseEnquiryNumber",
      "Enter a valid WhatsApp number, e.g. +91 98765 43210",
    ],
    [
      { social_links: SOCIAL },
      "body",
      "Unknown setting: social_links. Send at least one of contact, socialLinks, testimonials, videos, business, adminWhatsApp, upi, bank, leads, franchise, whatsappTemplates, privacy, students, testimonialsMr, testimonialsHi, franchiseMr, franchiseHi",
    ],
    [
      {},
      "body",
      "Send at least one of contact, socialLinks, testimonials, videos, business, adminWhatsApp, upi, bank, leads, franchise, whatsappTemplates, privacy, students, testimonialsMr, testimonialsHi, franchiseMr, franchiseHi",
    ],
  ])("refuses %j naming %s, and saves nothing", async (body, field, message) => {
    // Beside the bad part, good ones (unless the case is about the body itself).
    const sent = "social_links" in body || Object.keys(body).length === 0 ? body : { contact: CONTACT, socialLinks: SOCIAL, ...body };
    const { status, json } = await put(sent);
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json?.errors[field], JSON.stringify(json?.errors)).toContain(message);
    // The good part sent beside the bad one is not saved either: all or nothing.
    expect(await savedRows()).toEqual({});
  });

  it("takes a valid GSTIN of any state, with its own check character", async () => {
    for (const [stateCode, gstin] of [
      ["27", "27AAJCB4821M1ZE"],
      ["29", validGstin("29AAGCB7383J1Z")],
      ["07", validGstin("07AAACI1681G1Z")],
    ] as const) {
      const { status, json } = await put({ business: { ...BUSINESS, stateCode, gstin: gstin.toLowerCase() } });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json?.info.business.gstin).toBe(gstin);
      expect(json?.info.business.pan).toBe(gstin.slice(2, 12));
    }
  });

  it("refuses visitors (401) and franchise partners (403), and saves nothing", async () => {
    const body = { contact: CONTACT };
    expect((await call("/api/info", { method: "PUT", body })).status).toBe(401);
    const refused = await put(body, partner.token);
    expect(refused.status).toBe(403);
    expect(refused.json?.success).toBe(false);
    expect(await savedRows()).toEqual({});
  });
});

describe("GET /api/info", () => {
  it("adds business (null until saved) and videos; the UPI payee only for partners and admins", async () => {
    const visitor = await call("/api/info");
    expect(Object.keys(visitor.json?.info).sort()).toEqual([
      "adminWhatsApp",
      "business",
      "contact",
      "franchise",
      "privacy",
      "socialLinks",
      "testimonials",
      "videos",
    ]);
    expect(visitor.json?.info.business).toBeNull();
    expect(visitor.json?.info.franchise).toBeNull();
    expect((await call("/api/info", { token: partner.token })).json?.info.upi).toBeNull();

    await put({ upi: UPI });
    expect((await call("/api/info")).text).not.toContain("brightminds@okicici");
    for (const token of [partner.token, admin.token]) {
      const { json, response } = await call("/api/info", { token });
      expect(json?.info.upi).toEqual({ vpa: "brightminds@okicici", payeeName: UPI.payeeName });
      expect(response.headers.get("Cache-Control")).toContain("no-store");
    }
  });
});

describe("the franchise figures", () => {
  it("are saved as the owner words them, shown on /franchise only when saved, and refused empty", async () => {
    expect((await call("/franchise")).text).not.toContain("The figures");
    const empty = await call("/api/info", { method: "PUT", token: admin.token, body: { franchise: { investment: " " } } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json?.errors)).toContain("Fill in at least one figure");
    await put({ franchise: { investment: "₹2.5 to 3 lakh", payback: "12 to 18 months" } });
    expect((await call("/api/info")).json?.info.franchise).toEqual({ investment: "₹2.5 to 3 lakh", payback: "12 to 18 months" });
    const page = (await call("/franchise")).text;
    expect(page).toContain("The figures");
    expect(page).toContain("₹2.5 to 3 lakh");
    expect(page).toContain("12 to 18 months");
    expect(page).not.toContain("Fees and royalty");
    expect(page).not.toContain("Low Investment");
  });
});

describe("the Settings tab of /admin", () => {
  const postSettings = async (fields: Record<string, string>, cookie = admin.cookie) => {
    const response = await workerFetch(`${BASE}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress(), Cookie: cookie },
    });
    return { response, text: await response.text() };
  };
  const businessFields = (overrides: Record<string, string> = {}) => ({
    intent: "saveSettings",
    part: "business",
    ...Object.fromEntries(Object.entries({ ...BUSINESS, ...overrides }).map(([key, value]) => [`business.${key}`, value])),
  });

  it("shows every section with the saved values", async () => {
    await put({ business: BUSINESS, upi: UPI, testimonials: TESTIMONIALS });
    const { status, text } = await call("/admin/settings", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    for (const heading of [
      "Business details",
      "UPI payments",
      "WhatsApp Configuration",
      "Contact details",
      "Social links",
      "Home page videos",
      "Testimonials",
    ]) {
      expect(text, heading).toContain(heading);
    }
    expect(text).toContain(BUSINESS.gstin);
    expect(text).toContain("AAPFU0939F");
    expect(text).toContain("brightminds@okicici");
    expect(text).toContain("Anil Pawar");
  });

  it("saves the part a section sends, and refuses a wrong check character beside the field", async () => {
    const saved = await postSettings(businessFields());
    expect(saved.response.status).toBe(200);
    expect(saved.text).toContain("Settings saved");
    expect((await savedRows()).business).toMatchObject({ gstin: BUSINESS.gstin, pan: "AAPFU0939F" });

    const refused = await postSettings(businessFields({ gstin: "27AAPFU0939F1ZA", legalName: "Changed" }));
    expect(refused.text).toContain("The last character of this GSTIN does not match its checksum.");
    expect((await savedRows()).business).toMatchObject({ legalName: BUSINESS.legalName });
  });

  it("saves an emptied testimonials list, and reordered ones in their new order", async () => {
    const reordered = await postSettings({
      intent: "saveSettings",
      part: "testimonials",
      ...Object.fromEntries(
        [TESTIMONIALS[1]!, TESTIMONIALS[0]!].flatMap((testimonial, index) =>
          Object.entries(testimonial).map(([key, value]) => [`testimonials[${index}].${key}`, String(value)]),
        ),
      ),
    });
    expect(reordered.text).toContain("Settings saved");
    expect((await savedRows()).testimonials).toEqual([TESTIMONIALS[1], TESTIMONIALS[0]]);

    const emptied = await postSettings({ intent: "saveSettings", part: "testimonials" });
    expect(emptied.text).toContain("Settings saved");
    expect((await savedRows()).testimonials).toEqual([]);
  });

  it("refuses franchise partners", async () => {
    const { response } = await postSettings(businessFields(), partner.cookie);
    expect(response.status).toBe(302);
    expect(await savedRows()).toEqual({});
  });
});
