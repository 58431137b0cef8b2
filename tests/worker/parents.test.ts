import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitions, parentCodes, parentSessions, privacyRequests, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { NAME_WITHHELD } from "~/services/certificates.server";
import { forgetExpiredParentSignIns, PARENT_CODE_SENT } from "~/services/parent-sign-in.server";
import { PARENT_CODE_MESSAGE } from "~/validation/parents";
import { call, db, freshAddress, signedInUser } from "./helpers";
import { waitForRoomInTheWindow } from "./rate-limit-window";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { codesTo, messagesTo, send, SIGNED_FORM, signInParent, uniquePhone } from "./parent-fixtures";
import { tablesHolding } from "./table-dump";

// Issue 35: a parent's own page, signed in with a WhatsApp code; their children (and no one else's);
// their consent, given and withdrawn per purpose, in force at once; everything held, to download;
// and their requests in the admins' queue.

const askCode = (phone: string, address?: string) => send("/api/parents/code", { method: "POST", body: { phone }, address });
const signIn = (phone: string, code: string) => send("/api/parents/session", { method: "POST", body: { phone, code } });

async function family() {
  const phone = uniquePhone();
  const centreId = await seedCentre();
  const first = await seedStudent(centreId, { name: "Ira Deshpande", parentPhone: phone }, { consented: false });
  const second = await seedStudent(centreId, { name: "Om Deshpande", parentPhone: phone, dateOfBirth: "2015-02-03" }, { consented: false });
  return { phone, centreId, first, second };
}

describe("signing in with a WhatsApp code", () => {
  it("answers the same whether or not a child is on record, and sends a code only to a known number", async () => {
    const { phone } = await family();
    const stranger = uniquePhone();
    const [known, unknown] = await Promise.all([askCode(phone), askCode(stranger)]);
    expect(known).toMatchObject({ status: 200, json: { message: PARENT_CODE_SENT } });
    expect(unknown).toMatchObject({ status: 200, json: { message: PARENT_CODE_SENT } });
    expect(await codesTo(phone)).toHaveLength(1);
    expect(await messagesTo(stranger)).toEqual([]);
  });

  it("limits an address, whatever numbers it asks for (429 after 20 in a minute), and spares other addresses", async () => {
    await waitForRoomInTheWindow();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await askCode(uniquePhone(), address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Signing in from that address is limited with it; another address is not.
    expect((await send("/api/parents/session", { method: "POST", body: { phone: uniquePhone(), code: "123456" }, address })).status).toBe(
      429,
    );
    expect((await askCode(uniquePhone())).status).toBe(200);
  });

  it("names the phone field when the number is not an Indian mobile", async () => {
    const answer = await askCode("12345");
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.phone?.[0]).toMatch(/Indian mobile/);
  });

  it("spaces codes to one number: a second request within the minute sends nothing", async () => {
    const { phone } = await family();
    await askCode(phone);
    await askCode(phone);
    expect(await codesTo(phone)).toHaveLength(1);
  });

  it("takes the right code once; a wrong, spent or expired code is one 400 naming code", async () => {
    const { phone } = await family();
    await askCode(phone);
    const [code] = await codesTo(phone);
    const wrong = await signIn(phone, code === "000000" ? "111111" : "000000");
    expect(wrong).toMatchObject({ status: 400, json: { errors: { code: [PARENT_CODE_MESSAGE] } } });
    const right = await signIn(phone, code!);
    expect(right.status).toBe(200);
    expect(right.json?.token).toMatch(/^[\w-]{40,}$/);
    expect((await signIn(phone, code!)).status).toBe(400);
  });

  it("ends a code at its expiry", async () => {
    const { phone } = await family();
    await askCode(phone);
    const [code] = await codesTo(phone);
    await db
      .update(parentCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(parentCodes.phone, phone));
    expect((await signIn(phone, code!)).status).toBe(400);
  });

  it("ends a code after five wrong tries, even sent at once", async () => {
    const { phone } = await family();
    await askCode(phone);
    const [code] = await codesTo(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 5 }, () => signIn(phone, wrong)));
    expect((await signIn(phone, code!)).status).toBe(400);
  });

  it("refuses the parents' API without a session, or with one signed out", async () => {
    expect((await send("/api/parents/children")).status).toBe(401);
    expect((await send("/api/parents/children", { token: "not-a-session" })).status).toBe(401);
    const { phone } = await family();
    const token = await signInParent(phone);
    expect((await send("/api/parents/session", { method: "DELETE", token })).status).toBe(200);
    expect((await send("/api/parents/children", { token })).status).toBe(401);
  });
});

