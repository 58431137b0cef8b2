// How India writes things, in one file (one workerd start): numbers, money and GST, dates, PIN
// codes and opening hours.

import { beforeAll, describe, expect, it } from "vitest";
import { formatIndiaDateTime, formatIndiaDay } from "~/lib/dates";
import {
  financialYearOf,
  formatRupees,
  GST_STATES,
  gstinChecksumMatches,
  invoiceNumber,
  isIntraState,
  lineAmounts,
  numberInWords,
  orderTotals,
  panOfGstin,
  rupeesInWords,
  stateOfGstin,
  supplierStateOf,
  taxSplit,
} from "~/lib/gst";
import { parseOpeningHours } from "~/web/opening-hours";
import { stateOfPinCode } from "~/lib/pin-code-states";
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
        hsnCode: "9023",
        unit: "SET",
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

describe("GST arithmetic", () => {
  it.each([
    // price, qty, rate -> taxable, GST (rounded per line to whole rupees, halves up)
    [1250, 2, 18, 2500, 450],
    [999, 1, 18, 999, 180], // 179.82
    [25, 1, 18, 25, 5], // 4.50 rounds up
    [1, 3, 18, 3, 1], // 0.54
    [499, 3, 12, 1497, 180], // 179.64
    [2000, 1, 0, 2000, 0],
    [1499, 2, 28, 2998, 839], // 839.44
    [250, 1, 28, 250, 70],
    [99, 1, 0.25, 99, 0], // 0.2475
    [100000, 7, 5, 700000, 35000],
  ])("₹%i × %i at %f%% is taxable %i with GST %i", (price, qty, gstPercent, taxable, gst) => {
    expect(lineAmounts({ price, qty, gstPercent })).toEqual({ taxable, gst });
  });

  it("rounds each line, then adds the lines: total = subtotal + GST", () => {
    // Each line's 0.54 rounds to 1; rounding the sum instead would give 2, not 3.
    const lines = [
      { price: 1, qty: 3, gstPercent: 18 },
      { price: 1, qty: 3, gstPercent: 18 },
      { price: 1, qty: 3, gstPercent: 18 },
    ];
    expect(orderTotals(lines)).toEqual({ subtotal: 9, gst: 3, total: 12 });
    expect(
      orderTotals([
        { price: 1250, qty: 2, gstPercent: 18 },
        { price: 1499, qty: 2, gstPercent: 28 },
        { price: 2000, qty: 1, gstPercent: 0 },
      ]),
    ).toEqual({
      subtotal: 7498,
      gst: 1289,
      total: 8787,
    });
    expect(orderTotals([])).toEqual({ subtotal: 0, gst: 0, total: 0 });
  });

  it("splits the tax into CGST and SGST within Maharashtra, and charges IGST elsewhere", () => {
    expect(taxSplit(451, "27")).toEqual({ cgst: 225.5, sgst: 225.5, igst: 0 });
    expect(taxSplit(451, "29")).toEqual({ cgst: 0, sgst: 0, igst: 451 });
  });

  it("splits by the supplier's saved state, Maharashtra when none is saved", () => {
    expect(supplierStateOf({ stateCode: "29" })).toBe("29");
    expect(supplierStateOf(null)).toBe("27");
    expect(taxSplit(451, "29", supplierStateOf({ stateCode: "29" }))).toEqual({ cgst: 225.5, sgst: 225.5, igst: 0 });
    expect(taxSplit(451, "27", "29")).toEqual({ cgst: 0, sgst: 0, igst: 451 });
    expect(isIntraState("27", supplierStateOf(undefined))).toBe(true);
  });
});

describe("GSTIN", () => {
  it("knows a registration's state and whether its check character is right", () => {
    expect(stateOfGstin("27AAJCB4821M1ZE")).toBe("27");
    expect(stateOfGstin("99AAJCB4821M1ZE")).toBeUndefined();
    expect(gstinChecksumMatches("27AAJCB4821M1ZE")).toBe(true);
    expect(gstinChecksumMatches("27AAPFU0939F1ZV")).toBe(true);
    // The spec's example has the right shape but not the right check character.
    expect(gstinChecksumMatches("27ABCDE1234F1Z5")).toBe(false);
    expect(gstinChecksumMatches("27AAJCB4821M1ZF")).toBe(false);
  });

  it("holds the PAN in characters 3 to 12", () => {
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });
});

