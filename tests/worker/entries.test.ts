import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitionEntries, competitions, notifications } from "~/db/schema";
import { daysFromToday, seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Entering students in a competition (issue 16): roll numbers, the deadline, the capacity and
// duplicates, also when many requests arrive at the same moment; ownership; withdrawing; the fee.

const entriesPath = (competitionId: string) => `/api/competitions/${competitionId}/entries`;

/** A partner running a centre of their own with `count` students on its roster. */
async function partnerWithStudents(count: number, overrides: Parameters<typeof seedStudent>[1] = {}) {
  const partner = await signedInUser();
  const centreId = await seedCentre({ partnerIds: [partner.id] });
  const students = [];
  for (let index = 0; index < count; index++) students.push(await seedStudent(centreId, overrides));
  return { ...partner, centreId, students };
}

/** The worker's answer, unread: for Promise.all of requests that must reach the worker together. */
const enter = (token: string, competitionId: string, body: unknown) =>
  workerFetch(`${BASE}${entriesPath(competitionId)}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "CF-Connecting-IP": freshAddress() },
  });

const entriesOf = (competitionId: string) =>
  db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competitionId));

describe("POST /api/competitions/{id}/entries", () => {
  it("enters several students at once, each with its own roll number at its roster level", async () => {
    const partner = await partnerWithStudents(3);
    const competition = await seedCompetition();
    const { status, json } = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: partner.students.map((student) => student.id) },
    });
    expect(status).toBe(201);
    expect(json?.entries).toHaveLength(3);
    const rolls = json!.entries.map((entry: { rollNumber: string }) => entry.rollNumber);
    expect(new Set(rolls).size).toBe(3);
    expect(rolls).toEqual(["1001", "1002", "1003"]);
    const saved = await entriesOf(competition.id);
    expect(saved.map((entry) => entry.level)).toEqual(["Level 3", "Level 3", "Level 3"]);
    expect(saved.map((entry) => entry.rollNumber).sort()).toEqual(["1001", "1002", "1003"]);
    expect(saved.every((entry) => entry.centreId === partner.centreId && entry.enteredBy === partner.id)).toBe(true);
    const after = await db.select().from(competitions).where(eq(competitions.id, competition.id)).get();
    expect(after?.entrySequence).toBe(3);
  });

  it("enters in the level asked for, and refuses a level the competition does not have or a roster level it lacks, naming the student", async () => {
    const partner = await partnerWithStudents(1, { level: 7, name: "Meera Kulkarni" });
    const competition = await seedCompetition();
    const wrong = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id], level: "Level 9" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.errors?.level?.[0]).toContain("Level 1, Level 2, Level 3");
    const lacking = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id] },
    });
    expect(lacking.status).toBe(400);
    expect(lacking.json?.message).toContain("Meera Kulkarni");
    const asked = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id], level: "Level 2" },
    });
    expect(asked.status).toBe(201);
    expect(asked.json?.entries[0].level).toBe("Level 2");
  });

  it("enters only students of the competition's course, naming one who learns another, and enters none of the batch", async () => {
    const partner = await partnerWithStudents(1, { course: "abacus", name: "Aarav Patil" });
    const phonics = await seedStudent(partner.centreId, { course: "phonics", name: "Riya Deshmukh" });
    const competition = await seedCompetition({ course: "abacus" });
    const mixed = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id, phonics.id] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json?.message).toBe(
      "Riya Deshmukh learns Phonics Programs, and “" + competition.title + "” is for Abacus Training students only.",
    );
    expect(mixed.json?.errors?.studentIds?.[0]).toBe(mixed.json?.message);
    expect(await entriesOf(competition.id)).toHaveLength(0);
    const abacus = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id] },
    });
    expect(abacus.status).toBe(201);
    // A competition for any course takes both.
    const open = await seedCompetition();
    expect((await call(entriesPath(open.id), { method: "POST", token: partner.token, body: { studentIds: [phonics.id] } })).status).toBe(
      201,
    );
  });

  it("refuses bad input with 400 naming the field", async () => {
    const partner = await partnerWithStudents(0);
    const competition = await seedCompetition();
    for (const body of [{}, { studentIds: [] }, { studentIds: "x" }, { studentIds: [1] }]) {
      const { status, json } = await call(entriesPath(competition.id), { method: "POST", token: partner.token, body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json?.errors ?? {}).join(), JSON.stringify(body)).toMatch(/^studentIds/);
    }
  });

  it("refuses after the deadline, when closed early, or never opened, and saves nothing", async () => {
    const partner = await partnerWithStudents(1);
    const studentIds = [partner.students[0]!.id];
    const past = await seedCompetition({ registrationDeadline: daysFromToday(-2) });
    const closed = await seedCompetition({ registrationClosedAt: new Date().toISOString() });
    const never = await seedCompetition({ registrationDeadline: null });
    for (const [competition, said] of [
      [past, "closed on"],
      [closed, "closed by the organisers"],
      [never, "not open"],
    ] as const) {
      const { status, json } = await call(entriesPath(competition.id), { method: "POST", token: partner.token, body: { studentIds } });
      expect(status).toBe(409);
      expect(json?.message).toContain(said);
      expect(await entriesOf(competition.id)).toHaveLength(0);
    }
  });

  it("is open through the deadline day itself", async () => {
    const partner = await partnerWithStudents(1);
    const competition = await seedCompetition({ registrationDeadline: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10) });
    const { status } = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id] },
    });
    expect(status).toBe(201);
  });

  it("refuses a student entered twice, naming them, and enters none of the batch", async () => {
    const partner = await partnerWithStudents(2);
    const [first, second] = partner.students;
    const competition = await seedCompetition();
    await call(entriesPath(competition.id), { method: "POST", token: partner.token, body: { studentIds: [first!.id] } });
    const { status, json } = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [second!.id, first!.id] },
    });
    expect(status).toBe(409);
    expect(json?.message).toContain(first!.name);
    expect(await entriesOf(competition.id)).toHaveLength(1);
  });

  it("says how many places are left when a batch does not fit", async () => {
    const partner = await partnerWithStudents(3);
    const competition = await seedCompetition({ capacity: 2 });
    const { status, json } = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: partner.students.map((student) => student.id) },
    });
    expect(status).toBe(409);
    expect(json?.message).toContain("Only 2 places are left");
    expect(await entriesOf(competition.id)).toHaveLength(0);
  });

  it("never passes the capacity when two partners enter at the same moment", async () => {
    const [a, b] = await Promise.all([partnerWithStudents(3), partnerWithStudents(3)]);
    const competition = await seedCompetition({ capacity: 4 });
    const responses = await Promise.all([
      enter(a.token, competition.id, { studentIds: a.students.map((student) => student.id) }),
      enter(b.token, competition.id, { studentIds: b.students.map((student) => student.id) }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = await responses.find((response) => response.status === 409)!.json<{ message: string }>();
    // Refused by the check before writing, or by the transaction when both checks passed together.
    expect(refused.message).toMatch(/Only 1 place is left|at the same moment/);
    const saved = await entriesOf(competition.id);
    expect(saved).toHaveLength(3);
    expect(new Set(saved.map((entry) => entry.rollNumber)).size).toBe(3);
  });

  it("fills the last places exactly under many simultaneous single entries, with no roll number used twice", async () => {
    const [a, b] = await Promise.all([partnerWithStudents(5), partnerWithStudents(5)]);
    const competition = await seedCompetition({ capacity: 6 });
    const requests = [...a.students.map((student) => [a, student] as const), ...b.students.map((student) => [b, student] as const)];
    const responses = await Promise.all(
      requests.map(([partner, student]) => enter(partner.token, competition.id, { studentIds: [student.id] })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const saved = await entriesOf(competition.id);
    expect(saved).toHaveLength(6);
    expect(new Set(saved.map((entry) => entry.rollNumber)).size).toBe(6);
  });

  it("enters a student once when the same student is sent by two requests at the same moment", async () => {
    const partner = await partnerWithStudents(1, { name: "Kabir Deshmukh" });
    const admin = await signedInUser("admin");
    const competition = await seedCompetition();
    const studentIds = [partner.students[0]!.id];
    const responses = await Promise.all([
      enter(partner.token, competition.id, { studentIds }),
      enter(admin.token, competition.id, { studentIds }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = await responses.find((response) => response.status === 409)!.json<{ message: string }>();
    expect(refused.message).toMatch(/Kabir Deshmukh is already entered|at the same moment/);
    expect(await entriesOf(competition.id)).toHaveLength(1);
  });

  it("lets a partner enter only their own centres' students: another's is not found", async () => {
    const [a, b] = await Promise.all([partnerWithStudents(1), partnerWithStudents(1)]);
    const competition = await seedCompetition();
    const { status } = await call(entriesPath(competition.id), {
      method: "POST",
      token: b.token,
      body: { studentIds: [a.students[0]!.id] },
    });
    expect(status).toBe(404);
    expect(await entriesOf(competition.id)).toHaveLength(0);
  });

  it("needs a signed-in member", async () => {
    const competition = await seedCompetition();
    expect((await call(entriesPath(competition.id), { method: "POST", body: { studentIds: ["x"] } })).status).toBe(401);
    const member = await signedInUser();
    expect((await call(entriesPath("missing"), { method: "POST", token: member.token, body: { studentIds: ["x"] } })).status).toBe(404);
  });
});

describe("GET /api/competitions/{id}/entries", () => {
  it("shows a partner their centres' entries only and an admin all, with no results before publishing", async () => {
    const [a, b] = await Promise.all([partnerWithStudents(1), partnerWithStudents(1)]);
    const admin = await signedInUser("admin");
    const competition = await seedCompetition();
    for (const partner of [a, b])
      await seedEntry(
        { competitionId: competition.id, studentId: partner.students[0]!.id, centreId: partner.centreId, enteredBy: partner.id },
        { score: 88, rank: 1, award: "gold", certificateCode: crypto.randomUUID().slice(0, 8) },
      );
    const mine = await call(entriesPath(competition.id), { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.json?.entries).toHaveLength(1);
    expect(mine.json?.entries[0]).toMatchObject({
      studentId: a.students[0]!.id,
      award: null,
      score: null,
      rank: null,
      certificateCode: null,
    });
    expect(mine.json?.entries[0].studentName).toBe(a.students[0]!.name);
    expect(mine.json?.entries[0].centreName).toMatch(/^Bright Minds /);
    expect(mine.response.headers.get("Cache-Control")).toBe("no-store");
    const all = await call(entriesPath(competition.id), { token: admin.token });
    expect(all.json?.entries).toHaveLength(2);
    expect(all.json?.entries[0].award).toBe("gold");
  });

  it("shows results and the certificate code once published", async () => {
    const partner = await partnerWithStudents(1);
    const competition = await seedCompetition({ resultsPublishedAt: new Date().toISOString() });
    await seedEntry(
      { competitionId: competition.id, studentId: partner.students[0]!.id, centreId: partner.centreId, enteredBy: partner.id },
      { award: "silver", rank: 2, score: 75, certificateCode: "ABCD2345" },
    );
    const { json } = await call(entriesPath(competition.id), { token: partner.token });
    expect(json?.entries[0]).toMatchObject({ award: "silver", rank: 2, score: 75, certificateCode: "ABCD2345" });
  });
});

describe("DELETE /api/competitions/{id}/entries/{entryId}", () => {
  async function entered(overrides: Parameters<typeof seedCompetition>[0] = {}, entry: Parameters<typeof seedEntry>[1] = {}) {
    const partner = await partnerWithStudents(1);
    const competition = await seedCompetition(overrides);
    const row = await seedEntry(
      { competitionId: competition.id, studentId: partner.students[0]!.id, centreId: partner.centreId, enteredBy: partner.id },
      entry,
    );
    return { partner, competition, path: `${entriesPath(competition.id)}/${row.id}`, row };
  }

  it("withdraws an unpaid entry before the deadline; its roll number is not used again", async () => {
    const { partner, competition, path } = await entered();
    expect((await call(path, { method: "DELETE", token: partner.token })).status).toBe(200);
    expect(await entriesOf(competition.id)).toHaveLength(0);
    const again = await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: [partner.students[0]!.id] },
    });
    expect(again.status).toBe(201);
  });

  it("refuses a partner after the deadline or when the fee is reported or paid; an admin may still withdraw", async () => {
    const late = await entered({ registrationDeadline: daysFromToday(-1) });
    const lateAnswer = await call(late.path, { method: "DELETE", token: late.partner.token });
    expect(lateAnswer.status).toBe(409);
    expect(lateAnswer.json?.message).toContain("can no longer be withdrawn");
    const paid = await entered({}, { paymentStatus: "paid", paymentReference: "123412341234" });
    const paidAnswer = await call(paid.path, { method: "DELETE", token: paid.partner.token });
    expect(paidAnswer.status).toBe(409);
    expect(paidAnswer.json?.message).toContain("ask the organisers");
    const admin = await signedInUser("admin");
    expect((await call(paid.path, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await entriesOf(paid.competition.id)).toHaveLength(0);
  });

  it("answers 404 to another partner and changes nothing", async () => {
    const { competition, path } = await entered();
    const other = await partnerWithStudents(0);
    expect((await call(path, { method: "DELETE", token: other.token })).status).toBe(404);
    expect(await entriesOf(competition.id)).toHaveLength(1);
  });
});

describe("entry fees", () => {
  it("marks the partner's unpaid entries reported with one UTR and tells the admin feed the total", async () => {
    const partner = await partnerWithStudents(2);
    const competition = await seedCompetition({ entryFee: 250 });
    await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: partner.students.map((s) => s.id) },
    });
    const { status, json } = await call(`${entriesPath(competition.id)}/payment`, {
      method: "POST",
      token: partner.token,
      body: { utr: "1234 5678 9012" },
    });
    expect(status).toBe(200);
    expect(json?.payment).toMatchObject({ count: 2, amount: 500, utr: "123456789012" });
    const saved = await entriesOf(competition.id);
    expect(saved.every((entry) => entry.paymentStatus === "reported" && entry.paymentReference === "123456789012")).toBe(true);
    const notices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/competitions/${competition.id}`));
    expect(notices[0]?.message).toContain("₹500");
    const again = await call(`${entriesPath(competition.id)}/payment`, {
      method: "POST",
      token: partner.token,
      body: { utr: "123456789012" },
    });
    expect(again.status).toBe(409);
  });

  it("refuses a bad UTR and a free competition", async () => {
    const partner = await partnerWithStudents(1);
    const free = await seedCompetition({ entryFee: 0 });
    await call(entriesPath(free.id), { method: "POST", token: partner.token, body: { studentIds: [partner.students[0]!.id] } });
    expect((await call(`${entriesPath(free.id)}/payment`, { method: "POST", token: partner.token, body: { utr: "12" } })).status).toBe(400);
    const freeAnswer = await call(`${entriesPath(free.id)}/payment`, {
      method: "POST",
      token: partner.token,
      body: { utr: "123456789012" },
    });
    expect(freeAnswer.status).toBe(409);
  });
});

