import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, centres, students } from "~/db/schema";
import { seedCentre, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The roster (GET/POST /api/students, PUT/DELETE /api/students/{id}, the CSV import, the page):
// a partner keeps only the students of the centres they run; a student of another partner's centre
// is not there for them (404, never 403); an import saves every line or none.

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;
let partnerA: User;
let partnerB: User;
let centreA: string;
let centreA2: string;
let centreB: string;

beforeAll(async () => {
  [admin, partnerA, partnerB] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
  centreA = await seedCentre({ partnerIds: [partnerA.id] });
  centreA2 = await seedCentre({ partnerIds: [partnerA.id] });
  centreB = await seedCentre({ partnerIds: [partnerB.id] });
});

const student = (centreId: string, overrides: Record<string, unknown> = {}) => ({
  name: `Ishaan Kulkarni ${crypto.randomUUID().slice(0, 6)}`,
  dateOfBirth: "2016-08-21",
  course: "abacus",
  level: 4,
  centreId,
  parentPhone: "98220 12345",
  ...overrides,
});

const post = (body: unknown, token: string) => call("/api/students", { method: "POST", body, token });
const importCsv = (csv: string, token: string) =>
  call("/api/students", { method: "POST", rawBody: csv, token, headers: { "Content-Type": "text/csv" } });
const list = async (token: string, query = "") => {
  const { json, status } = await call(`/api/students${query}`, { token });
  expect(status).toBe(200);
  return json!.students as { id: string; name: string; centreId: string; archived: boolean }[];
};
const countIn = async (centreId: string) => (await db.select().from(students).where(eq(students.centreId, centreId))).length;

describe("the roster API", () => {
  it("adds a student to the partner's own centre and answers the student object", async () => {
    const body = student(centreA);
    const { status, json } = await post(body, partnerA.token);
    expect(status).toBe(201);
    expect(Object.keys(json!.student).sort()).toEqual(
      ["archived", "centreId", "consent", "course", "dateOfBirth", "enrolledOn", "id", "level", "name", "parentPhone"].sort(),
    );
    expect(json!.student).toMatchObject({ ...body, parentPhone: "+919822012345", archived: false });
    // No parent has consented yet (issue 35).
    expect(json!.student.consent).toEqual({ status: "needed", results: false, photos: false, messages: false });
    expect((await list(partnerA.token)).map((row) => row.id)).toContain(json!.student.id);
  });

  it("asks before adding a child who looks like one on the roster (the name, and the birth date or parent's phone)", async () => {
    const name = `Riya Deshpande ${crypto.randomUUID().slice(0, 4)}`;
    expect((await post(student(centreA, { name }), partnerA.token)).status).toBe(201);
    const before = await countIn(centreA);
    const again = await post(student(centreA, { name: `  ${name.toUpperCase()} `, parentPhone: "98220 99999" }), partnerA.token);
    expect(again.status).toBe(409);
    const message = `${name}, born 21 Aug 2016, is already on the roster of `;
    expect(again.json!.message).toContain(message);
    expect(again.json!.errors.name).toEqual(['Already on the roster: tick "Add anyway" if this is another child']);
    expect(await countIn(centreA)).toBe(before);
    // Another birth date and phone: another child of that name, added without a question; at another centre too.
    expect((await post(student(centreA, { name, dateOfBirth: "2018-01-05", parentPhone: "98220 77777" }), partnerA.token)).status).toBe(
      201,
    );
    expect((await post(student(centreA2, { name }), partnerA.token)).status).toBe(201);
    // The partner says it is another child: added.
    expect((await post({ ...student(centreA, { name }), addAnyway: true }, partnerA.token)).status).toBe(201);
  });

  it("refuses a centre the partner does not run, by field, and saves nothing", async () => {
    const before = await countIn(centreB);
    const { status, json } = await post(student(centreB), partnerA.token);
    expect(status).toBe(400);
    expect(json!.errors.centreId).toEqual(["Choose one of your own centres"]);
    expect(await countIn(centreB)).toBe(before);
  });

  it("names each bad field and saves nothing", async () => {
    const before = await countIn(centreA);
    const bad = student(centreA, { name: " ", dateOfBirth: "2016-02-30", course: "chess", level: 11, parentPhone: "12345" });
    const { status, json } = await post(bad, partnerA.token);
    expect(status).toBe(400);
    expect(json!.errors).toMatchObject({
      name: ["Name is required"],
      dateOfBirth: ["Date of birth must be a real date, e.g. 2017-05-14"],
      course: [expect.stringContaining("Course must be one of: Abacus Training")],
      level: ["Level must be a whole number from 1 to 10"],
      parentPhone: ["Parent's phone must be an Indian mobile number, e.g. +91 98765 43210"],
    });
    const future = await post(student(centreA, { dateOfBirth: "2099-01-01" }), partnerA.token);
    expect(future.json!.errors.dateOfBirth).toEqual(["Date of birth cannot be in the future"]);
    expect(await countIn(centreA)).toBe(before);
  });

  it("keeps another partner's students out of reach: not listed, and 404 to read, change or archive", async () => {
    const theirs = await seedStudent(centreB, { name: "Kiara Menon" });
    expect((await list(partnerA.token)).map((row) => row.id)).not.toContain(theirs.id);
    expect((await list(partnerA.token, `?centreId=${centreB}`)).length).toBe(0);
    const read = await call(`/api/students/${theirs.id}`, { token: partnerA.token });
    const change = await call(`/api/students/${theirs.id}`, { method: "PUT", body: { name: "Taken" }, token: partnerA.token });
    const archive = await call(`/api/students/${theirs.id}`, { method: "DELETE", token: partnerA.token });
    const restore = await call(`/api/students/${theirs.id}`, { method: "PUT", body: { archived: false }, token: partnerA.token });
    for (const answer of [read, change, archive, restore]) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain("Kiara");
    }
    // Nor can a partner move their own student into another partner's centre.
    const mine = await seedStudent(centreA);
    const move = await call(`/api/students/${mine.id}`, { method: "PUT", body: { centreId: centreB }, token: partnerA.token });
    expect(move.status).toBe(400);
    const [after] = await db.select().from(students).where(eq(students.id, theirs.id));
    expect(after).toMatchObject({ name: "Kiara Menon", archived: false, centreId: centreB });
    expect((await db.select().from(students).where(eq(students.id, mine.id)))[0]!.centreId).toBe(centreA);
  });

  it("shows an admin every centre's students, narrowed by centre, and logs an admin's changes", async () => {
    const a = await seedStudent(centreA);
    const b = await seedStudent(centreB);
    const ids = (await list(admin.token)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const onlyB = await list(admin.token, `?centreId=${centreB}`);
    expect(onlyB.every((row) => row.centreId === centreB)).toBe(true);
    const { status } = await call(`/api/students/${b.id}`, { method: "PUT", body: { level: 5 }, token: admin.token });
    expect(status).toBe(200);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `student:${b.id}`));
    expect(entry?.summary).toContain("Level: 3 → 5");
  });

  it("keeps a centre with students from being deleted (their entries name it)", async () => {
    const centre = await seedCentre();
    await seedStudent(centre);
    const { status, json } = await call(`/api/centres/${centre}`, { method: "DELETE", token: admin.token });
    expect(status).toBe(409);
    expect(json!.message).toContain("has students on its roster");
    expect(await db.select().from(centres).where(eq(centres.id, centre))).toHaveLength(1);
  });

  it("finds students by part of the name or the parent's phone", async () => {
    const found = await seedStudent(centreA, { name: "Zoya Fernandes", parentPhone: "+919811155544" });
    expect((await list(partnerA.token, "?search=fernand")).map((row) => row.id)).toEqual([found.id]);
    expect((await list(partnerA.token, "?search=98111%2055544")).map((row) => row.id)).toEqual([found.id]);
    expect(await list(partnerA.token, "?search=%25")).toEqual([]);
  });

  it("archives on DELETE (kept, off the roster) and restores on PUT archived:false", async () => {
    const child = await seedStudent(centreA);
    const archived = await call(`/api/students/${child.id}`, { method: "DELETE", token: partnerA.token });
    expect(archived.status).toBe(200);
    expect(archived.json!.student).toMatchObject({ id: child.id, archived: true });
    expect((await list(partnerA.token)).map((row) => row.id)).not.toContain(child.id);
    expect((await list(partnerA.token, "?archived=only")).map((row) => row.id)).toContain(child.id);
    expect((await list(partnerA.token, "?archived=include")).map((row) => row.id)).toContain(child.id);
    const restored = await call(`/api/students/${child.id}`, { method: "PUT", body: { archived: false }, token: partnerA.token });
    expect(restored.json!.student.archived).toBe(false);
    expect((await list(partnerA.token)).map((row) => row.id)).toContain(child.id);
  });

  it("is for members only: 401 for a visitor", async () => {
    expect((await call("/api/students")).status).toBe(401);
    expect((await post(student(centreA), "not-a-token")).status).toBe(401);
  });
});

