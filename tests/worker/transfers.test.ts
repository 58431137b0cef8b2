import { and, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { activityLog, centres, notifications, studentLevels, students, studentTransfers, users } from "~/db/schema";
import { decideTransfer } from "~/services/transfers.server";
import { seedCentre, seedCompetition, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 34, item 4: a student moves to another centre with their whole history, asked by a partner
// of either centre and confirmed by an admin; the old centre keeps nothing it should not.

type User = Awaited<ReturnType<typeof signedInUser>>;
let admin: User;
let oldPartner: User;
let newPartner: User;
let oldCentre: string;
let newCentre: string;
beforeAll(async () => {
  [admin, oldPartner, newPartner] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
  oldCentre = await seedCentre({ partnerIds: [oldPartner.id] });
  newCentre = await seedCentre({ partnerIds: [newPartner.id] });
});

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));
const ask = (studentId: string, centreId: string, token: string) =>
  call(`/api/students/${studentId}/transfer`, { method: "POST", token, body: { centreId } });
const decide = (transferId: string, decision: string, token = admin.token) =>
  call(`/api/transfers/${transferId}`, { method: "POST", token, body: { decision } });
const centreOf = async (id: string) => (await db.select().from(students).where(eq(students.id, id)).get())!.centreId;
const seeded = (overrides: Parameters<typeof seedStudent>[1] = {}) => seedStudent(oldCentre, { enrolledOn: "2026-03-02", ...overrides });

