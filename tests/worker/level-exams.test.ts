import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitionEntries, students, studentLevels } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { seedCentre, seedCompetition, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 34, item 3: level exams. An admin schedules one; partners enter students who have been at
// their level long enough (the competitions' entries: roll numbers, capacity, deadline); the admin
// enters marks and publishes: marks at or above the pass mark promote and earn a level certificate
// that anyone verifies by its code, naming the child by first name and initial only.

const today = indiaDate();
const daysAgo = (days: number) => indiaDate(new Date(), -days);

/** The abacus programme: Level 3 takes 12 weeks (84 days). */
async function abacusProgramme(admin: { token: string }) {
  const levels = [1, 2, 3, 4, 5].map((level) => ({ name: `Stage ${level}`, weeks: 12, passMark: 60 }));
  const saved = await call("/api/courses/abacus/levels", { method: "PUT", token: admin.token, body: { levels } });
  expect(saved.status, saved.text).toBe(200);
}

/** An admin with the programme saved, and a level exam for Levels 3 and 4 held today, pass mark 60. */
async function scheduledExam(overrides: Record<string, unknown> = {}) {
  const admin = await signedInUser("admin");
  await abacusProgramme(admin);
  const made = await call("/api/level-exams", {
    method: "POST",
    token: admin.token,
    body: { course: "abacus", levels: [3, 4], date: today, registrationDeadline: today, fee: 200, passMark: 60, ...overrides },
  });
  expect(made.status, made.text).toBe(201);
  return { admin, exam: made.json!.levelExam as { id: string; title: string; levels: number[]; venue: string } };
}

/** A partner's centre with students at Level 3 for 100 days (past the 12 weeks). */
async function partnerWith(names: string[], overrides: Parameters<typeof seedStudent>[1] = {}) {
  const partner = await signedInUser();
  const centreId = await seedCentre({ partnerIds: [partner.id], name: `Abacus House ${crypto.randomUUID().slice(0, 4)}` });
  const roster = [];
  for (const name of names) roster.push(await seedStudent(centreId, { name, level: 3, enrolledOn: daysAgo(100), ...overrides }));
  return { ...partner, centreId, roster };
}

const enter = (token: string, examId: string, studentIds: string[]) =>
  call(`/api/level-exams/${examId}/entries`, { method: "POST", token, body: { studentIds } });

const historyOf = (studentId: string) =>
  db
    .select()
    .from(studentLevels)
    .where(eq(studentLevels.studentId, studentId))
    .orderBy(asc(studentLevels.startedOn), asc(studentLevels.level));

describe("scheduling a level exam", () => {
  it("is an admin's: the exam takes the course's levels, its day, deadline, fee and pass mark, at the centre unless a venue is given", async () => {
    const { exam } = await scheduledExam();
    expect(exam).toMatchObject({ title: "Abacus Training level exam: Levels 3 and 4", levels: [3, 4], venue: "At the centre" });
    const partner = await signedInUser();
    const refused = await call("/api/level-exams", {
      method: "POST",
      token: partner.token,
      body: { course: "abacus", levels: [3], date: today, registrationDeadline: today, fee: 0, passMark: 60 },
    });
    expect(refused.status).toBe(403);
  });

  it.each([
    [{ levels: [9] }, "levels", "Abacus Training's programme has 5 levels: there is no Level 9"],
    [{ levels: [] }, "levels", "Choose at least one level"],
    [{ passMark: 120 }, "passMark", "passMark must be a whole number from 0 to 100 (marks out of 100)"],
    [
      { registrationDeadline: indiaDate(new Date(), 3) },
      "registrationDeadline",
      "registrationDeadline must be on or before the exam's date",
    ],
    [{ registrationDeadline: daysAgo(2) }, "registrationDeadline", "registrationDeadline must be today or later"],
    [{ course: "chess" }, "course", "course must be one of abacus, phonics, vedic_maths, mental_math, brain_development"],
  ])("refuses %j with 400 naming %s", async (change, field, message) => {
    const admin = await signedInUser("admin");
    await abacusProgramme(admin);
    const body = { course: "abacus", levels: [3], date: today, registrationDeadline: today, fee: 0, passMark: 60, ...change };
    const refused = await call("/api/level-exams", { method: "POST", token: admin.token, body });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json?.errors[field]).toEqual([message]);
  });
});