describe("money and invoice numbers", () => {
  it("writes rupees the Indian way, in figures and in words", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(101)).toBe("One Hundred One");
    expect(numberInWords(118000)).toBe("One Lakh Eighteen Thousand");
    expect(numberInWords(123456789)).toBe("Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine");
    expect(rupeesInWords(2950)).toBe("Rupees Two Thousand Nine Hundred Fifty Only");
  });

  it("numbers invoices within the Indian financial year, April to March in IST", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:00Z"))).toBe("25-26"); // 23:59 IST on 31 March
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("26-27"); // midnight IST, 1 April
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
    expect(invoiceNumber("26-27", 1)).toBe("KIT/26-27/0001");
    expect(invoiceNumber("26-27", 999_999).length).toBeLessThanOrEqual(16);
  });
});

// Dates and times are shown as India reads them, formatted by hand: Intl's en-IN months differ
// between ICU versions (workerd's, Node's and each browser's: "Sep" or "Sept"), and a page whose
// server and browser disagree fails to hydrate.

describe("dates and times in India", () => {
  it("writes September as Sep, in India's day and clock", () => {
    expect(formatIndiaDay("2026-09-23T08:45:00.000Z")).toBe("23 Sep 2026");
    expect(formatIndiaDateTime("2026-09-23T08:45:00.000Z")).toBe("23 Sep 2026, 2:15 pm");
  });

  it("takes India's calendar day, which starts at 18:30 UTC", () => {
    expect(formatIndiaDay("2026-09-30T18:29:00.000Z")).toBe("30 Sep 2026");
    expect(formatIndiaDay("2026-09-30T18:30:00.000Z")).toBe("1 Oct 2026");
    expect(formatIndiaDateTime("2026-09-30T18:30:00.000Z")).toBe("1 Oct 2026, 12:00 am");
  });

  it("gives back what is not a time as it is", () => {
    expect(formatIndiaDay("not a time")).toBe("not a time");
    expect(formatIndiaDateTime(null)).toBe("Never");
  });
});

// Issue 29, item 2: the state (or union territory) of an Indian PIN code, by India Post's postal
// circles, for a centre's structured data. A PIN code it cannot place answers nothing.

describe("stateOfPinCode", () => {
  it.each([
    ["411038", "Maharashtra"], // Pune
    ["400053", "Maharashtra"], // Mumbai
    ["440001", "Maharashtra"], // Nagpur
    ["403001", "Goa"], // Panaji: 403 is Goa, inside Maharashtra's 40-44
    ["403802", "Goa"], // Vasco da Gama
    ["110001", "Delhi"],
    ["122001", "Haryana"],
    ["141001", "Punjab"],
    ["160017", "Chandigarh"],
    ["160062", "Punjab"], // Mohali, in Chandigarh's 160
    ["171001", "Himachal Pradesh"],
    ["180001", "Jammu and Kashmir"],
    ["194101", "Ladakh"], // Leh
    ["226001", "Uttar Pradesh"],
    ["248001", "Uttarakhand"], // Dehradun
    ["263001", "Uttarakhand"], // Nainital
    ["302001", "Rajasthan"],
    ["380001", "Gujarat"],
    ["396001", "Gujarat"], // Valsad
    ["396210", "Dadra and Nagar Haveli and Daman and Diu"], // Daman
    ["396230", "Dadra and Nagar Haveli and Daman and Diu"], // Silvassa
    ["362520", "Dadra and Nagar Haveli and Daman and Diu"], // Diu
    ["462001", "Madhya Pradesh"],
    ["492001", "Chhattisgarh"],
    ["500001", "Telangana"],
    ["520001", "Andhra Pradesh"],
    ["533464", "Puducherry"], // Yanam
    ["560001", "Karnataka"],
    ["600001", "Tamil Nadu"],
    ["605001", "Puducherry"],
    ["673310", "Puducherry"], // Mahe
    ["682001", "Kerala"], // Kochi
    ["682555", "Lakshadweep"], // Kavaratti, in Kochi's 682
    ["700001", "West Bengal"],
    ["737101", "Sikkim"],
    ["744101", "Andaman and Nicobar Islands"],
    ["751001", "Odisha"],
    ["781001", "Assam"],
    ["791111", "Arunachal Pradesh"],
    ["793001", "Meghalaya"],
    ["795001", "Manipur"],
    ["796001", "Mizoram"],
    ["797001", "Nagaland"],
    ["799001", "Tripura"],
    ["800001", "Bihar"],
    ["834001", "Jharkhand"], // Ranchi
    ["826001", "Jharkhand"], // Dhanbad
    ["823001", "Bihar"], // Gaya
  ])("places %s in %s", (pin, state) => {
    expect(stateOfPinCode(pin)).toBe(state);
  });

  it("names states as GST does", () => {
    const names = new Set(Object.values(GST_STATES));
    for (const pin of ["403001", "396210", "682555", "744101", "194101"]) expect(names).toContain(stateOfPinCode(pin));
  });

  it.each([
    ["990001", "the Army Postal Service"],
    ["605602", "Villupuram (Tamil Nadu) shares 605 with Puducherry's communes"],
    ["244001", "Moradabad (Uttar Pradesh) shares 244 with Uttarakhand's Kashipur"],
    ["000000", "no PIN code starts with 0"],
    ["41103", "five digits"],
    ["4110388", "seven digits"],
    ["41103A", "a letter"],
    ["", "nothing"],
  ])("cannot place %s (%s)", (pin) => {
    expect(stateOfPinCode(pin)).toBeUndefined();
  });
});