describe("a parent's children", () => {
  it("lists every child of the phone (siblings) and no one else's; another family's child is 404", async () => {
    const { phone, centreId, first, second } = await family();
    const other = await seedStudent(centreId, { name: "Neel Joshi", parentPhone: uniquePhone() });
    const token = await signInParent(phone);
    const { json } = await send("/api/parents/children", { token });
    expect(json!.children.map((child: { name: string }) => child.name).sort()).toEqual([first.name, second.name]);
    const consent = { core: true, results: true, photos: false, messages: false };
    expect((await send(`/api/parents/children/${other.id}/consent`, { method: "PUT", body: consent, token })).status).toBe(404);
    expect(
      (await send("/api/parents/requests", { method: "POST", body: { type: "correction", studentId: other.id, text: "x" }, token })).status,
    ).toBe(404);
    const exported = await send("/api/parents/export", { token });
    expect(exported.text).not.toContain(other.name);
    expect(exported.text).not.toContain(other.id);
  });

  it("records the parent's own consent per purpose, with the notice's version, and withdrawal as easily", async () => {
    const { phone, first } = await family();
    const token = await signInParent(phone);
    const given = await send(`/api/parents/children/${first.id}/consent`, {
      method: "PUT",
      body: { core: true, results: true, photos: false, messages: true },
      token,
    });
    expect(given).toMatchObject({
      status: 200,
      json: {
        consent: { status: "given", results: true, photos: false, messages: true, method: "parent", noticeVersion: PRIVACY_NOTICE_VERSION },
      },
    });
    const withdrawn = await send(`/api/parents/children/${first.id}/consent`, {
      method: "PUT",
      body: { core: false, results: true, photos: true, messages: true },
      token,
    });
    expect(withdrawn.json?.consent).toMatchObject({ status: "withdrawn", results: false, photos: false, messages: false });
    const row = await db.select().from(students).where(eq(students.id, first.id)).get();
    expect(row).toMatchObject({ consentStatus: "withdrawn", consentResults: false });
    const bad = await send(`/api/parents/children/${first.id}/consent`, { method: "PUT", body: { core: "yes" }, token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {})).toEqual(expect.arrayContaining(["core", "results"]));
  });

  it("withdrawing results takes the child's name off the public results and certificate check at once", async () => {
    const { phone, centreId, first } = await family();
    const partner = await signedInUser();
    const token = await signInParent(phone);
    const consent = (results: boolean) =>
      send(`/api/parents/children/${first.id}/consent`, {
        method: "PUT",
        body: { core: true, results, photos: false, messages: false },
        token,
      });
    await consent(true);
    const competition = await seedCompetition({ date: "2026-10-04" });
    const entry = await seedEntry(
      { competitionId: competition.id, studentId: first.id, centreId, enteredBy: partner.id },
      { award: "gold", rank: 1, certificateCode: `K${crypto.randomUUID().slice(0, 7).toUpperCase()}`, certificateName: first.name },
    );
    await db.update(competitions).set({ resultsPublishedAt: new Date().toISOString() }).where(eq(competitions.id, competition.id));
    const results = () => call(`/api/competitions/${competition.id}/results`);
    const page = () => call(`/competitions/${competition.id}/results`);
    expect(JSON.stringify((await results()).json)).toContain("Ira D.");
    expect((await page()).text).toContain("Ira D.");
    await consent(false);
    const after = JSON.stringify((await results()).json);
    expect(after).not.toContain("Ira");
    expect(after).toContain(NAME_WITHHELD);
    expect((await page()).text).not.toContain("Ira D.");
    const check = await call(`/api/certificates/${entry.certificateCode}`);
    expect(JSON.stringify(check.json)).not.toContain("Ira");
  });

  it("downloads everything held: every field of each child's record, consents, levels, entries and requests", async () => {
    const { phone, centreId, first } = await family();
    const partner = await signedInUser();
    const token = await signInParent(phone);
    await send(`/api/parents/children/${first.id}/consent`, {
      method: "PUT",
      body: { core: true, results: false, photos: false, messages: false },
      token,
    });
    const competition = await seedCompetition();
    await seedEntry({ competitionId: competition.id, studentId: first.id, centreId, enteredBy: partner.id });
    await send("/api/parents/requests", { method: "POST", body: { type: "grievance", studentId: first.id, text: "A grievance" }, token });
    const exported = await send("/api/parents/export", { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Disposition")).toMatch(/^attachment; filename="my-children-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(exported.headers.get("Cache-Control")).toBe("no-store");
    const data = exported.json!;
    const child = data.children.find((item: { student: { id: string } }) => item.student.id === first.id);
    const row = await db.select().from(students).where(eq(students.id, first.id)).get();
    expect(child.student).toEqual(JSON.parse(JSON.stringify(row)));
    expect(child.consents).toHaveLength(1);
    expect(child.levels.length).toBeGreaterThan(0);
    expect(child.entries).toEqual([
      expect.objectContaining({
        competition: competition.title,
        entry: expect.objectContaining({ competitionId: competition.id, rollNumber: expect.any(String) }),
      }),
    ]);
    expect(child.consents[0]).toMatchObject({
      studentId: first.id,
      method: "parent",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      parentPhone: phone,
    });
    expect(child.consents[0]).not.toHaveProperty("evidenceKey");
    expect(data.requests).toEqual([expect.objectContaining({ type: "grievance", text: "A grievance" })]);
  });
});

describe("a parent's requests", () => {
  it("land in the admins' queue with the day they are due; only admins read it", async () => {
    const { phone, first } = await family();
    const token = await signInParent(phone);
    const sent = await send("/api/parents/requests", {
      method: "POST",
      body: { type: "correction", studentId: first.id, text: "Her birthday is the 4th" },
      token,
    });
    expect(sent.status).toBe(201);
    expect(sent.json?.request).toMatchObject({ type: "correction", status: "open", dueOn: indiaDate(new Date(), 90) });
    const admin = await signedInUser("admin");
    const queue = await call("/api/privacy/requests", { token: admin.token });
    expect(queue.json?.open).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sent.json!.request.id, studentName: first.name })]),
    );
    const partner = await signedInUser();
    expect((await call("/api/privacy/requests", { token: partner.token })).status).toBe(403);
    const empty = await send("/api/parents/requests", { method: "POST", body: { type: "erasure", text: " " }, token });
    expect(empty.status).toBe(400);
    expect(empty.json?.errors?.text).toBeDefined();
    const answered = await send(`/api/privacy/requests/${sent.json!.request.id}`, {
      method: "POST",
      body: { answer: "Corrected to 4 May." },
      token: admin.token,
    });
    expect(answered.status).toBe(200);
    const mine = await send("/api/parents/requests", { token });
    expect(mine.json?.requests[0]).toMatchObject({ status: "done", answer: "Corrected to 4 May." });
    expect(
      (await messagesTo(phone)).some(
        (message) => message.template?.name === "parent_notice" && message.rendered?.includes("Corrected to 4 May."),
      ),
    ).toBe(true);
    const again = await call(`/api/privacy/requests/${sent.json!.request.id}`, {
      method: "POST",
      body: { answer: "Again" },
      token: admin.token,
    });
    expect(again.status).toBe(409);
    expect(await db.select().from(privacyRequests).where(eq(privacyRequests.id, sent.json!.request.id)).get()).toMatchObject({
      answer: "Corrected to 4 May.",
    });
  });
});

