import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema";
import { call, db, freshAddress, signedInUser } from "./helpers";
import { csvRecords } from "./csv-helpers";

// Issue 29, item 14c: a cell was made inert only when it began with a formula character, as a
// comma-reading spreadsheet sees it. A spreadsheet set to split on ";" (Excel in much of Europe, a
// partner's LibreOffice) sees `ok;=HYPERLINK(...)` as two cells, the second a formula; one that
// splits on tabs, or ignores the quotes, sees other cells start mid-field. OWASP's CSV injection
// advice: take care of the field separators, not only a cell's start. Every exported file is read
// here as each of those spreadsheets would read it, and no cell of any reading may start a formula.

/** A spreadsheet's reading of `text` split on `separator`: quotes honoured where a field starts, or (`quotes: false`) not at all. */
function spreadsheetReading(text: string, separator: string, { quotes = true } = {}): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = "";
    if (quotes && text[i] === '"') {
      i += 1;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else field += text[i++];
      }
    }
    // Up to the next separator or line end, as it is (what follows a closing quote too).
    while (i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n") field += text[i++];
    row.push(field);
    if (text[i] === separator) {
      i += 1;
      continue;
    }
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    rows.push(row);
    row = [];
  }
  return rows;
}

/** What Excel, LibreOffice and Google Sheets run as a formula: =, +, - or @ first, maybe behind spaces, tabs, line breaks or a quote. */
const FORMULA = /^["\s]*[=+\-@]/;

const READINGS = [
  { name: "split on ;", separator: ";" },
  { name: "split on ; without quotes", separator: ";", quotes: false },
  { name: "split on tabs", separator: "\t" },
  { name: "split on , without quotes", separator: ",", quotes: false },
  { name: "split on , (RFC 4180)", separator: "," },
];

function expectInertInEveryReading(file: string, text: string) {
  for (const { name, separator, quotes } of READINGS) {
    const formulas = spreadsheetReading(text.replace(/^\uFEFF/, ""), separator, { quotes })
      .flat()
      .filter((cell) => FORMULA.test(cell));
    expect(formulas, `${file}, ${name}`).toEqual([]);
  }
}

const HOSTILE = [
  'ok;=HYPERLINK("http://evil.example","Click")',
  "Pune;+1+2",
  "Asha;@SUM(A1)",
  "Kothrud\t=1+1",
  "fine; -2+3",
  'call;"=1+1"',
  "first line\r\n=cmd|' /C calc'!A1",
  "second\n@SUM(1)",
  "comma,=1+1",
];
const GENUINE = "Batches: 4-6 pm, Mon; Wed, 2 kids (ages 7-9)\nCall after 6";

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser("admin");
});

describe("every exported CSV is inert however a spreadsheet splits it", () => {
  it("the messages file: formulas after ; , tabs and line breaks, in every reading; the text still reads as typed", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    await db.insert(contactMessages).values(
      [...HOSTILE, GENUINE].map((text, index) => ({
        name: `${marker} ${index}`,
        email: `${marker}-${index}@example.com`,
        phone: "+91 98220 12345",
        area: text,
        subject: text,
        message: text,
      })),
    );
    const { text, status } = await call("/api/exports/messages.csv", { token: admin.token });
    expect(status).toBe(200);
    expectInertInEveryReading("messages.csv", text);

    // Read with commas, as the file is meant: each text as typed, a quote mark before each formula character that follows a separator.
    const mine = csvRecords(text)
      .records.filter((record) => record.Name?.startsWith(marker))
      .sort((a, b) => Number(a.Name!.slice(marker.length)) - Number(b.Name!.slice(marker.length)));
    expect(mine.map((record) => record.Message).slice(0, HOSTILE.length)).toEqual([
      `ok;'=HYPERLINK("http://evil.example","Click")`,
      "Pune;'+1+2",
      "Asha;'@SUM(A1)",
      "Kothrud\t'=1+1",
      "fine; '-2+3",
      `call;"'=1+1"`,
      "first line\r\n'=cmd|' /C calc'!A1",
      "second\n'@SUM(1)",
      "comma,'=1+1",
    ]);
    // A phone number keeps the one quote mark that spreadsheets take as "text" and do not show.
    expect(new Set(mine.map((record) => record.Phone))).toEqual(new Set(["'+91 98220 12345"]));
    // Text with no formula character after a separator is left as typed.
    expect(mine.find((record) => record.Subject === GENUINE)?.Message).toBe(GENUINE);
  });

  it("the leads file: what a visitor typed into the franchise form", async () => {
    const area = `Shivaji Nagar;=HYPERLINK("http://evil.example")`;
    const booked = await call("/api/leads", {
      method: "POST",
      address: freshAddress(),
      body: {
        type: "franchise",
        name: "Rahul Deshmukh",
        phone: "9822012345",
        email: "rahul@example.com",
        city: "Nashik",
        area,
        occupation: "Teacher; -1",
        investment: "₹1–3 lakh",
        message: "Call after 6;@SUM(A1)\nThanks, +91 98220 12345 is mine",
      },
    });
    expect(booked.status).toBe(201);
    const { text } = await call("/api/exports/leads.csv?type=franchise", { token: admin.token });
    expectInertInEveryReading("leads.csv", text);
    const lead = csvRecords(text).records.find((record) => record.Occupation === "Teacher; '-1");
    expect(lead).toMatchObject({
      Area: `Shivaji Nagar;'=HYPERLINK("http://evil.example")`,
      Message: "Call after 6;'@SUM(A1)\nThanks, '+91 98220 12345 is mine",
      Phone: "'+919822012345",
    });
  });

  it("the users file: a name typed at sign-up", async () => {
    const email = `sunita-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const body = { name: "Sunita;=1+1 Patil", email, password: "secret-pass-1", whatsappNumber: "+91 98765 43210" };
    expect((await call("/api/auth/register", { method: "POST", address: freshAddress(), body })).status).toBe(201);
    const { text } = await call("/api/exports/users.csv", { token: admin.token });
    expectInertInEveryReading("users.csv", text);
    expect(csvRecords(text).records.find((record) => record.Email === email)?.Name).toBe("Sunita;'=1+1 Patil");
  });
});
