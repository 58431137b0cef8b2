import { beforeAll, describe, expect, it } from "vitest";
import { competitionEntries, competitions, students } from "~/db/schema";
import { call, db, signedInUser, withoutScripts } from "./helpers";

// The admin's results sheet shows 25 entries a page (by level, then rank, then roll number), with
// Previous / Next links; the counts it shows (in all, per level, for publishing) count every entry.

let admin: Awaited<ReturnType<typeof signedInUser>>;
const competitionId = crypto.randomUUID();
const path = `/admin/competitions/${competitionId}/results`;

beforeAll(async () => {
  admin = await signedInUser("admin");
  await db.insert(competitions).values({
    id: competitionId,
    title: "Paging Olympiad",
    description: "Many entries.",
    date: "2026-10-04",
    location: "Pune",
    category: "completed",
    levels: ["Level 1", "Level 2"],
  });
  // Level 1: rolls 1001-1070, the first 40 with a result; Level 2: rolls 2001-2060, none yet.
  const entry = (level: string, roll: number, placed: number | null) => ({
    competitionId,
    studentId: crypto.randomUUID(),
    centreId: "paging-centre",
    level,
    rollNumber: String(roll),
    enteredBy: admin.id,
    rank: placed,
    award: placed === null ? null : ("gold" as const),
  });
  const rows = [
    ...Array.from({ length: 70 }, (_, i) => entry("Level 1", 1001 + i, i < 40 ? i + 1 : null)),
    ...Array.from({ length: 60 }, (_, i) => entry("Level 2", 2001 + i, null)),
  ];
  // One statement a row (D1 allows 100 variables a statement).
  const [first, ...others] = rows.map((row) => db.insert(competitionEntries).values(row));
  await db.batch([first!, ...others]);
});