describe("transfers", () => {
  it("a partner asks, the admin confirms: the student moves with their history, and the old centre sees nothing of them", async () => {
    const student = await seeded();
    await call(`/api/students/${student.id}`, { method: "PUT", token: oldPartner.token, body: { level: 4 } });
    const asked = await ask(student.id, newCentre, oldPartner.token);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json!.transfer).toMatchObject({ status: "pending", fromCentreId: oldCentre, toCentreId: newCentre });
    expect(queriesOf(asked.response)).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    // The admin feed says a request waits on the Transfers tab.
    const feed = await db
      .select()
      .from(notifications)
      .where(and(isNull(notifications.recipientId), eq(notifications.title, "Transfer requested")));
    expect(feed.map((notice) => notice.link)).toContain("/admin/transfers");
    // Waiting: still at the old centre, shown there as moving.
    expect(await centreOf(student.id)).toBe(oldCentre);
    const roster = await call(`/api/students?centreId=${oldCentre}`, { token: oldPartner.token });
    const listed = (roster.json!.students as { id: string; pendingTransfer: { toCentreId: string } | null }[]).find(
      (s) => s.id === student.id,
    );
    expect(listed!.pendingTransfer).toMatchObject({ toCentreId: newCentre });

    const list = await call("/api/transfers", { token: admin.token });
    expect(list.status).toBe(200);
    const transferId = asked.json!.transfer.id as string;
    expect((list.json!.transfers as { id: string; status: string }[])[0]).toMatchObject({ status: "pending" });
    expect((list.json!.transfers as { id: string }[]).some((t) => t.id === transferId)).toBe(true);

    const confirmed = await decide(transferId, "confirm");
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json!.transfer.status).toBe("confirmed");
    expect(queriesOf(confirmed.response)).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    expect(await centreOf(student.id)).toBe(newCentre);

    // The new centre sees them with their whole history: both levels at the old centre, the current one at the new.
    const seen = await call(`/api/students/${student.id}`, { token: newPartner.token });
    expect(seen.status).toBe(200);
    expect(seen.json!.student.levelHistory).toMatchObject([
      { level: 3, centreId: oldCentre, result: "assessed", startedOn: "2026-03-02" },
      { level: 4, centreId: oldCentre, result: "transferred" },
      { level: 4, centreId: newCentre, completedOn: null, result: null },
    ]);
    expect(seen.json!.student.enrolledOn).toBe("2026-03-02");
    // The old centre: not on its roster, not by id, not on the page, not in a competition's picker.
    expect((await call(`/api/students/${student.id}`, { token: oldPartner.token })).status).toBe(404);
    const oldRoster = await call("/api/students", { token: oldPartner.token });
    expect((oldRoster.json!.students as { id: string }[]).map((s) => s.id)).not.toContain(student.id);
    const page = await workerFetch(`${BASE}/my-centres/students/${student.id}`, {
      headers: { Cookie: oldPartner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(page.status).toBe(404);
    const rosterPage = await workerFetch(`${BASE}/my-centres/students`, {
      headers: { Cookie: oldPartner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(await rosterPage.text()).not.toContain(student.name);
    // The competition page's picker offers the new centre's partner the student, the old centre's not.
    const competition = await seedCompetition();
    const picker = (cookie: string) =>
      workerFetch(`${BASE}/my-centres/competitions/${competition.id}`, {
        headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
      }).then((response) => response.text());
    expect(await picker(oldPartner.cookie)).not.toContain(student.name);
    expect(await picker(newPartner.cookie)).toContain(student.name);
    // Both centres' partners were told.
    for (const partner of [oldPartner, newPartner]) {
      const told = await db.select().from(notifications).where(eq(notifications.recipientId, partner.id));
      expect(told.some((notice) => notice.message.includes(student.name))).toBe(true);
    }
  });

  it("an admin moves a student at once; the request is kept as confirmed", async () => {
    const student = await seeded();
    const moved = await ask(student.id, newCentre, admin.token);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ moved: true, transfer: { status: "confirmed" } });
    expect(queriesOf(moved.response)).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    expect(await centreOf(student.id)).toBe(newCentre);
    const kept = await db.select().from(studentTransfers).where(eq(studentTransfers.studentId, student.id));
    expect(kept.map((row) => row.status)).toEqual(["confirmed"]);
  });

  it("a partner of the destination asks for another centre's student by id; the admin declines and nothing moves", async () => {
    const student = await seeded();
    const asked = await ask(student.id, newCentre, newPartner.token);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.text).not.toContain(student.name);
    const declined = await decide(asked.json!.transfer.id, "decline");
    expect(declined.status).toBe(200);
    expect(declined.json!.transfer.status).toBe("declined");
    expect(await centreOf(student.id)).toBe(oldCentre);
    // Decided once: deciding again is refused.
    expect((await decide(asked.json!.transfer.id, "confirm")).status).toBe(409);
    // Still not theirs to see.
    expect((await call(`/api/students/${student.id}`, { token: newPartner.token })).status).toBe(404);
    const history = await db.select().from(studentLevels).where(eq(studentLevels.studentId, student.id));
    expect(history).toHaveLength(1);
  });

  it("a student or centre the caller cannot name is 404; the same centre 400; archived or already asked 409; a bad decision 400", async () => {
    const student = await seeded();
    const stranger = await signedInUser();
    const strangersCentre = await seedCentre({ partnerIds: [stranger.id] });
    // Neither centre is the stranger's, or only a centre that is not the destination.
    expect((await ask(student.id, newCentre, stranger.token)).status).toBe(404);
    expect((await ask("no-such-student", strangersCentre, stranger.token)).status).toBe(404);
    expect((await ask(student.id, "no-such-centre", oldPartner.token)).status).toBe(404);
    expect((await ask(student.id, newCentre, newPartner.token.slice(0, -2) + "xx")).status).toBe(401);
    // Partners cannot decide.
    const asked = await ask(student.id, newCentre, oldPartner.token);
    expect(asked.status).toBe(201);
    expect((await decide(asked.json!.transfer.id, "confirm", oldPartner.token)).status).toBe(403);
    expect((await decide("no-such-request", "confirm")).status).toBe(404);
    const bad = await decide(asked.json!.transfer.id, "maybe");
    expect(bad.status).toBe(400);
    expect(bad.json!.errors.decision).toBeDefined();
    // One request waits per student, whoever asks.
    const again = await ask(student.id, newCentre, newPartner.token);
    expect(again.status).toBe(409);
    expect((await ask(student.id, strangersCentre, admin.token)).status).toBe(409);

    const same = await ask(student.id, oldCentre, oldPartner.token);
    expect(same.status).toBe(400);
    expect(same.json!.errors.centreId).toBeDefined();
    const missing = await call(`/api/students/${student.id}/transfer`, { method: "POST", token: oldPartner.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json!.errors.centreId).toBeDefined();

    const archived = await seeded({ archived: true });
    expect((await ask(archived.id, newCentre, oldPartner.token)).status).toBe(409);
    const closed = await seedCentre({});
    await db.update(centres).set({ active: false }).where(eq(centres.id, closed));
    const toClosed = await ask(archived.id, closed, admin.token);
    expect(toClosed.status).toBe(400);
  });

  it("confirming a request whose student has moved meanwhile is refused, and moves nobody", async () => {
    const student = await seeded();
    const asked = await ask(student.id, newCentre, oldPartner.token);
    const elsewhere = await seedCentre({});
    await db.update(students).set({ centreId: elsewhere }).where(eq(students.id, student.id));
    const refused = await decide(asked.json!.transfer.id, "confirm");
    expect(refused.status).toBe(409);
    expect(await centreOf(student.id)).toBe(elsewhere);
  });

  it("two confirms at once move the student once", async () => {
    const student = await seeded();
    const asked = await ask(student.id, newCentre, oldPartner.token);
    const id = asked.json!.transfer.id as string;
    const answers = await Promise.all([decide(id, "confirm"), decide(id, "confirm"), decide(id, "decline")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const history = await db
      .select()
      .from(studentLevels)
      .where(and(eq(studentLevels.studentId, student.id), eq(studentLevels.result, "transferred")));
    const row = await db.select().from(studentTransfers).where(eq(studentTransfers.id, id)).get();
    expect(history).toHaveLength(row!.status === "confirmed" ? 1 : 0);
    expect(await centreOf(student.id)).toBe(row!.status === "confirmed" ? newCentre : oldCentre);
  });

  it("two confirms that both read the request as waiting still move the student once", async () => {
    // Called side by side in one isolate, both reads reach D1 before either write: the writes' own conditions decide.
    const student = await seeded();
    const asked = await ask(student.id, newCentre, oldPartner.token);
    const id = asked.json!.transfer.id as string;
    const actor = (await db.select().from(users).where(eq(users.id, admin.id)).get())!;
    const outcomes = await Promise.allSettled([
      decideTransfer({ db, deliver: () => {} }, actor, id, "confirm"),
      decideTransfer({ db, deliver: () => {} }, actor, id, "confirm"),
      decideTransfer({ db, deliver: () => {} }, actor, id, "decline"),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const row = await db.select().from(studentTransfers).where(eq(studentTransfers.id, id)).get();
    const moves = await db
      .select()
      .from(studentLevels)
      .where(and(eq(studentLevels.studentId, student.id), eq(studentLevels.result, "transferred")));
    expect(moves).toHaveLength(row!.status === "confirmed" ? 1 : 0);
    const logged = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `student:${student.id}`));
    expect(logged.filter((entry) => entry.action.startsWith("student.transfer"))).toHaveLength(2);
  });

  it("the notices of a confirm are handed to WhatsApp and email delivery: each partner's of both centres", async () => {
    const student = await seeded();
    const asked = await ask(student.id, newCentre, oldPartner.token);
    const actor = (await db.select().from(users).where(eq(users.id, admin.id)).get())!;
    const delivered: string[] = [];
    await decideTransfer({ db, deliver: (ids) => delivered.push(...ids) }, actor, asked.json!.transfer.id, "confirm");
    const sent = await db.select().from(notifications).where(inArray(notifications.id, delivered));
    expect(sent.map((notice) => notice.recipientId).sort()).toEqual([oldPartner.id, newPartner.id].sort());
    expect(sent.every((notice) => notice.message.includes(student.name))).toBe(true);
  });

  it("two requests at once leave one waiting", async () => {
    const student = await seeded();
    const answers = await Promise.all([ask(student.id, newCentre, oldPartner.token), ask(student.id, newCentre, newPartner.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const waiting = await db
      .select()
      .from(studentTransfers)
      .where(and(eq(studentTransfers.studentId, student.id), eq(studentTransfers.status, "pending")));
    expect(waiting).toHaveLength(1);
  });

  it("the partner asks from the student's page, and the admin confirms from the Transfers tab", async () => {
    const student = await seeded();
    const post = (path: string, fields: Record<string, string>, cookie: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      return workerFetch(`${BASE}${path}.data`, { method: "POST", body, headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() } });
    };
    const asked = await post(`/my-centres/students/${student.id}`, { intent: "requestTransfer", centreId: newCentre }, oldPartner.cookie);
    expect(await asked.text()).toContain("head office will confirm");
    expect(queriesOf(asked)).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    const request = await db.select().from(studentTransfers).where(eq(studentTransfers.studentId, student.id)).get();
    const tab = await workerFetch(`${BASE}/admin/transfers`, { headers: { Cookie: admin.cookie, "CF-Connecting-IP": freshAddress() } });
    expect(await tab.text()).toContain(student.name);
    const confirmed = await post("/admin/transfers", { intent: "decideTransfer", id: request!.id, decision: "confirm" }, admin.cookie);
    expect(await confirmed.text()).toContain("Student moved");
    expect(await centreOf(student.id)).toBe(newCentre);
    const destinations = await call("/my-centres/students/destinations", { headers: { Cookie: oldPartner.cookie } });
    expect((destinations.json!.centres as { id: string }[]).map((centre) => centre.id)).toContain(newCentre);
  });
  it("the destination partner asks for a child by name, date of birth and parent's phone; the admin confirms and the history comes along", async () => {
    const student = await seeded({ name: "Mira Deshpande", dateOfBirth: "2016-02-11", parentPhone: "+919822044444" });
    const details = { name: "  mira   DESHPANDE ", dateOfBirth: "2016-02-11", parentPhone: "98220 44444", centreId: newCentre };
    const asked = await call("/api/transfers", { method: "POST", token: newPartner.token, body: details });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json!.transfer).toMatchObject({
      status: "pending",
      studentId: student.id,
      fromCentreId: oldCentre,
      toCentreId: newCentre,
    });
    expect(queriesOf(asked.response)).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    // Asked again while it waits: refused.
    expect((await call("/api/transfers", { method: "POST", token: newPartner.token, body: details })).status).toBe(409);
    expect((await decide(asked.json!.transfer.id, "confirm")).status).toBe(200);
    expect(await centreOf(student.id)).toBe(newCentre);
    const { json } = await call(`/api/students/${student.id}`, { token: newPartner.token });
    expect((json!.student.levelHistory as { centreId: string }[]).map((row) => row.centreId)).toEqual([oldCentre, newCentre]);
  });

  it("asking by details finds nobody for a wrong detail, another partner's centre or a child already there; bad input is named", async () => {
    const student = await seeded({ name: "Kabir Rane", dateOfBirth: "2015-09-30", parentPhone: "+919822055555" });
    const details = { name: "Kabir Rane", dateOfBirth: "2015-09-30", parentPhone: "+91 98220 55555", centreId: newCentre };
    const askWith = (body: Record<string, unknown>, token = newPartner.token) => call("/api/transfers", { method: "POST", token, body });
    for (const wrong of [{ dateOfBirth: "2015-09-29" }, { parentPhone: "+91 98220 55556" }, { name: "Kabir Rana" }]) {
      const refused = await askWith({ ...details, ...wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(404);
      expect(refused.json!.message).toContain("No child with this name, date of birth and parent's phone");
    }
    // Asked for a centre that is not theirs, or by the partner of the child's own centre for it: nobody.
    const stranger = await signedInUser();
    expect((await askWith(details, stranger.token)).status).toBe(404);
    expect((await askWith({ ...details, centreId: oldCentre }, oldPartner.token)).status).toBe(404);
    const bad = await askWith({ name: "", dateOfBirth: "someday", parentPhone: "12", centreId: newCentre });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json!.errors)).toEqual(expect.arrayContaining(["name", "dateOfBirth", "parentPhone"]));
    const waiting = await db.select().from(studentTransfers).where(eq(studentTransfers.studentId, student.id));
    expect(waiting).toHaveLength(0);
    expect((await call("/api/transfers", { method: "PUT", token: newPartner.token, body: details })).status).toBe(405);
  });

  it("the destination partner asks from the roster page", async () => {
    const student = await seeded({ name: "Ira Kulkarni", dateOfBirth: "2017-01-05", parentPhone: "+919822066666" });
    const body = new FormData();
    for (const [key, value] of Object.entries({
      intent: "askForStudent",
      name: "Ira Kulkarni",
      dateOfBirth: "2017-01-05",
      parentPhone: "+91 98220 66666",
      centreId: newCentre,
    }))
      body.set(key, value);
    const asked = await workerFetch(`${BASE}/my-centres/students.data`, {
      method: "POST",
      body,
      headers: { Cookie: newPartner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(await asked.text()).toContain("Asked for Ira Kulkarni: the head office will confirm the move");
    const request = await db.select().from(studentTransfers).where(eq(studentTransfers.studentId, student.id)).get();
    expect(request).toMatchObject({ status: "pending", toCentreId: newCentre, requestedBy: newPartner.id });
  });
});