// Issue 29, item 2: a centre's batch timings, as partners write them, read into schema.org
// opening hours, or into nothing at all when the text could be read two ways.

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("parseOpeningHours", () => {
  it.each([
    [
      "Mon-Fri 4-8 pm, Sat 10 am-1 pm",
      [
        { days: WEEKDAYS, opens: "16:00", closes: "20:00" },
        { days: ["Saturday"], opens: "10:00", closes: "13:00" },
      ],
    ],
    [
      "Tue-Sun 3:30-7:30 pm",
      [{ days: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "15:30", closes: "19:30" }],
    ],
    ["Mon-Sat 5-7 pm", [{ days: [...WEEKDAYS, "Saturday"], opens: "17:00", closes: "19:00" }]],
    ["Monday to Friday: 4 pm - 7 pm", [{ days: WEEKDAYS, opens: "16:00", closes: "19:00" }]],
    ["Sat & Sun 11-1 pm", [{ days: ["Saturday", "Sunday"], opens: "11:00", closes: "13:00" }]],
    ["Mon, Wed, Fri 4.30–6 p.m.", [{ days: ["Monday", "Wednesday", "Friday"], opens: "16:30", closes: "18:00" }]],
    [
      "Mon-Fri 4-5 pm & 5:30-6:30 pm; Sunday closed",
      [
        { days: WEEKDAYS, opens: "16:00", closes: "17:00" },
        { days: WEEKDAYS, opens: "17:30", closes: "18:30" },
      ],
    ],
    ["Fri-Mon 16:00-19:30", [{ days: ["Monday", "Friday", "Saturday", "Sunday"], opens: "16:00", closes: "19:30" }]],
    ["Sat 12-2 pm", [{ days: ["Saturday"], opens: "12:00", closes: "14:00" }]],
    ["Sun 9 am-12 pm", [{ days: ["Sunday"], opens: "09:00", closes: "12:00" }]],
  ])("reads %j", (text, expected) => {
    expect(parseOpeningHours(text)).toEqual(
      expected.map(({ days, opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${day}`),
        opens,
        closes,
      })),
    );
  });

  it.each([
    ["", "nothing"],
    ["Mon-Fri 4-8", "morning or evening"],
    ["Mon-Fri 9-12", "no am or pm, and not a 24-hour time"],
    ["4-7 pm", "no days"],
    ["Mon-Fri", "no times"],
    ["Weekdays after school", "words"],
    ["Mon-Fri 4-7 pm (two batches)", "more than hours"],
    ["Mon-Fri 8 pm-1 am", "past midnight"],
    ["Mon-Fri 7 pm-4 pm", "closing before opening"],
    ["Mon-Fri 13-15 pm", "13 pm"],
    ["Mon-Fri 4:75-6 pm", "75 minutes"],
    ["Mon-Fri 4-7 pm, Sat", "a day without hours"],
    ["Funday 4-7 pm", "not a day"],
    ["__proto__-constructor 4-8 pm", "names an object inherits (the loop over the days never ended)"],
    ["constructor 4-8 pm", "a name an object inherits"],
    ["toString-sun 4-8 pm", "a name an object inherits"],
  ])("reads nothing from %j (%s)", (text) => {
    expect(parseOpeningHours(text)).toBeNull();
  });
});