describe("asking for consent", () => {
  it("asks the parent on WhatsApp when a partner adds a child, and the child then awaits consent", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const added = await send("/api/students", {
      method: "POST",
      token: partner.token,
      body: { name: "Sai Patil", dateOfBirth: "2018-01-09", course: "abacus", level: 1, centreId, parentPhone: phone },
    });
    expect(added.status).toBe(201);
    const [request] = await messagesTo(phone);
    expect(request).toMatchObject({ template: { name: "consent_request" } });
    expect(request!.rendered).toContain("Sai Patil has been enrolled at");
    expect(request!.rendered).toContain("https://academy.test/parents");
    const row = await db.select().from(students).where(eq(students.id, added.json!.student.id)).get();
    expect(row?.consentStatus).toBe("awaiting");
  });

  it("tells the parent when the centre records their signed form", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const child = await seedStudent(centreId, { name: "Riya Kale", parentPhone: phone }, { consented: false });
    const recorded = await send(`/api/students/${child.id}/consent`, {
      method: "PUT",
      token: partner.token,
      body: { method: "paper", core: true, results: true, photos: false, messages: false, evidence: SIGNED_FORM },
    });
    expect(recorded.status).toBe(200);
    const [told] = await messagesTo(phone);
    expect(told).toMatchObject({ template: { name: "parent_notice" } });
    expect(told!.rendered).toContain("Consent for Riya Kale: Your signed enrolment form was recorded");
  });
});

