import { beforeAll, describe, expect, it } from "vitest";
import { students } from "~/db/schema";
import { formatCount } from "~/lib/counts";
import { ROSTER_CENTRES_ON_PAGE, SEARCH_COUNT_CAP } from "~/services/students.server";
import { seedCentre } from "./competition-fixtures";
import { call, db, signedInUser, withoutScripts } from "./helpers";

// The roster page (/my-centres/students) shows 25 students at a time, by centre then name, with
// Previous / Next links that keep the filters and work without JavaScript; the count it shows is
// of every student the filters match. GET /api/students keeps answering the whole list (up to 500).
// An admin of a network bigger than ROSTER_CENTRES_ON_PAGE filters by a centre's name instead of a
// list of every centre, and the student form fetches the list.

const COUNT = 120;
let partner: Awaited<ReturnType<typeof signedInUser>>;

/** The `i`th student's name (sorted by name, 1 first). */
const pupil = (i: number) => `Roster Pupil ${String(i).padStart(3, "0")}`;

beforeAll(async () => {
  partner = await signedInUser();
  const centreId = await seedCentre({ partnerIds: [partner.id], name: "Bright Minds Roster" });
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    centreId,
    name: pupil(index + 1),
    dateOfBirth: "2017-05-14",
    course: "abacus" as const,
    level: 1,
    // Every third student's parent shares a phone number ending 4444 (the search below).
    parentPhone: index % 3 === 0 ? `+91982200${String(index).padStart(4, "0")}` : `+919822${String(index).padStart(2, "0")}4444`,
    archived: index === COUNT - 1,
  }));
  // One statement a row (D1 allows 100 variables a statement).
  const [first, ...others] = rows.map((row) => db.insert(students).values(row));
  await db.batch([first!, ...others]);
});

/** The students named on a page, in the order shown. */
const pupilsOn = (text: string) => [...new Set([...text.matchAll(/>(Roster Pupil \d{3})</g)].map((match) => match[1]))];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => pupil(from + i));