describe("entering students in a level exam", () => {
  it("enters students who have been at an examined level long enough, with roll numbers, and refuses the others by name", async () => {
    const { exam } = await scheduledExam();
    const partner = await partnerWith(["Aarav Sharma", "Diya Patil"]);
    const recent = await seedStudent(partner.centreId, { name: "Kabir Joshi", level: 3, enrolledOn: daysAgo(20) });
    const elsewhere = await seedStudent(partner.centreId, { name: "Ira Deshpande", level: 1, enrolledOn: daysAgo(300) });

    const tooSoon = await enter(partner.token, exam.id, [partner.roster[0]!.id, recent.id]);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json?.message).toBe(
      "Kabir Joshi will have been at Level 3 for 2 weeks by the exam; its exam needs 12 weeks at the level. Nothing was entered.",
    );
    const notExamined = await enter(partner.token, exam.id, [elsewhere.id]);
    expect(notExamined.status).toBe(400);
    expect(notExamined.json?.message).toContain("Ira Deshpande is at Level 1");

    const entered = await enter(
      partner.token,
      exam.id,
      partner.roster.map((student) => student.id),
    );
    expect(entered.status, entered.text).toBe(201);
    expect(entered.json?.entries.map((entry: { rollNumber: string; level: string }) => [entry.rollNumber, entry.level])).toEqual([
      ["1001", "Level 3"],
      ["1002", "Level 3"],
    ]);
  });

  it("does not let a partner enter another centre's student (404), nor enter a competition through the level exams' address", async () => {
    const { exam } = await scheduledExam();
    const other = await partnerWith(["Meera Kulkarni"]);
    const partner = await partnerWith(["Aarav Sharma"]);
    const refused = await enter(partner.token, exam.id, [other.roster[0]!.id]);
    expect(refused.status).toBe(404);
    expect(await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, exam.id))).toEqual([]);

    const competition = await seedCompetition();
    expect((await enter(partner.token, competition.id, [partner.roster[0]!.id])).status).toBe(404);
  });

  it("holds the capacity when partners enter at the same moment, and refuses entries after the deadline", async () => {
    const { admin, exam } = await scheduledExam({ capacity: 2 });
    const partners = await Promise.all([partnerWith(["A One"]), partnerWith(["B Two"]), partnerWith(["C Three"])]);
    const answers = await Promise.all(
      partners.map((partner) =>
        workerFetch(`${BASE}/api/level-exams/${exam.id}/entries`, {
          method: "POST",
          body: JSON.stringify({ studentIds: [partner.roster[0]!.id] }),
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${partner.token}`, "CF-Connecting-IP": freshAddress() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect(await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, exam.id))).toHaveLength(2);

    const closed = await seedCompetition({
      kind: "level-exam",
      course: "abacus",
      passMark: 60,
      levels: ["Level 3"],
      date: today,
      registrationDeadline: daysAgo(1),
    });
    const late = await enter(partners[2]!.token, closed.id, [partners[2]!.roster[0]!.id]);
    expect(late.status).toBe(409);
    expect(late.json?.message).toMatch(/^Registration for “.+” closed on /);
    // The admin's view: the two entered, nobody else.
    const seen = await call(`/api/level-exams/${exam.id}/entries`, { token: admin.token });
    expect(seen.json?.entries).toHaveLength(2);
  });
});

/** An exam held today with three students of one partner entered, and their roll numbers by name. */
async function examWithEntries() {
  const { admin, exam } = await scheduledExam();
  const partner = await partnerWith(["Aarav Sharma", "Diya Patil", "Kabir Joshi"]);
  const entered = await enter(
    partner.token,
    exam.id,
    partner.roster.map((student) => student.id),
  );
  expect(entered.status, entered.text).toBe(201);
  const rollOf = Object.fromEntries(
    entered.json!.entries.map((entry: { studentId: string; rollNumber: string }) => [
      partner.roster.find((student) => student.id === entry.studentId)!.name,
      entry.rollNumber,
    ]),
  ) as Record<string, string>;
  const studentOf = Object.fromEntries(partner.roster.map((student) => [student.name, student])) as Record<
    string,
    (typeof partner.roster)[0]
  >;
  return { admin, exam, partner, rollOf, studentOf };
}

const saveMarks = (token: string, examId: string, results: { rollNumber: string; marks: number }[]) =>
  call(`/api/level-exams/${examId}/results`, { method: "PUT", token, body: { results } });
const publish = (token: string, examId: string) => call(`/api/level-exams/${examId}/results/publish`, { method: "POST", token });

describe("marks and publishing", () => {
  it("promotes only those at or above the pass mark, records it in their history and gives each pass a certificate", async () => {
    const { admin, exam, partner, rollOf, studentOf } = await examWithEntries();
    const marks = [
      { rollNumber: rollOf["Aarav Sharma"]!, marks: 75 },
      { rollNumber: rollOf["Diya Patil"]!, marks: 60 },
      { rollNumber: rollOf["Kabir Joshi"]!, marks: 59.5 },
    ];
    expect((await saveMarks(partner.token, exam.id, marks)).status).toBe(403);
    const saved = await saveMarks(admin.token, exam.id, marks);
    expect(saved.status, saved.text).toBe(200);

    // Before publishing the partner sees no marks.
    const before = await call(`/api/level-exams/${exam.id}/entries`, { token: partner.token });
    expect(before.json?.entries.every((entry: { marks: null; passed: null }) => entry.marks === null && entry.passed === null)).toBe(true);

    const published = await publish(admin.token, exam.id);
    expect(published.status, published.text).toBe(200);
    expect(published.json).toMatchObject({ passed: 2, firstPublish: true });

    const levels = await db
      .select({ name: students.name, level: students.level })
      .from(students)
      .where(eq(students.centreId, partner.centreId));
    expect(Object.fromEntries(levels.map((row) => [row.name, row.level]))).toEqual({
      "Aarav Sharma": 4,
      "Diya Patil": 4,
      "Kabir Joshi": 3,
    });

    const aarav = await historyOf(studentOf["Aarav Sharma"]!.id);
    expect(
      aarav.map(({ level, startedOn, completedOn, result, centreId }) => ({ level, startedOn, completedOn, result, centreId })),
    ).toEqual([
      { level: 3, startedOn: daysAgo(100), completedOn: today, result: "passed", centreId: partner.centreId },
      { level: 4, startedOn: today, completedOn: null, result: null, centreId: partner.centreId },
    ]);
    expect(aarav[0]!.examEntryId).toBeTruthy();
    const kabir = await historyOf(studentOf["Kabir Joshi"]!.id);
    expect(kabir.map(({ level, completedOn }) => [level, completedOn])).toEqual([[3, null]]);

    const after = await call(`/api/level-exams/${exam.id}/entries`, { token: partner.token });
    const byName = Object.fromEntries(after.json!.entries.map((entry: { studentName: string }) => [entry.studentName, entry])) as Record<
      string,
      { marks: number; passed: boolean; certificateCode: string | null }
    >;
    expect(byName["Aarav Sharma"]).toMatchObject({ marks: 75, passed: true });
    expect(byName["Diya Patil"]).toMatchObject({ marks: 60, passed: true });
    expect(byName["Kabir Joshi"]).toMatchObject({ marks: 59.5, passed: false, certificateCode: null });
    expect(byName["Aarav Sharma"]!.certificateCode).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);

    // Publishing again promotes nobody twice; published marks are final.
    expect((await publish(admin.token, exam.id)).json).toMatchObject({ passed: 0, firstPublish: false });
    const changed = await saveMarks(admin.token, exam.id, [{ rollNumber: rollOf["Kabir Joshi"]!, marks: 80 }]);
    expect(changed.status).toBe(400);
    expect(changed.json?.message).toContain("are published and final");
    const again = await db.select({ level: students.level }).from(students).where(eq(students.id, studentOf["Aarav Sharma"]!.id)).get();
    expect(again?.level).toBe(4);
  });

  it("promotes each student once when two admins publish at the same moment", async () => {
    const { admin, exam, rollOf, studentOf } = await examWithEntries();
    await saveMarks(admin.token, exam.id, [{ rollNumber: rollOf["Aarav Sharma"]!, marks: 90 }]);
    const answers = await Promise.all([1, 2].map(() => publish(admin.token, exam.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const row = await db.select({ level: students.level }).from(students).where(eq(students.id, studentOf["Aarav Sharma"]!.id)).get();
    expect(row?.level).toBe(4);
    const history = await historyOf(studentOf["Aarav Sharma"]!.id);
    expect(history.map(({ level, result }) => [level, result])).toEqual([
      [3, "passed"],
      [4, null],
    ]);
  });

  it("refuses marks for unknown or repeated roll numbers and over 100, and publishing with no marks", async () => {
    const { admin, exam, rollOf } = await examWithEntries();
    const unknown = await saveMarks(admin.token, exam.id, [{ rollNumber: "9999", marks: 70 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.json?.message).toBe("results.0: no entry in this exam has roll number 9999. Nothing was saved.");
    const over = await saveMarks(admin.token, exam.id, [{ rollNumber: rollOf["Aarav Sharma"]!, marks: 101 }]);
    expect(over.status).toBe(400);
    expect(over.json?.errors["results.0.marks"]).toEqual(["marks must be a number from 0 to 100"]);
    const nothing = await publish(admin.token, exam.id);
    expect(nothing.status).toBe(409);
    expect(nothing.json?.message).toBe("Enter at least one student's marks before publishing.");
  });
});

describe("a level certificate", () => {
  it("verifies by its code with the level, the date, the first name and initial and the centre, and nothing more of the child", async () => {
    const { admin, exam, rollOf } = await examWithEntries();
    await saveMarks(admin.token, exam.id, [{ rollNumber: rollOf["Aarav Sharma"]!, marks: 82 }]);
    await publish(admin.token, exam.id);
    const entry = await db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.rollNumber, rollOf["Aarav Sharma"]!))
      .all()
      .then((rows) => rows.find((row) => row.competitionId === exam.id)!);
    const code = entry.certificateCode!;

    const verified = await call(`/api/certificates/${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      valid: true,
      type: "level",
      code,
      name: "Aarav S.",
      course: "Abacus Training",
      level: 3,
      levelName: "Stage 3",
      date: today,
    });
    expect(verified.json?.centre).toMatch(/^Abacus House /);
    for (const hidden of ["Sharma", "2017-05-14", "9822012345"]) expect(verified.text).not.toContain(hidden);

    const page = await call(`/verify/${code}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Verified certificate");
    expect(page.text).toContain("Abacus Training Stage 3");
    expect(page.text).not.toContain("Sharma");
  });

  it("keeps level exams and their results off the public competition lists", async () => {
    const { exam } = await scheduledExam();
    const listed = await call("/api/competitions?category=upcoming");
    expect(listed.text).not.toContain(exam.id);
    expect((await call(`/api/competitions/${exam.id}/results`)).status).toBe(404);
  });
});

describe("the kits each promotion needs", () => {
  it("counts, per centre, the kit of the level each promoted student started, and of the next level for those due soon", async () => {
    const { admin, exam, partner, rollOf } = await examWithEntries();
    const kit = await call("/api/products", {
      method: "POST",
      token: admin.token,
      body: { name: "Abacus Stage 4 Kit", price: 850, category: "abacus", hsnCode: "9023", unit: "SET" },
    });
    const kitId = kit.json!.product.id as string;
    const levels = [1, 2, 3, 4, 5].map((level) => ({
      name: `Stage ${level}`,
      weeks: 12,
      passMark: 60,
      productId: level === 4 ? kitId : undefined,
    }));
    await call("/api/courses/abacus/levels", { method: "PUT", token: admin.token, body: { levels } });
    // Before the exam, all three have been at Level 3 for 100 days (past its 12 weeks): due for Level 4.
    const before = await call("/my-centres/level-kits", { headers: { Cookie: partner.cookie } });
    expect(before.status).toBe(200);
    expect(before.text).toContain("Abacus Stage 4 Kit");
    expect(before.text).toMatch(/× <!-- -->3/);
    expect(before.text).toContain("ready for Level 4 since");

    await saveMarks(admin.token, exam.id, [
      { rollNumber: rollOf["Aarav Sharma"]!, marks: 88 },
      { rollNumber: rollOf["Diya Patil"]!, marks: 30 },
    ]);
    await publish(admin.token, exam.id);
    const after = await call("/my-centres/level-kits", { headers: { Cookie: partner.cookie } });
    expect(after.text).toMatch(/Aarav Sharma<\/span> · (<!-- -->)?Abacus Training(<!-- -->)?:(<!-- -->)? (<!-- -->)?started Level 4 on/);
    expect(after.text).toMatch(/Diya Patil<\/span> · (<!-- -->)?Abacus Training(<!-- -->)?:(<!-- -->)? (<!-- -->)?ready for Level 4 since/);
    expect(after.text).toMatch(/× <!-- -->3/);
    // Another partner sees none of these students.
    const other = await signedInUser();
    const theirs = await call("/my-centres/level-kits", { headers: { Cookie: other.cookie } });
    expect(theirs.text).not.toContain("Aarav Sharma");
    expect(theirs.text).toContain("No student of your centres has started a level lately");
  });
});