const HEADER = "name,date_of_birth,course,level,parent_phone,centre";

describe("importing a roster CSV", () => {
  it("saves nothing while any line is bad, naming every bad line; then the fixed file imports whole", async () => {
    const centre = await seedCentre({ partnerIds: [partnerA.id] });
    const [{ name }] = (await db.select({ name: centres.name }).from(centres).where(eq(centres.id, centre))) as [{ name: string }];
    const lines = [
      HEADER,
      `Aanya Rao,2017-03-09,Abacus,3,9822011111,${name}`,
      `Vihaan Shah,31-02-2016,abacus,2,9822011112,${name}`,
      `"Reyansh, Jr",14/05/2015,Vedic Maths,Level 12,9822011113,${name}`,
      `Myra Iyer,2018-01-20,Phonics,1,12345,${name}`,
      `Aanya Rao,2017-03-09,Abacus,3,9822011111,${name}`,
      `Advik Jain,2016-11-02,Mental Math,4,+91 98220 11115,Somewhere Else`,
    ];
    const refused = await importCsv(lines.join("\r\n"), partnerA.token);
    expect(refused.status).toBe(400);
    expect(refused.json!.message).toBe("5 lines need fixing; nothing was imported.");
    expect(refused.json!.errors.file).toEqual([
      "Line 3: Date of birth must be a real date, e.g. 2017-05-14",
      "Line 4: Level must be a whole number from 1 to 10",
      "Line 5: Parent's phone must be an Indian mobile number, e.g. +91 98765 43210",
      "Line 6: Aanya Rao (born 2017-03-09) is already on line 2",
      'Line 7: Centre "Somewhere Else" is not one of your centres',
    ]);
    expect(await countIn(centre)).toBe(0);

    const fixed = [
      HEADER,
      `Aanya Rao,2017-03-09,Abacus,3,9822011111,${name}`,
      `Vihaan Shah,28-02-2016,abacus,2,9822011112,${name.toUpperCase()}`,
      `"Reyansh, Jr",14/05/2015,Vedic Maths,Level 9,9822011113,${name}`,
      `Myra Iyer,2018-01-20,Phonics Programs,1,9822011114,${name}`,
    ];
    const imported = await importCsv(`\uFEFF${fixed.join("\r\n")}\r\n`, partnerA.token);
    expect(imported.status).toBe(201);
    expect(imported.json!.students).toHaveLength(4);
    const rows = await db.select().from(students).where(eq(students.centreId, centre));
    expect(rows.map((row) => [row.name, row.dateOfBirth, row.course, row.level, row.parentPhone]).sort()).toEqual([
      ["Aanya Rao", "2017-03-09", "abacus", 3, "+919822011111"],
      ["Myra Iyer", "2018-01-20", "phonics", 1, "+919822011114"],
      ["Reyansh, Jr", "2015-05-14", "vedic_maths", 9, "+919822011113"],
      ["Vihaan Shah", "2016-02-28", "abacus", 2, "+919822011112"],
    ]);

    // The same file again: every line is on the roster already, and nothing is added twice.
    const again = await importCsv(fixed.join("\n"), partnerA.token);
    expect(again.status).toBe(400);
    expect(again.json!.errors.file[0]).toBe("Line 2: Aanya Rao (born 2017-03-09) is already on the roster");
    expect(await countIn(centre)).toBe(4);
  });

  it("lets a partner with one centre leave the centre out; one with several must name it", async () => {
    const solo = await signedInUser();
    const centre = await seedCentre({ partnerIds: [solo.id] });
    const noCentre = ["name,date_of_birth,course,level,parent_phone", "Sara Khan,2017-07-07,abacus,2,9822033333"].join("\n");
    const imported = await importCsv(noCentre, solo.token);
    expect(imported.status).toBe(201);
    expect(imported.json!.students[0]).toMatchObject({ name: "Sara Khan", centreId: centre });

    const several = await importCsv(noCentre, partnerA.token);
    expect(several.status).toBe(400);
    expect(several.json!.errors.file).toEqual([expect.stringMatching(/^Line 2: Centre is required: you run \d+ centres \(Bright Minds /)]);
  });

  it("reads an admin's centre column by name or slug, and requires it", async () => {
    const [slugRow] = await db.select({ slug: centres.slug, name: centres.name }).from(centres).where(eq(centres.id, centreA2));
    const csv = [HEADER, `Neel Bose,2016-04-04,abacus,5,9822044444,${slugRow!.slug}`, `Tara Das,2016-04-05,abacus,5,9822044445,`].join(
      "\n",
    );
    const refused = await importCsv(csv, admin.token);
    expect(refused.json!.errors.file).toEqual(["Line 3: Centre is required (a centre's name or its slug)"]);
    const fixed = csv.replace(/,$/, `,${slugRow!.name}`);
    const imported = await importCsv(fixed, admin.token);
    expect(imported.status).toBe(201);
    expect(imported.json!.students.map((row: { centreId: string }) => row.centreId)).toEqual([centreA2, centreA2]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "student.import"));
    expect(entry?.summary).toMatch(/^Imported \d+ students/);
  });

  it("refuses a file without the template's columns, or without students", async () => {
    const missing = await importCsv("name,course\nA,abacus", partnerA.token);
    expect(missing.status).toBe(400);
    expect(missing.json!.message).toContain("date_of_birth, level, parent_phone are missing");
    const ansi = await call("/api/students", {
      method: "POST",
      rawBody: `${HEADER}\nJos\uFFFD Pereira,2017-01-01,abacus,1,9822000000,`,
      token: partnerA.token,
      headers: { "Content-Type": "text/csv" },
    });
    expect(ansi.json!.message).toContain("CSV UTF-8");
    const empty = await importCsv(`${HEADER}\r\n\r\n`, partnerA.token);
    expect(empty.status).toBe(400);
    expect(empty.json!.message).toContain("no students");
  });
});

