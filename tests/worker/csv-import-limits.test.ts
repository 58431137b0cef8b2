import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitionEntries, students } from "~/db/schema";
import { CSV_MAX_COLUMNS, CsvLimitError, parseCsvRecords, parseCsvRows } from "~/lib/csv-parse";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 29, item 7: a partner's 80 KB roster with 20,000 empty columns took 44 s of the worker's CPU,
// because every row was turned into an object of every column before any limit was checked. Every
// CSV import (the roster, through the API and the page; the results, through the admin page) now
// refuses a file past its column or row cap at once, naming the cap, and changes nothing. The proof
// that the work no longer grows with rows x columns is counted, not timed: the parser stops reading
// at the cap (where it stopped is part of its answer), and a record holds only the columns the import reads.

const ROSTER_HEADER = "name,date_of_birth,course,level,parent_phone";
const rosterLine = (index: number) => `Ishaan Kulkarni ${index},2016-08-21,abacus,4,98220 12345`;
const manyEmptyColumns = ",".repeat(20_000);

const importRoster = (csv: string, token: string) =>
  call("/api/students", { method: "POST", rawBody: csv, token, headers: { "Content-Type": "text/csv" } });
const rosterOf = async (centreId: string) => (await db.select().from(students).where(eq(students.centreId, centreId))).length;

async function postResultsCsv(competitionId: string, csv: string, cookie: string) {
  const form = new FormData();
  form.set("intent", "importResults");
  form.set("csv", new File([csv], "results.csv", { type: "text/csv" }));
  const response = await workerFetch(`${BASE}/admin/competitions/${competitionId}/results.data`, {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return response.text();
}

describe("the roster import refuses an oversized file, naming the cap, and imports nothing", () => {
  it("a file of 20,000 empty columns (80 KB): 400, 'more than 50 columns'", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    // Three good students, each line padded like the partner's file: 4 lines of 20,000 columns.
    const csv = [ROSTER_HEADER, rosterLine(1), rosterLine(2), rosterLine(3)].map((line) => `${line}${manyEmptyColumns}`).join("\n");
    expect(csv.length).toBeGreaterThan(80_000);
    const { status, json } = await importRoster(csv, partner.token);
    expect(status).toBe(400);
    expect(json?.message).toMatch(/^The file has more than 50 columns/);
    expect(json?.errors?.file?.[0]).toMatch(/^The file has more than 50 columns/);
    expect(await rosterOf(centreId)).toBe(0);
  });

  it("a file of 100,000 rows: 400, 'more than 1,000 rows', through the API and the page alike", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const csv = `${ROSTER_HEADER}\n${"x\n".repeat(100_000)}`;
    const { status, json } = await importRoster(csv, partner.token);
    expect(status).toBe(400);
    expect(json?.message).toBe("The file has more than 1,000 rows: import at most 1,000 students at a time.");

    const form = new FormData();
    form.set("intent", "importStudents");
    form.set("file", new File([csv], "roster.csv", { type: "text/csv" }));
    const page = await workerFetch(`${BASE}/my-centres/students.data`, {
      method: "POST",
      body: form,
      headers: { "CF-Connecting-IP": freshAddress(), Cookie: partner.cookie },
    });
    expect(await page.text()).toContain("The file has more than 1,000 rows");
    expect(await rosterOf(centreId)).toBe(0);
  });

  it("the worst case, 20,000 columns over 10,000 rows, is refused at the first line's cap", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const csv = `${ROSTER_HEADER}${manyEmptyColumns}\n${"x\n".repeat(10_000)}`;
    const { status, json } = await importRoster(csv, partner.token);
    // That it stops reading there is counted (by offset, not by the clock, which measures the
    // machine) in the parser's own test below.
    expect(status).toBe(400);
    expect(json?.message).toMatch(/^The file has more than 50 columns/);
    expect(await rosterOf(centreId)).toBe(0);
  });
});

describe("the results import refuses an oversized file, naming the cap, and saves nothing", () => {
  it("20,000 empty columns, or more than 5,000 rows", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const competition = await seedCompetition({ category: "completed" });
    const student = await seedStudent(centreId);
    const entry = await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id });

    const wide = `Roll number,Award${manyEmptyColumns}\n${entry.rollNumber},gold${manyEmptyColumns}\n`;
    expect(await postResultsCsv(competition.id, wide, admin.cookie)).toContain("The file has more than 50 columns");
    const long = `Roll number,Award\n${entry.rollNumber},gold\n${"x,\n".repeat(6_000)}`;
    expect(await postResultsCsv(competition.id, long, admin.cookie)).toContain("The file has more than 5,000 rows");

    const [saved] = await db.select().from(competitionEntries).where(eq(competitionEntries.id, entry.id));
    expect(saved?.award).toBeNull();
  });
});

describe("the CSV parser's work is bounded by its caps", () => {
  const limits = { maxColumns: CSV_MAX_COLUMNS, maxRows: 1_000 };

  it("stops reading a line at its 51st column, however long the file", () => {
    const text = `${ROSTER_HEADER}${manyEmptyColumns}\n${"x\n".repeat(50_000)}`;
    const error = captureLimit(() => parseCsvRows(text, limits));
    expect(error).toMatchObject({ limit: "columns", max: 50, line: 1 });
    // The header's 5 names and 46 commas more: nothing after the 51st cell was read.
    expect(error.offset).toBeLessThanOrEqual(ROSTER_HEADER.length + CSV_MAX_COLUMNS - ROSTER_HEADER.split(",").length + 1);
  });

  it("stops reading at the row after the cap, however many rows follow", () => {
    const text = `${ROSTER_HEADER}\n${"x\n".repeat(100_000)}`;
    const error = captureLimit(() => parseCsvRows(text, limits));
    expect(error).toMatchObject({ limit: "rows", max: 1_000, line: 1_002 });
    expect(error.offset).toBeLessThanOrEqual(ROSTER_HEADER.length + 1 + 1_001 * 2);
  });

  it("builds records of the columns an import reads, not of every column the file has", () => {
    const text = `name,notes${",".repeat(40)},level\nAsha,a${",".repeat(40)},3\n`;
    const { records, missing } = parseCsvRecords(text, { columns: ["name", "level"], required: ["name"], ...limits, field: "file" });
    expect(missing).toEqual([]);
    expect(records).toEqual([{ line: 2, cells: { name: "Asha", level: "3" } }]);
  });

  it("still reads what it read before: quotes, doubled quotes, line breaks in a cell, CRLF, a BOM, blank lines", () => {
    const text = '\uFEFFname,level\r\n"Kulkarni, Asha ""Ashu""",3\r\n\r\n"Line one\nline two",4\n';
    const { records } = parseCsvRecords(text, { columns: ["name", "level"], required: ["name"], ...limits, field: "file" });
    expect(records).toEqual([
      { line: 2, cells: { name: 'Kulkarni, Asha "Ashu"', level: "3" } },
      { line: 4, cells: { name: "Line one\nline two", level: "4" } },
    ]);
  });
});

function captureLimit(run: () => unknown): CsvLimitError {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvLimitError) return error;
    throw error;
  }
  throw new Error("the parser read past its cap without a word");
}
