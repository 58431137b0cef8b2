import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "~/db/schema";
import { assertNoPasswordMaterial, BASE, call, createUser, freshAddress, db, sessionCookie, signedInUser, uniqueEmail } from "./helpers";
import { csvRecords, insertOrder } from "./csv-helpers";
import { workerFetch } from "./worker-fetch";

// The accountant's files: GET /api/exports/{sales,users,messages}.csv (Bearer) and the dashboard's
// download links /admin/exports/... (the session cookie), read as a spreadsheet would read them.

const SALES_HEADER =
  "Buyer GSTIN,Buyer,Invoice Number,Invoice Date,Invoice Value,Place Of Supply,HSN,Description,Quantity,Unit,Unit Price,GST Rate (%),Taxable Value,CGST,SGST/UTGST,IGST,Line Total,Order Status,Credit Note,Payment Status";

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser("admin");
});

/**
 * A GET as a browser downloads it: the bytes, and the text with its byte-order mark kept (Response.text()
 * drops it, as a spreadsheet would not), plus the JSON of an error.
 */
async function download(path: string, { token = admin.token, cookie }: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshAddress() };
  if (cookie) headers.Cookie = cookie;
  else if (token) headers.Authorization = `Bearer ${token}`;
  const response = await workerFetch(`${BASE}${path}`, { headers, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  let json: Record<string, any> | null = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { response, status: response.status, bytes, text, json };
}

describe("GET /api/exports/sales.csv", () => {
  it("answers one row per invoice line of the range, with CGST + SGST within Maharashtra and IGST outside", async () => {
    const pune = await insertOrder({
      createdAt: "2031-05-10T06:00:00.000Z",
      franchiseeName: "Kothrud Centre",
      gstNumber: "27ABCDE1234F1Z5",
      placeOfSupply: "27",
      lines: [
        { name: "Abacus Starter Kit", hsnCode: "9503", unit: "SET", price: 1250, qty: 2, gstPercent: 18 },
        { name: "Flash cards", hsnCode: "4901", price: 1499, qty: 1, gstPercent: 5 },
      ],
    });
    const bengaluru = await insertOrder({
      createdAt: "2031-05-20T06:00:00.000Z",
      franchiseeName: "Jayanagar Centre",
      gstNumber: "29ABCDE1234F1Z1",
      placeOfSupply: "29",
      lines: [{ name: "Phonics Kit", hsnCode: "4901", price: 800, qty: 3, gstPercent: 12 }],
    });

    const { status, response, text } = await download("/api/exports/sales.csv?from=2031-05-01&to=2031-05-31");
    expect(status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="sales-2031-05-01-to-2031-05-31.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // The byte-order mark first (text() keeps it), CRLF after every record.
    expect(text.startsWith(`\uFEFF${SALES_HEADER}\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);

    const { records } = csvRecords(text);
    expect(records).toHaveLength(3);
    // 2 × ₹1,250 at 18% within Maharashtra: ₹450 of GST, half CGST and half SGST.
    expect(records[0]).toEqual({
      "Buyer GSTIN": "27ABCDE1234F1Z5",
      Buyer: "Kothrud Centre",
      "Invoice Number": pune.invoiceNumber,
      "Invoice Date": "10-May-2031",
      "Invoice Value": "4524.00",
      "Place Of Supply": "27-Maharashtra",
      HSN: "9503",
      Description: "Abacus Starter Kit",
      Quantity: "2",
      Unit: "SET",
      "Unit Price": "1250.00",
      "GST Rate (%)": "18",
      "Taxable Value": "2500.00",
      CGST: "225.00",
      "SGST/UTGST": "225.00",
      IGST: "0.00",
      "Line Total": "2950.00",
      "Order Status": "placed",
      "Credit Note": "",
      "Payment Status": "unpaid",
    });
    // ₹1,499 at 5% is ₹74.95, rounded to ₹75: halves of 37.50 each.
    expect(records[1]).toMatchObject({
      Description: "Flash cards",
      CGST: "37.50",
      "SGST/UTGST": "37.50",
      IGST: "0.00",
      "Line Total": "1574.00",
    });
    // Karnataka: all of it IGST.
    expect(records[2]).toMatchObject({
      "Invoice Number": bengaluru.invoiceNumber,
      "Place Of Supply": "29-Karnataka",
      "Taxable Value": "2400.00",
      "GST Rate (%)": "12",
      CGST: "0.00",
      "SGST/UTGST": "0.00",
      IGST: "288.00",
      "Line Total": "2688.00",
    });
  });

  it("takes the days of the range in Indian time, both ends included", async () => {
    const at = async (createdAt: string) =>
      (await insertOrder({ createdAt, lines: [{ name: "Kit", price: 100, qty: 1, gstPercent: 18 }] })).invoiceNumber;
    const beforeStart = await at("2031-06-30T18:29:59.999Z"); // 30 Jun, 23:59 in India
    const firstMinute = await at("2031-06-30T18:30:00.000Z"); // 1 Jul, 00:00 in India
    const lastMinute = await at("2031-07-31T18:29:00.000Z"); // 31 Jul, 23:59 in India
    const afterEnd = await at("2031-07-31T18:30:00.000Z"); // 1 Aug, 00:00 in India

    const { status, text } = await download("/api/exports/sales.csv?from=2031-07-01&to=2031-07-31");
    expect(status).toBe(200);
    const numbers = csvRecords(text).records.map((record) => record["Invoice Number"]);
    expect(numbers).toEqual([firstMinute, lastMinute]);
    expect(numbers).not.toContain(beforeStart);
    expect(numbers).not.toContain(afterEnd);
    expect(csvRecords(text).records[0]!["Invoice Date"]).toBe("01-Jul-2031");

    // An empty range is the header alone.
    const empty = await download("/api/exports/sales.csv?from=2031-09-01&to=2031-09-30");
    expect(empty.text).toBe(`\uFEFF${SALES_HEADER}\r\n`);
  });

  it("quotes commas, quotes and line breaks, keeps Marathi and ₹ as UTF-8, and makes formulas inert", async () => {
    await insertOrder({
      createdAt: "2031-10-05T06:00:00.000Z",
      franchiseeName: '=HYPERLINK("http://evil.example","Click")',
      lines: [
        { name: 'Kit, "deluxe" edition', price: 100, qty: 1, gstPercent: 18 },
        { name: "+91 abacus", price: 100, qty: 1, gstPercent: 18 },
        { name: "-2+3", price: 100, qty: 1, gstPercent: 18 },
        { name: "@SUM(A1)", price: 100, qty: 1, gstPercent: 18 },
        { name: "\tTabbed", price: 100, qty: 1, gstPercent: 18 },
        { name: "ज्ञानदीप अबॅकस ₹ संच", price: 100, qty: 1, gstPercent: 18 },
      ],
    });
    const { text, bytes, response } = await download("/api/exports/sales.csv?from=2031-10-01&to=2031-10-31");
    // UTF-8 with its byte-order mark, byte for byte.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get("Content-Type")).toContain("charset=utf-8");
    // The cell as written: quoted (it holds quotes), its quotes doubled, the formula behind a quote mark.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(text).toContain(`,"Kit, ""deluxe"" edition",`);

    const names = csvRecords(text).records.map((record) => record.Description);
    expect(names).toEqual(['Kit, "deluxe" edition', "'+91 abacus", "'-2+3", "'@SUM(A1)", "'\tTabbed", "ज्ञानदीप अबॅकस ₹ संच"]);
    expect(csvRecords(text).records[0]!["Buyer"]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it.each([
    ["from=2031-05-31&to=2031-05-01", "to", "to must be the same day as from or later"],
    ["from=31-05-2031&to=2031-05-31", "from", "from must be a date written YYYY-MM-DD"],
    ["from=2031-02-30&to=2031-03-31", "from", "from must be a date written YYYY-MM-DD"],
    ["from=2031-05-01", "to", "to must be a date written YYYY-MM-DD"],
    ["", "from", "from must be a date written YYYY-MM-DD"],
    ["from=2030-04-01&to=2031-04-02", "to", "from and to may be at most 366 days apart"],
  ])("answers 400 naming the parameter for ?%s", async (query, field, message) => {
    const { status, json, response } = await download(`/api/exports/sales.csv?${query}`);
    expect(status).toBe(400);
    expect(json?.success).toBe(false);
    expect(json?.errors?.[field]?.[0]).toContain(message);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("takes a whole financial year, leap day included", async () => {
    const { status, response } = await download("/api/exports/sales.csv?from=2027-04-01&to=2028-03-31");
    expect(status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain('filename="sales-2027-04-01-to-2028-03-31.csv"');
  });

  it("is refused to a partner (403) and a visitor (401), and is read-only", async () => {
    const partner = await signedInUser();
    for (const file of ["sales.csv?from=2031-05-01&to=2031-05-31", "users.csv", "messages.csv"]) {
      const asPartner = await download(`/api/exports/${file}`, { token: partner.token });
      expect(asPartner.status).toBe(403);
      expect(asPartner.text).not.toContain("Kothrud");
      const asVisitor = await call(`/api/exports/${file}`);
      expect(asVisitor.status).toBe(401);
    }
    expect((await call("/api/exports/users.csv", { method: "POST", token: admin.token })).status).toBe(405);
    expect((await download("/api/exports/orders.csv")).status).toBe(404);
  });
});

describe("GET /api/exports/users.csv and messages.csv", () => {
  it("lists every account with its role and state, and never any password material", async () => {
    const email = uniqueEmail("export");
    await db.insert(users).values({
      name: '@Sunita, "Sunu" Patil',
      email,
      role: "franchise",
      isApproved: false,
      whatsappNumber: "+919812345678",
      passwordHash: "pbkdf2-sha256$100000$c2FsdA==$aGFzaA==",
    });
    const { status, response, text } = await download("/api/exports/users.csv");
    expect(status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    assertNoPasswordMaterial(text);
    const { header, records } = csvRecords(text);
    expect(header).toEqual(["Name", "Email", "Role", "Status", "WhatsApp Number", "Joined", "Last Sign-in"]);
    const sunita = records.find((record) => record.Email === email);
    expect(sunita).toMatchObject({
      Name: '\'@Sunita, "Sunu" Patil',
      Role: "Franchise partner",
      Status: "Waiting for approval",
      "WhatsApp Number": "'+919812345678",
      "Last Sign-in": "",
    });
    expect(sunita?.Joined).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(records.find((record) => record.Email === admin.email)).toMatchObject({ Role: "Administrator", Status: "Active" });
  });

  it("lists every contact message with its text, line breaks and all, and its state", async () => {
    await db.insert(contactMessages).values({
      name: "Meera Joshi",
      email: "meera@example.com",
      phone: "+91 98220 12345",
      area: "Pune",
      subject: "Batches",
      message: 'Which batches are open?\r\nMy son is 7, "very keen".',
      createdAt: "2031-05-10T06:00:00.000Z",
    });
    const { status, response, text } = await download("/api/exports/messages.csv");
    expect(status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { header, records } = csvRecords(text);
    expect(header).toEqual(["Received", "Name", "Email", "Phone", "Area", "Subject", "Message", "Status"]);
    expect(records.find((record) => record.Email === "meera@example.com")).toEqual({
      Received: "2031-05-10 11:30",
      Name: "Meera Joshi",
      Email: "meera@example.com",
      Phone: "'+91 98220 12345",
      Area: "Pune",
      Subject: "Batches",
      Message: 'Which batches are open?\r\nMy son is 7, "very keen".',
      Status: "new",
    });
  });
});

describe("the dashboard's downloads, /admin/exports/{file}", () => {
  it("answers the same files for the admin's session", async () => {
    const { status, response, text } = await download("/admin/exports/sales.csv?from=2031-05-01&to=2031-05-31", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="sales-2031-05-01-to-2031-05-31.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(text.startsWith(`\uFEFF${SALES_HEADER}\r\n`)).toBe(true);
    const users = await call("/admin/exports/users.csv", { headers: { Cookie: admin.cookie } });
    expect(users.text).toContain(admin.email);
  });

  it("says what is wrong with a range, and sends others away", async () => {
    const bad = await call("/admin/exports/sales.csv?from=2031-05-31&to=2031-05-01", { headers: { Cookie: admin.cookie } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("to must be the same day as from or later");

    const partner = await createUser();
    const asPartner = await call("/admin/exports/users.csv", { headers: { Cookie: await sessionCookie(partner.email, partner.password) } });
    expect(asPartner.status).toBe(302);
    expect(asPartner.text).not.toContain(admin.email);
    const asVisitor = await call("/admin/exports/users.csv");
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.response.headers.get("Location")).toContain("/login");
  });
});

describe("an admin still on a temporary password", () => {
  it("is sent to choose a password before the dashboard's downloads", async () => {
    const account = await createUser({ role: "admin", mustChangePassword: true });
    const cookie = await sessionCookie(account.email, account.password);
    const { status, response, text } = await download("/admin/exports/users.csv", { cookie });
    expect(status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/account\/password\?redirectTo=/);
    expect(text).not.toContain(admin.email);
  });
});