describe("registration fields on competitions", () => {
  const valid = { title: "Open Meet", description: "A meet.", date: daysFromToday(20), location: "Pune" };

  it("sets them through the API and keeps them on a PUT that leaves them out", async () => {
    const admin = await signedInUser("admin");
    const created = await call("/api/competitions", {
      method: "POST",
      token: admin.token,
      body: {
        ...valid,
        registrationDeadline: daysFromToday(10),
        entryFee: 350,
        capacity: 200,
        levels: [" Under 8 ", "Under 10", "Under 8"],
        course: "vedic_maths",
        reportingTime: "08:30",
      },
    });
    expect(created.status).toBe(201);
    expect(created.json?.competition).toMatchObject({
      entryFee: 350,
      capacity: 200,
      levels: ["Under 8", "Under 10"],
      course: "vedic_maths",
      reportingTime: "08:30",
    });
    const id = created.json!.competition.id;
    const updated = await call(`/api/competitions/${id}`, { method: "PUT", token: admin.token, body: { ...valid, title: "Open Meet 2" } });
    expect(updated.json?.competition).toMatchObject({
      registrationDeadline: daysFromToday(10),
      entryFee: 350,
      capacity: 200,
      course: "vedic_maths",
    });
    const cleared = await call(`/api/competitions/${id}`, { method: "PUT", token: admin.token, body: { ...valid, capacity: null } });
    expect(cleared.json?.competition.capacity).toBeNull();
  });

  it("refuses a deadline after the competition date, a negative fee and a bad time, naming the field", async () => {
    const admin = await signedInUser("admin");
    for (const [field, value] of [
      ["registrationDeadline", daysFromToday(21)],
      ["entryFee", -5],
      ["entryFee", 2.5],
      ["capacity", 0],
      ["reportingTime", "8.30am"],
      ["levels", "Level 1"],
      ["course", "chess"],
    ] as const) {
      const { status, json } = await call("/api/competitions", { method: "POST", token: admin.token, body: { ...valid, [field]: value } });
      expect(status, field).toBe(400);
      expect(json?.errors?.[field], field).toBeDefined();
    }
  });
});