describe("the roster page", () => {
  const page = (path: string, cookie: string) =>
    workerFetch(`${BASE}${path}`, { redirect: "manual", headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() } });

  it("shows a partner their own centres' students only, never cached", async () => {
    const mine = await seedStudent(centreA, { name: "Ayaan Mine" });
    await seedStudent(centreB, { name: "Ayaan Theirs" });
    const response = await page("/my-centres/students", partnerA.cookie);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(html).toContain(mine.name);
    expect(html).not.toContain("Ayaan Theirs");
    const adminHtml = await (await page("/my-centres/students?search=Ayaan", admin.cookie)).text();
    expect(adminHtml).toContain("Ayaan Mine");
    expect(adminHtml).toContain("Ayaan Theirs");
    expect((await page("/my-centres/students", "")).status).toBe(302);
  });

  it("imports through the page's form, answering every bad line", async () => {
    const form = new FormData();
    form.set("intent", "importStudents");
    const csv = [HEADER, "Good Kid,2017-01-01,abacus,1,9822055555,", "Bad Kid,2017-01-01,abacus,0,9822055556,"].join("\n");
    form.set("file", new File([csv], "roster.csv", { type: "text/csv" }));
    const solo = await signedInUser();
    const centre = await seedCentre({ partnerIds: [solo.id] });
    const send = () =>
      workerFetch(`${BASE}/my-centres/students.data`, {
        method: "POST",
        body: form,
        headers: { Cookie: solo.cookie, "CF-Connecting-IP": freshAddress() },
      });
    const refused = await (await send()).text();
    expect(refused).toContain("Line 3: Level must be a whole number from 1 to 10");
    expect(await countIn(centre)).toBe(0);
    form.set("file", new File([csv.replace(",0,", ",2,")], "roster.csv", { type: "text/csv" }));
    expect(await (await send()).text()).toContain("2 students imported");
    expect(await countIn(centre)).toBe(2);
  });

  it("downloads the template with the import's columns", async () => {
    const response = await page("/my-centres/students/template.csv", partnerA.cookie);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(`${HEADER},enrolled_on\r\n`);
  });
});