describe("erasure on a parent's request", () => {
  it("leaves no name, birth date or phone of the child outside the invoices, and tells the parent", async () => {
    const partner = await signedInUser();
    const admin = await signedInUser("admin");
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    // Found nowhere else: a name no fixture uses, a birth date that is no day of the test, a phone no one else has.
    const phone = uniquePhone();
    const child = await seedStudent(centreId, { name: "Philomena Vandersteen", dateOfBirth: "2016-03-31", parentPhone: phone });
    const token = await signInParent(phone);
    await send(`/api/parents/children/${child.id}/consent`, {
      method: "PUT",
      body: { core: true, results: true, photos: true, messages: true },
      token,
    });
    const competition = await seedCompetition();
    await seedEntry(
      { competitionId: competition.id, studentId: child.id, centreId, enteredBy: partner.id },
      { certificateName: child.name },
    );
    await call(`/api/students/${child.id}`, { token: partner.token });
    const asked = await send("/api/parents/requests", {
      method: "POST",
      body: { type: "erasure", studentId: child.id, text: "Please erase Philomena's data: we have moved away." },
      token,
    });
    const needles = ["Philomena", "Vandersteen", "2016-03-31", phone.slice(3)];
    expect((await tablesHolding(needles)).length).toBeGreaterThan(3);

    const answered = await send(`/api/privacy/requests/${asked.json!.request.id}`, {
      method: "POST",
      body: { answer: "Done: Philomena's data is erased.", erase: true },
      token: admin.token,
    });
    expect(answered).toMatchObject({ status: 200, json: { erased: 1 } });
    expect(await tablesHolding(needles)).toEqual([]);
    // The parent was told, on WhatsApp, from the phone as it was; their session has ended with the data.
    expect(
      (await messagesTo(phone)).some(
        (message) => message.template?.name === "parent_notice" && message.rendered?.includes("Your request (erase my child's data)"),
      ),
    ).toBe(true);
    expect((await send("/api/parents/children", { token })).status).toBe(401);
    // The partner's roster no longer knows the child by name.
    expect((await call(`/api/students/${child.id}`, { token: partner.token })).text).not.toContain("Philomena");
  });
});

describe("the daily job", () => {
  it("forgets parents' sessions and codes past their expiry, and keeps live ones", async () => {
    const { phone } = await family();
    const token = await signInParent(phone);
    const stale = uniquePhone();
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.insert(parentSessions).values({ tokenHash: `stale-${stale}`, phone: stale, createdAt: past, expiresAt: past });
    await db.insert(parentCodes).values({ phone: stale, codeHash: "x", expiresAt: past, createdAt: past });
    expect(await forgetExpiredParentSignIns({ db }, new Date())).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(parentSessions).where(eq(parentSessions.phone, stale))).toEqual([]);
    expect(await db.select().from(parentCodes).where(eq(parentCodes.phone, stale))).toEqual([]);
    expect((await send("/api/parents/children", { token })).status).toBe(200);
  });
});