describe("the entries CSV", () => {
  it("gives an admin every entry with the student, centre, both levels and the payment; others are sent away", async () => {
    const partner = await partnerWithStudents(1, { name: "Ishaan Rao", level: 2 });
    const admin = await signedInUser("admin");
    // The file is named after the competition, as its address would be: accents dropped, 40 characters at most.
    const competition = await seedCompetition({ title: "Pune Café Abacus Olympiad: Winter Round 2026 (Open)" });
    await seedEntry(
      { competitionId: competition.id, studentId: partner.students[0]!.id, centreId: partner.centreId, enteredBy: partner.id },
      { level: "Level 3", rollNumber: "1042" },
    );
    const path = `/admin/competitions/${competition.id}/entries.csv`;
    const { status, text, response } = await call(path, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="entries-pune-cafe-abacus-olympiad-winter-round.csv"');
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain("Roll number,Student,Date of birth,Course,Roster level,Competition level,Centre,Parent phone");
    expect(row).toMatch(/^1042,Ishaan Rao,2017-05-14,abacus,2,Level 3,Bright Minds [^,]+,'?\+919822012345,300,unpaid,,/);
    const refused = await call(path, { headers: { Cookie: partner.cookie } });
    expect(refused.status).toBe(302);
  });
});

describe("the competition lists", () => {
  it("count the partner's entries on their list and every entry on the admin's tab", async () => {
    const partner = await partnerWithStudents(2);
    const admin = await signedInUser("admin");
    const competition = await seedCompetition({ title: `Counted Meet ${crypto.randomUUID().slice(0, 6)}` });
    await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: partner.students.map((s) => s.id) },
    });
    const mine = await call("/my-centres/competitions", { headers: { Cookie: partner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.text).toContain(competition.title);
    expect(mine.text).toMatch(/2<!-- --> of your students<!-- --> entered|2 of your students entered/);
    const tab = await call("/admin/competitions", { headers: { Cookie: admin.cookie } });
    expect(tab.status).toBe(200);
    const row = tab.text.slice(tab.text.indexOf(competition.title));
    expect(row).toMatch(/Entries<\/dt><dd[^>]*>2</);
  });
});

describe("the competition form's registration fields", () => {
  const post = (cookie: string, query: string, fields: [string, string][]) =>
    call(`/competitions.data?${query}`, {
      method: "POST",
      rawBody: new URLSearchParams(fields).toString(),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
  const base: [string, string][] = [
    ["description", "A meet."],
    ["date", daysFromToday(40)],
    ["location", "Nashik"],
  ];

  it("saves the deadline, fee, levels and reporting time, and a blank field clears it on an edit", async () => {
    const admin = await signedInUser("admin");
    const title = `Form Meet ${crypto.randomUUID().slice(0, 6)}`;
    const created = await post(admin.cookie, "intent=create", [
      ...base,
      ["title", title],
      ["registrationDeadline", daysFromToday(20)],
      ["entryFee", "150"],
      ["capacity", "60"],
      ["levels", "Under 8"],
      ["levels", "Under 10"],
      ["course", "phonics"],
      ["reportingTime", "09:15"],
    ]);
    expect(created.status).toBe(200);
    const row = await db.select().from(competitions).where(eq(competitions.title, title)).get();
    expect(row).toMatchObject({
      registrationDeadline: daysFromToday(20),
      entryFee: 150,
      capacity: 60,
      levels: ["Under 8", "Under 10"],
      course: "phonics",
      reportingTime: "09:15",
    });
    const edited = await post(admin.cookie, `intent=update&id=${row!.id}`, [...base, ["title", title], ["entryFee", "0"]]);
    expect(edited.status).toBe(200);
    const after = await db.select().from(competitions).where(eq(competitions.id, row!.id)).get();
    expect(after).toMatchObject({ registrationDeadline: null, entryFee: 0, capacity: null, levels: [], course: null, reportingTime: null });
  });

  it("says a deadline after the competition date is wrong, beside the field", async () => {
    const admin = await signedInUser("admin");
    const { text } = await post(admin.cookie, "intent=create", [
      ...base,
      ["title", "Late Meet"],
      ["registrationDeadline", daysFromToday(41)],
    ]);
    expect(text).toContain("registrationDeadline must be on or before the competition date");
  });
});

describe("the hall ticket and the admin's decision on entry fees", () => {
  const pagePost = (path: string, cookie: string, fields: Record<string, string>) =>
    call(`${path}.data?index`, {
      method: "POST",
      rawBody: new URLSearchParams(fields).toString(),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("shows a hall ticket to its partner and admins only", async () => {
    const [partner, other] = await Promise.all([partnerWithStudents(1, { name: "Riya Menon" }), partnerWithStudents(0)]);
    const admin = await signedInUser("admin");
    const competition = await seedCompetition({ reportingTime: "07:45" });
    const entry = await seedEntry({
      competitionId: competition.id,
      studentId: partner.students[0]!.id,
      centreId: partner.centreId,
      enteredBy: partner.id,
    });
    const path = `/hall-tickets/${entry.id}`;
    const own = await call(path, { headers: { Cookie: partner.cookie } });
    expect(own.status).toBe(200);
    expect(own.text).toContain("Riya Menon");
    expect(own.text).toContain(entry.rollNumber);
    expect(own.text).toContain("7:45 am");
    expect(own.response.headers.get("Cache-Control")).toBe("no-store");
    expect((await call(path, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    const refused = await call(path, { headers: { Cookie: other.cookie } });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("Riya Menon");
  });

  it("marks every entry of a UTR paid and tells the partner; a rejection needs the reason", async () => {
    const partner = await partnerWithStudents(2);
    const admin = await signedInUser("admin");
    const competition = await seedCompetition();
    await call(entriesPath(competition.id), {
      method: "POST",
      token: partner.token,
      body: { studentIds: partner.students.map((s) => s.id) },
    });
    await call(`${entriesPath(competition.id)}/payment`, { method: "POST", token: partner.token, body: { utr: "555566667777" } });
    const adminPage = `/admin/competitions/${competition.id}`;
    const noReason = await pagePost(adminPage, admin.cookie, {
      intent: "decidePayment",
      utr: "555566667777",
      paymentStatus: "rejected",
    });
    expect(noReason.text).toContain("Say why the payment is rejected");
    expect((await entriesOf(competition.id)).every((entry) => entry.paymentStatus === "reported")).toBe(true);
    const paid = await pagePost(adminPage, admin.cookie, { intent: "decidePayment", utr: "555566667777", paymentStatus: "paid" });
    expect(paid.text).toContain("Marked paid (2 entries)");
    expect((await entriesOf(competition.id)).every((entry) => entry.paymentStatus === "paid")).toBe(true);
    const told = await db.select().from(notifications).where(eq(notifications.recipientId, partner.id));
    expect(told.some((notice) => notice.title === "Entry fees confirmed" && notice.message.includes("₹600"))).toBe(true);
    // A paid entry is the organisers' to withdraw.
    const [first] = await entriesOf(competition.id);
    expect((await call(`${entriesPath(competition.id)}/${first!.id}`, { method: "DELETE", token: partner.token })).status).toBe(409);
  });
});

describe("the partner's page of a competition", () => {
  it("offers the roster to pick from only while registration is open", async () => {
    const partner = await signedInUser();
    const centre = await seedCentre({ partnerIds: [partner.id] });
    const student = await seedStudent(centre, { name: "Picker Pupil Open" });
    const open = await seedCompetition();
    const closed = await seedCompetition({ registrationDeadline: daysFromToday(-1) });
    const none = await seedCompetition({ registrationDeadline: null });
    const pageOf = async (id: string) => (await call(`/my-centres/competitions/${id}`, { headers: { Cookie: partner.cookie } })).text;
    expect(await pageOf(open.id)).toContain(student.name);
    expect(await pageOf(closed.id)).not.toContain(student.name);
    expect(await pageOf(none.id)).not.toContain(student.name);
  });
});
