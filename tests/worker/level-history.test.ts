import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { courseLevels, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { seedCentre } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 34, item 2: every student carries their enrolment date and a level history; adding or
// importing a student records their starting level; the roster shows weeks at the level and who is
// due for an exam; another centre's student is not there (404).

type History = { course: string; level: number; startedOn: string; completedOn: string | null; result: string | null; centreId: string };

const daysAgo = (days: number) => indiaDate(new Date(), -days);
const student = (centreId: string, overrides: Record<string, unknown> = {}) => ({
  name: `Diya Joshi ${crypto.randomUUID().slice(0, 6)}`,
  dateOfBirth: "2016-08-20",
  course: "mental_math",
  level: 2,
  centreId,
  parentPhone: "+91 98220 55555",
  ...overrides,
});

let partner: Awaited<ReturnType<typeof signedInUser>>;
let centreId: string;
beforeAll(async () => {
  partner = await signedInUser();
  centreId = await seedCentre({ partnerIds: [partner.id] });
  // The programme: level 2 of Mental Math takes 8 weeks; level 3 is not listed (no minimum).
  const updatedAt = new Date().toISOString();
  await db.insert(courseLevels).values([
    { course: "mental_math", position: 1, name: "Starter", weeks: 6, passMark: 60, updatedAt },
    { course: "mental_math", position: 2, name: "Builder", weeks: 8, passMark: 60, updatedAt },
  ]);
});

const getStudent = (id: string, token = partner.token) => call(`/api/students/${id}`, { token });
const add = async (body: Record<string, unknown>) => {
  const { status, json } = await call("/api/students", { method: "POST", token: partner.token, body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.student as { id: string; enrolledOn: string };
};

describe("level history", () => {
  it("adding a student records the enrolment date and opens their starting level on it", async () => {
    const enrolledOn = daysAgo(30);
    const { id } = await add(student(centreId, { enrolledOn }));
    const { status, json } = await getStudent(id);
    expect(status).toBe(200);
    expect(json!.student.enrolledOn).toBe(enrolledOn);
    expect(json!.student.levelHistory).toEqual([
      { course: "mental_math", level: 2, startedOn: enrolledOn, completedOn: null, result: null, centreId, centreName: expect.any(String) },
    ]);
  });

  it("without an enrolment date, the student joined today (India); a date in the future or not a date is refused by name", async () => {
    const { id, enrolledOn } = await add(student(centreId));
    expect(enrolledOn).toBe(indiaDate());
    const history = (await getStudent(id)).json!.student.levelHistory as History[];
    expect(history.map((entry) => entry.startedOn)).toEqual([indiaDate()]);
    // In the future, not a date, before the child was born (2016-08-20).
    for (const bad of [indiaDate(new Date(), 3), "2025-02-30", "2015-01-01"]) {
      const refused = await call("/api/students", { method: "POST", token: partner.token, body: student(centreId, { enrolledOn: bad }) });
      expect(refused.status).toBe(400);
      expect(refused.json!.errors.enrolledOn[0]).toMatch(/Enrolled on/);
    }
  });

  it("importing a roster records each student's enrolment date (blank: today) and starting level", async () => {
    const csv = [
      "name,date_of_birth,course,level,parent_phone,centre,enrolled_on",
      `Kabir Rao ${crypto.randomUUID().slice(0, 4)},2016-01-02,Mental Math,3,9823012345,,${daysAgo(70).split("-").reverse().join("-")}`,
      `Meera Rao ${crypto.randomUUID().slice(0, 4)},2016-01-03,Mental Math,1,9823012346,,`,
    ].join("\n");
    const { status, json } = await call("/api/students", {
      method: "POST",
      token: partner.token,
      rawBody: csv,
      headers: { "Content-Type": "text/csv" },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    const [kabir, meera] = json!.students as { id: string; enrolledOn: string; level: number }[];
    expect(kabir!.enrolledOn).toBe(daysAgo(70));
    expect(meera!.enrolledOn).toBe(indiaDate());
    const kabirHistory = (await getStudent(kabir!.id)).json!.student.levelHistory as History[];
    expect(kabirHistory).toMatchObject([{ level: 3, startedOn: daysAgo(70), completedOn: null }]);
  });

  it("a new level closes the old one (promoted by the centre) and opens the next, oldest first", async () => {
    const enrolledOn = daysAgo(60);
    const { id } = await add(student(centreId, { level: 1, enrolledOn }));
    const saved = await call(`/api/students/${id}`, { method: "PUT", token: partner.token, body: { level: 2 } });
    expect(saved.status).toBe(200);
    const { json } = await getStudent(id);
    expect(json!.student.levelHistory).toMatchObject([
      { level: 1, startedOn: enrolledOn, completedOn: indiaDate(), result: "assessed" },
      { level: 2, startedOn: indiaDate(), completedOn: null, result: null },
    ]);
    expect(json!.student.weeksAtLevel).toBe(0);
  });

  it("the roster and the API list say the weeks at the level and who is due for an exam; the roster filters to them", async () => {
    const due = await add(
      student(centreId, { level: 2, enrolledOn: daysAgo(8 * 7), name: `Due Ishaan ${crypto.randomUUID().slice(0, 4)}` }),
    );
    const early = await add(
      student(centreId, { level: 2, enrolledOn: daysAgo(8 * 7 - 1), name: `Early Ishaan ${crypto.randomUUID().slice(0, 4)}` }),
    );
    const { json } = await call(`/api/students?centreId=${centreId}`, { token: partner.token });
    const listed = new Map((json!.students as { id: string; weeksAtLevel: number; dueForExam: boolean }[]).map((row) => [row.id, row]));
    expect(listed.get(due.id)).toMatchObject({ weeksAtLevel: 8, dueForExam: true });
    expect(listed.get(early.id)).toMatchObject({ weeksAtLevel: 7, dueForExam: false });

    const page = await workerFetch(`${BASE}/my-centres/students?due=1&search=Ishaan`, {
      headers: { Cookie: partner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Due Ishaan");
    expect(html).not.toContain("Early Ishaan");
    expect(html).toContain("8 weeks at this level");
    const dueOnly = await call(`/api/students?centreId=${centreId}&due=1`, { token: partner.token });
    const ids = (dueOnly.json!.students as { id: string }[]).map((row) => row.id);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(early.id);
    expect((await call("/api/students?due=maybe", { token: partner.token })).status).toBe(400);
  });

  it("the programme's weeks decide who is due: an admin saving other weeks, or dropping the level, moves them at once", async () => {
    const admin = await signedInUser("admin");
    const saveProgramme = async (levels: { name: string; weeks: number; passMark: number }[]) => {
      const saved = await call("/api/courses/brain_development/levels", { method: "PUT", token: admin.token, body: { levels } });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    };
    const isDue = async (id: string) => (await getStudent(id)).json!.student.dueForExam as boolean;
    const dueIds = async () => {
      const { json } = await call(`/api/students?centreId=${centreId}&due=1`, { token: partner.token });
      return (json!.students as { id: string }[]).map((row) => row.id);
    };
    await saveProgramme([
      { name: "Explorer", weeks: 4, passMark: 60 },
      { name: "Thinker", weeks: 10, passMark: 60 },
    ]);
    const { id } = await add(student(centreId, { course: "brain_development", level: 2, enrolledOn: daysAgo(6 * 7) }));
    expect(await isDue(id)).toBe(false);
    expect(await dueIds()).not.toContain(id);

    await saveProgramme([
      { name: "Explorer", weeks: 4, passMark: 60 },
      { name: "Thinker", weeks: 6, passMark: 60 },
    ]);
    expect(await isDue(id)).toBe(true);
    expect(await dueIds()).toContain(id);

    await saveProgramme([
      { name: "Explorer", weeks: 4, passMark: 60 },
      { name: "Thinker", weeks: 12, passMark: 60 },
    ]);
    expect(await dueIds()).not.toContain(id);
    // A level the programme no longer lists sets no minimum.
    await saveProgramme([{ name: "Explorer", weeks: 4, passMark: 60 }]);
    expect(await isDue(id)).toBe(true);
    expect(await dueIds()).toContain(id);
  });

  it("the student's page shows the enrolment date and each level with its dates, result and centre", async () => {
    const { id } = await add(student(centreId, { level: 1, enrolledOn: "2026-01-05", name: "Page Ananya" }));
    await call(`/api/students/${id}`, { method: "PUT", token: partner.token, body: { level: 2 } });
    const page = await workerFetch(`${BASE}/my-centres/students/${id}`, {
      headers: { Cookie: partner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Page Ananya");
    expect(html).toContain("5 Jan 2026");
    expect(html).toContain("Promoted by the centre");
    expect(html).toContain("Current level");
  });

  it("archiving records the day the student left, restoring clears it", async () => {
    const { id } = await add(student(centreId));
    expect((await call(`/api/students/${id}`, { method: "DELETE", token: partner.token })).status).toBe(200);
    const archived = await db.select({ archivedOn: students.archivedOn }).from(students).where(eq(students.id, id)).get();
    expect(archived!.archivedOn).toBe(indiaDate());
    await call(`/api/students/${id}`, { method: "PUT", token: partner.token, body: { archived: false } });
    const restored = await db.select({ archivedOn: students.archivedOn }).from(students).where(eq(students.id, id)).get();
    expect(restored!.archivedOn).toBeNull();
  });

  it("another centre's student is not there for a partner (404, API and page); an admin sees them", async () => {
    const { id } = await add(student(centreId));
    const stranger = await signedInUser();
    await seedCentre({ partnerIds: [stranger.id] });
    expect((await getStudent(id, stranger.token)).status).toBe(404);
    const page = await workerFetch(`${BASE}/my-centres/students/${id}`, {
      headers: { Cookie: stranger.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(page.status).toBe(404);
    const admin = await signedInUser("admin");
    expect((await getStudent(id, admin.token)).json!.student.levelHistory).toHaveLength(1);
  });
});
