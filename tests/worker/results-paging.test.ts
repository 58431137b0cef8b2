import { beforeAll, describe, expect, it } from "vitest";
import { competitionEntries, competitions } from "~/db/schema";
import { call, db, signedInUser } from "./helpers";

// The admin's results sheet shows 100 entries a page (by level, then rank, then roll number), with
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
  it("shows the first 100 entries in reading order, counts every entry, and links the next page", async () => {
    const { status, text } = await call(path, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(rollsOn(text)).toEqual([...rolls(1001, 70), ...rolls(2001, 30)]);
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?130(<!-- -->)? (<!-- -->)?entries have/);
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?70(<!-- -->)? with a result/);
    expect(text).toMatch(/0(<!-- -->)? of (<!-- -->)?60(<!-- -->)? with a result/);
    expect(text).toContain("Entries 1–100 of 130");
    expect(text).toContain(`href="${path}?offset=100"`);
    expect(text).not.toContain(">Previous<");
  });

  it("shows the rest on the next page with the same counts, and a link back", async () => {
    const { status, text } = await call(`${path}?offset=100`, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(rollsOn(text)).toEqual(rolls(2031, 30));
    expect(text).toMatch(/40(<!-- -->)? of (<!-- -->)?130(<!-- -->)? (<!-- -->)?entries have/);
    expect(text).toMatch(/0(<!-- -->)? of (<!-- -->)?60(<!-- -->)? with a result/);
    expect(text).toContain("Entries 101–130 of 130");
    expect(text).toContain(`href="${path}"`);
    expect(text).not.toContain(">Next<");
  });

  it("answers a nonsense offset with the 400 page, an unknown competition with the 404", async () => {
    expect((await call(`${path}?offset=-1`, { headers: { Cookie: admin.cookie } })).status).toBe(400);
    expect((await call(`/admin/competitions/nope/results`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
  });
});
