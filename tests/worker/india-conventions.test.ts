import { beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "~/lib/gst";
import { call, createUser, sessionCookie, tokenFor } from "./helpers";

// Issue 29, item 5: numbers as India writes them and claims said one way everywhere: counts with
// Indian grouping, one number of years, phones grouped alike on every page (the invoice too), a
// centre's city said once, and a centre's landline accepted as its phone.

/** A page's text as a reader sees it: no tags, no React's text separators, single spaces. */
const readable = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

let adminToken: string;
let partner: { id: string; email: string; password: string; token: string; cookie: string };

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  const user = await createUser();
  partner = { ...user, token: await tokenFor(user.email, user.password), cookie: await sessionCookie(user.email, user.password) };
});

describe("the site's claims", () => {
  it("writes the number of students as India does, on the hero and in the welcome", async () => {
    const text = readable((await call("/")).text);
    expect(text).toContain("Students trained 1,00,000+");
    expect(text).toContain("Over 1,00,000 students have learnt with us");
    expect(text).not.toMatch(/100000/);
  });

  it.each(["/", "/contact", "/blogs"])("says 20 years on %s, the hero, the welcome and the footer alike", async (path) => {
    const text = readable((await call(path)).text);
    expect(text).toContain("programmes for more than 20 years.");
    expect(text).not.toMatch(/\b18\+|\b18 years/);
    if (path === "/") {
      expect(text).toContain("Years of teaching 20+");
      expect(text).toContain("For more than 20 years we have helped children");
    }
  });
});

describe("a phone on the tax invoice", () => {
  it("is grouped as everywhere else: +91 98220 11001", async () => {
    const { json: made } = await call("/api/products", {
      method: "POST",
      token: adminToken,
      body: {
        name: `Abacus kit ${crypto.randomUUID().slice(0, 6)}`,
        description: "Beads",
        category: "abacus",
        price: 1000,
        gstPercent: 18,
      },
    });
    const product = made!.product as { id: string; name: string; price: number };
    const totals = orderTotals([{ price: product.price, qty: 1, gstPercent: 18 }]);
    const { status, json } = await call("/api/orders", {
      method: "POST",
      token: partner.token,
      body: {
        items: [{ productId: product.id, name: product.name, qty: 1, price: product.price }],
        ...totals,
        franchiseeName: "Kothrud Centre",
        gstNumber: "",
        billingAddress: "12 Karve Road, Kothrud, Pune 411038",
        contactPhone: "9822011001",
      },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    const invoice = await call(`/kit-ordering/orders/${(json!.order as { id: string }).id}/invoice`, {
      headers: { Cookie: partner.cookie },
    });
    expect(invoice.status).toBe(200);
    const shipTo = readable(invoice.text.match(/Ship to[\s\S]*?<\/div>/)?.[0] ?? "");
    expect(shipTo).toContain("Phone: +91 98220 11001");
    expect(readable(invoice.text)).not.toContain("+919822011001");
    expect(invoice.text).toContain('href="tel:+919822011001"');
  });
});

async function createCentre(fields: Record<string, unknown>) {
  return call("/api/centres", {
    method: "POST",
    token: adminToken,
    body: {
      name: `Formats ${crypto.randomUUID().slice(0, 6)}`,
      city: "Pune",
      area: "Kothrud",
      address: "Shop 4, Shivtirth Complex, Karve Road, Kothrud, Pune",
      pincode: "411038",
      latitude: 18.5074,
      longitude: 73.8077,
      phone: "+91 98220 11001",
      courses: ["abacus"],
      partnerIds: [partner.id],
      ...fields,
    },
  });
}

describe("a centre's address", () => {
  it("says its city once, on its page and on the partner's My Centres, even when the saved address ends with it", async () => {
    const { status, json } = await createCentre({});
    expect(status, JSON.stringify(json)).toBe(201);
    const centre = json!.centre as { slug: string; name: string };
    const page = (await call(`/centres/${centre.slug}`)).text;
    const address = page.match(/<address[^>]*>([\s\S]*?)<\/address>/)?.[1]?.replace(/<!-- -->/g, "");
    expect(address).toBe("Shop 4, Shivtirth Complex, Karve Road, Kothrud\nPune 411038");
    const mine = readable((await call("/my-centres", { headers: { Cookie: partner.cookie } })).text);
    expect(mine).toContain("Shop 4, Shivtirth Complex, Karve Road, Kothrud, Pune 411038");
    expect(mine).not.toMatch(/Pune,? Pune/);
  });

  it("keeps a city that is only part of a place's name (Navi Mumbai is not Mumbai)", async () => {
    const { json } = await createCentre({ city: "Mumbai", area: "Vashi", address: "Sector 17, Vashi, Navi Mumbai", pincode: "400703" });
    const page = (await call(`/centres/${(json!.centre as { slug: string }).slug}`)).text;
    expect(page.match(/<address[^>]*>([\s\S]*?)<\/address>/)?.[1]?.replace(/<!-- -->/g, "")).toBe(
      "Sector 17, Vashi, Navi Mumbai\nMumbai 400703",
    );
  });
});

describe("a centre's phone", () => {
  it.each([
    ["020 2437 1234", "+912024371234", "+91 20 2437 1234"],
    ["+91 20 2437 1234", "+912024371234", "+91 20 2437 1234"],
    ["(0712) 255-5555", "+917122555555", "+91 712 255 5555"],
    ["02363 223 456", "+912363223456", "+91 2363 223 456"],
    ["98220 12345", "+919822012345", "+91 98220 12345"],
  ])("may be a landline with its STD code or a mobile: %s", async (typed, stored, shown) => {
    const { status, json } = await createCentre({ phone: typed });
    expect(status, JSON.stringify(json)).toBe(201);
    const centre = json!.centre as { slug: string; phone: string };
    expect(centre.phone).toBe(stored);
    const page = (await call(`/centres/${centre.slug}`)).text;
    expect(page).toContain(`href="tel:${stored}"`);
    expect(page).toContain(`>${shown}</a>`);
  });

  it("is refused without its STD code, or when it cannot be a number, naming the field", async () => {
    for (const phone of ["2437 1234", "020 1437 1234", "1800 123 4567", "+44 20 7946 0958"]) {
      const { status, json } = await createCentre({ phone });
      expect(status, phone).toBe(400);
      expect(json?.errors?.phone, phone).toEqual([
        "Phone must be an Indian mobile number, or a landline with its STD code, e.g. +91 98765 43210 or 020 2437 1234",
      ]);
    }
  });

  it("may be changed to a landline by the centre's partner too", async () => {
    const { json } = await createCentre({});
    const centre = json!.centre as { id: string };
    const { status, json: changed } = await call(`/api/centres/${centre.id}`, {
      method: "PUT",
      token: partner.token,
      body: { phone: "020 2437 1234" },
    });
    expect(status, JSON.stringify(changed)).toBe(200);
    expect((changed!.centre as { phone: string }).phone).toBe("+912024371234");
  });

  it("does not make a landline a WhatsApp number: WhatsApp needs a mobile", async () => {
    const { status, json } = await createCentre({ whatsappNumber: "020 2437 1234" });
    expect(status).toBe(400);
    expect(json?.errors?.whatsappNumber).toEqual(["WhatsApp number must be an Indian mobile number, e.g. +91 98765 43210"]);
  });
});