const rollsOn = (text: string) => [...text.matchAll(/name="rollNumber" value="(\d+)"/g)].map((match) => Number(match[1]));
const rolls = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("the admin's results sheet, a page at a time", () => {
  it("shows the first 25 entries in reading order, counts every entry, and links the next page", async () => {
    const { status, text } = await call(path, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(rollsOn(text)).toEqual(rolls(1001, 25));
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?130(<!-- -->)? (<!-- -->)?entries have/);
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?70(<!-- -->)? with a result/);
    expect(text).toContain("Entries 1–25 of 130");
    expect(text).toContain(`href="${path}?offset=25"`);
    expect(text).not.toContain(">Previous<");
  });

  it("shows the next entries across the levels, then the rest with a link back, with the same counts", async () => {
    const middle = await call(`${path}?offset=50`, { headers: { Cookie: admin.cookie } });
    expect(rollsOn(middle.text)).toEqual([...rolls(1051, 20), ...rolls(2001, 5)]);
    // Each level on the page counts all its entries, also those on other pages.
    expect(middle.text).toMatch(/40(<!-- -->)? of (<!-- -->)?70(<!-- -->)? with a result/);
    expect(middle.text).toMatch(/0(<!-- -->)? of (<!-- -->)?60(<!-- -->)? with a result/);
    expect(middle.text).toContain("Entries 51–75 of 130");
    expect(middle.text).toContain(`href="${path}?offset=25"`);
    expect(middle.text).toContain(`href="${path}?offset=75"`);
    const { status, text } = await call(`${path}?offset=125`, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(rollsOn(text)).toEqual(rolls(2056, 5));
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?130(<!-- -->)? (<!-- -->)?entries have/);
    expect(text).toMatch(/0(<!-- -->)? of (<!-- -->)?60(<!-- -->)? with a result/);
    expect(text).toContain("Entries 126–130 of 130");
    expect(text).toContain(`href="${path}?offset=100"`);
    expect(text).not.toContain(">Next<");
  });

  it("answers a nonsense offset with the 400 page, an unknown competition with the 404", async () => {
    expect((await call(`${path}?offset=-1`, { headers: { Cookie: admin.cookie } })).status).toBe(400);
    expect((await call(`/admin/competitions/nope/results`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });
});

// The public results page shows 50 results a page, in the same reading order, and counts every
// result of the competition (in all, per level, first places) whichever page is shown.
describe("the public results page, a page at a time", () => {
  const publicId = crypto.randomUUID();
  const publicPath = `/competitions/${publicId}/results`;

  beforeAll(async () => {
    await db.insert(competitions).values({
      id: publicId,
      title: "Public Paging Olympiad",
      description: "Many results.",
      date: "2026-10-04",
      location: "Pune",
      category: "completed",
      levels: ["Level 1", "Level 2"],
      resultsPublishedAt: new Date().toISOString(),
    });
    // Level 1: rolls 1001-1070, ranked 1-70; Level 2: rolls 2001-2060, the first 50 with an award
    // (2001 ranked first, the others unranked), the last 10 without a result (never shown).
    const statements = [];
    for (const [level, first, count] of [
      ["Level 1", 1001, 70],
      ["Level 2", 2001, 60],
    ] as const)
      for (let i = 0; i < count; i++) {
        const roll = first + i;
        const studentId = crypto.randomUUID();
        const awarded = level === "Level 1" || i < 50;
        statements.push(
          db.insert(students).values({
            id: studentId,
            centreId: "paging-centre",
            name: `R${roll} Test`,
            dateOfBirth: "2016-05-14",
            course: "abacus",
            level: 1,
            parentPhone: "+919822012345",
            // Named in public results: the parent's consent to publishing them (the trigger of a consent record sets these).
            consentStatus: "given",
            consentResults: true,
          }),
          db.insert(competitionEntries).values({
            competitionId: publicId,
            studentId,
            centreId: "paging-centre",
            level,
            rollNumber: String(roll),
            enteredBy: "paging-admin",
            rank: level === "Level 1" ? i + 1 : i === 0 ? 1 : null,
            award: awarded ? ("merit" as const) : null,
          }),
        );
      }
    const [first, ...others] = statements;
    await db.batch([first!, ...others]);
  });

  // The names in the page, not in the loader data that follows it.
  const shownRolls = (text: string) => [...text.matchAll(/>R(\d+) T\.</g)].map((match) => Number(match[1]));

  it("shows the first 50 results in reading order, counts all 120 and both first places, and links the next page", async () => {
    const { status, text } = await call(publicPath);
    expect(status).toBe(200);
    expect(shownRolls(text)).toEqual(rolls(1001, 50));
    expect(text).toMatch(/120(<!-- -->)? (<!-- -->)?results(<!-- -->)?, (<!-- -->)?2(<!-- -->)? first (<!-- -->)?places/);
    // A level's card counts the level's results, also those on the other pages (20 of level 1's 70 are on the next).
    expect(text).toContain("70 results");
    expect(text).toContain("Results 1–50 of 120");
    expect(text).toContain(`href="${publicPath}?offset=50"`);
    expect(text).not.toContain(">Previous<");
  });

  it("shows the rest on the last page with the same counts, and a link back", async () => {
    const { status, text } = await call(`${publicPath}?offset=100`);
    expect(status).toBe(200);
    expect(shownRolls(text)).toEqual(rolls(2031, 20));
    expect(text).toMatch(/120(<!-- -->)? (<!-- -->)?results/);
    expect(text).toContain("50 results");
    expect(text).toContain("Results 101–120 of 120");
    expect(text).toContain(`href="${publicPath}?offset=50"`);
    expect(text).not.toContain(">Next<");
  });

  it("says there are no more past the last page, and answers a nonsense offset with the 400 page", async () => {
    const { status, text } = await call(`${publicPath}?offset=200`);
    expect(status).toBe(200);
    expect(shownRolls(text)).toEqual([]);
    expect(text).toContain("No more results");
    expect(withoutScripts(text)).not.toContain("No results were published");
    expect((await call(`${publicPath}?offset=x`)).status).toBe(400);
  });

  it("keeps the API's list whole", async () => {
    const { status, json } = await call(`/api${publicPath}`);
    expect(status).toBe(200);
    expect((json?.results as unknown[]).length).toBe(120);
  });
});