describe("the roster page, a page at a time", () => {
  it("shows the first 25, counts every student on the roster, and links the next page", async () => {
    const { status, text } = await call("/my-centres/students", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(200);
    expect(pupilsOn(text)).toEqual(range(1, 25));
    expect(text).toContain(`${COUNT - 1} students`);
    expect(text).toContain("Students 1–25 of 119");
    expect(text).toContain('href="/my-centres/students?offset=25"');
    expect(withoutScripts(text)).not.toContain("Previous");
  });

  it("shows the next page with links both ways, and the last without a Next", async () => {
    const second = await call("/my-centres/students?offset=25", { headers: { Cookie: partner.cookie } });
    expect(pupilsOn(second.text)).toEqual(range(26, 50));
    expect(second.text).toContain('href="/my-centres/students"');
    expect(second.text).toContain('href="/my-centres/students?offset=50"');
    const last = await call("/my-centres/students?offset=100", { headers: { Cookie: partner.cookie } });
    expect(pupilsOn(last.text)).toEqual(range(101, 119));
    expect(last.text).toContain("Students 101–119 of 119");
    expect(last.text).toContain('href="/my-centres/students?offset=75"');
    expect(last.text).not.toContain(">Next<");
  });

  it("keeps the search and the archived filter in the pages' links, and counts what they match", async () => {
    const found = await call("/my-centres/students?search=4444", { headers: { Cookie: partner.cookie } });
    // 80 of the 120 share the phone ending; the archived 120th is one of them.
    expect(found.text).toContain("79 students");
    expect(pupilsOn(found.text)).toHaveLength(25);
    expect(found.text).toContain('href="/my-centres/students?search=4444&amp;offset=25"');
    const next = await call("/my-centres/students?search=4444&offset=75", { headers: { Cookie: partner.cookie } });
    expect(pupilsOn(next.text)).toHaveLength(4);
    const archived = await call("/my-centres/students?archived=only", { headers: { Cookie: partner.cookie } });
    expect(pupilsOn(archived.text)).toEqual([pupil(COUNT)]);
    expect(archived.text).toMatch(/1 student(<!-- -->)? archived/);
    expect(archived.text).not.toContain('aria-label="Roster pages"');
  });

  it("answers a nonsense offset with the 400 page", async () => {
    const { status } = await call("/my-centres/students?offset=abc", { headers: { Cookie: partner.cookie } });
    expect(status).toBe(400);
  });

  it("leaves GET /api/students whole: every student on the roster, not a page", async () => {
    const { status, json } = await call("/api/students", { token: partner.token });
    expect(status).toBe(200);
    expect((json!.students as { name: string }[]).map((student) => student.name)).toEqual(range(1, 119));
  });
});

describe("an admin's roster over a network of more centres than the page carries", () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let nashik: string;

  beforeAll(async () => {
    admin = await signedInUser("admin");
    const ids = [];
    for (let i = 0; i < ROSTER_CENTRES_ON_PAGE; i++) ids.push(await seedCentre({ name: `Network Centre ${String(i).padStart(2, "0")}` }));
    nashik = await seedCentre({ name: "Zenith Abacus Nashik" });
    await db.insert(students).values([
      {
        centreId: nashik,
        name: "Network Pupil Nashik",
        dateOfBirth: "2017-05-14",
        course: "abacus",
        level: 2,
        parentPhone: "+919822055555",
      },
      {
        centreId: ids[0]!,
        name: "Network Pupil First",
        dateOfBirth: "2017-05-14",
        course: "abacus",
        level: 2,
        parentPhone: "+919822066666",
      },
    ]);
  });

  it("offers a centre's name to filter by, not a list of every centre", async () => {
    const { status, text } = await call("/my-centres/students?search=Network+Pupil", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(text).toContain('placeholder="Centre or city"');
    expect(text).not.toContain("Zenith Abacus Nashik</option>");
    expect(text).toContain("Network Pupil Nashik");
    expect(text).toContain("Network Pupil First");
    const filtered = await call("/my-centres/students?search=Network+Pupil&centre=nashik", { headers: { Cookie: admin.cookie } });
    expect(filtered.text).toContain("Network Pupil Nashik");
    expect(filtered.text).not.toContain("Network Pupil First");
    expect(filtered.text).toContain('value="nashik"');
  });

  it("names the centre a link filtered by, with a way back to every centre", async () => {
    const { text } = await call(`/my-centres/students?centreId=${nashik}`, { headers: { Cookie: admin.cookie } });
    expect(text).toContain("Zenith Abacus Nashik</strong>");
    expect(text).toContain("Network Pupil Nashik");
    expect(text).not.toContain("Network Pupil First");
    expect(text).toMatch(/href="\/my-centres\/students"[^>]*>.*All centres/);
  });

  it("gives the student form every centre on asking, and only to a member", async () => {
    const { status, json } = await call("/my-centres/students/centres", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    const names = (json!.centres as { name: string }[]).map((centre) => centre.name);
    expect(names.length).toBeGreaterThan(ROSTER_CENTRES_ON_PAGE);
    expect(names).toContain("Zenith Abacus Nashik");
    const visitor = await call("/my-centres/students/centres");
    expect(visitor.status).not.toBe(200);
  });

  it("answers the same centre filter in GET /api/students", async () => {
    const { json } = await call("/api/students?centre=Nashik", { token: admin.token });
    expect((json!.students as { name: string }[]).map((student) => student.name)).toEqual(["Network Pupil Nashik"]);
  });
});

describe("a search matching more students than it counts", () => {
  it("says how many it counted with a plus, and still pages through them", async () => {
    const keeper = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [keeper.id], name: "Bright Minds Common Name" });
    const many = SEARCH_COUNT_CAP + 5;
    const rows = Array.from({ length: many }, (_, index) => ({
      centreId,
      name: `Commonname Child ${String(index).padStart(4, "0")}`,
      dateOfBirth: "2017-05-14",
      course: "abacus" as const,
      level: 1,
      parentPhone: `+9198230${String(index).padStart(5, "0")}`,
    }));
    const [first, ...others] = rows.map((row) => db.insert(students).values(row));
    await db.batch([first!, ...others]);

    const found = await call("/my-centres/students?search=commonname", { headers: { Cookie: keeper.cookie } });
    expect(found.status).toBe(200);
    expect(found.text).toContain(`${formatCount(SEARCH_COUNT_CAP)}+ students`);
    expect(found.text).toContain(`Students 1–25 of ${formatCount(SEARCH_COUNT_CAP)}+`);
    expect(found.text).toContain('href="/my-centres/students?search=commonname&amp;offset=25"');
    // Past the count, the pages say which students they show, not of how many.
    const last = await call(`/my-centres/students?search=commonname&offset=${SEARCH_COUNT_CAP}`, { headers: { Cookie: keeper.cookie } });
    expect(last.text).toContain(`Students ${formatCount(SEARCH_COUNT_CAP + 1)}–${formatCount(many)}<`);
    // Without a search the roster counts every student.
    const all = await call("/my-centres/students", { headers: { Cookie: keeper.cookie } });
    expect(all.text).toContain(`${formatCount(many)} students`);
  });
});
