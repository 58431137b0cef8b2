import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { activityLog, studentConsents } from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { SEED_NOTICE_VERSION } from "../../scripts/lib/seed-consent.mjs";
import { seedCentre, seedCompetition, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 35, item 1 (first part): each student carries the parent's consent in force, "needed"
// until one is recorded; a centre records the consent a parent gave in person on the signed
// enrolment form, attested by a photo of the form kept privately.

const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";
const paper = (choices: Partial<Record<"core" | "results" | "photos" | "messages", boolean>> = {}) => ({
  method: "paper",
  core: true,
  results: true,
  photos: false,
  messages: true,
  evidence: TINY_PNG,
  ...choices,
});

type User = Awaited<ReturnType<typeof signedInUser>>;
let partner: User;
let centreId: string;
beforeAll(async () => {
  partner = await signedInUser();
  centreId = await seedCentre({ partnerIds: [partner.id] });
});

const record = (studentId: string, body: unknown, token = partner.token) =>
  call(`/api/students/${studentId}/consent`, { method: "PUT", token, body });
const consentOf = async (studentId: string) => (await call(`/api/students/${studentId}`, { token: partner.token })).json!.student.consent;

describe("parental consent on paper", () => {
  it("a student's consent is needed until recorded; the centre records the signed form's choices with its photo", async () => {
    const student = await seedStudent(centreId, {}, { consented: false });
    expect(await consentOf(student.id)).toEqual({ status: "needed", results: false, photos: false, messages: false });

    const recorded = await record(student.id, paper());
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.json!.consent).toMatchObject({
      status: "given",
      results: true,
      photos: false,
      messages: true,
      method: "paper",
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(Number(recorded.response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    expect(await consentOf(student.id)).toEqual({ status: "given", results: true, photos: false, messages: true });
    const roster = await call(`/api/students?centreId=${centreId}`, { token: partner.token });
    expect((roster.json!.students as { id: string; consent: { status: string } }[]).find((s) => s.id === student.id)!.consent.status).toBe(
      "given",
    );

    const [row] = await db.select().from(studentConsents).where(eq(studentConsents.studentId, student.id));
    expect(row).toMatchObject({
      method: "paper",
      recordedBy: partner.id,
      parentPhone: student.parentPhone,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    // The form's photo is kept in R2, private, and never served under /images/.
    expect(row!.evidenceKey).toMatch(/^consent-forms\/[0-9a-f-]{36}\.png$/);
    const photo = await env.IMAGES.get(row!.evidenceKey!);
    expect(photo?.httpMetadata?.cacheControl).toBe("private, no-store");
    expect((await call(`/images/${row!.evidenceKey}`)).status).toBe(404);
    const logged = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `student:${student.id}`));
    expect(logged.map((entry) => entry.action)).toContain("student.consent");
  });

  it("a withdrawal on paper ends every purpose with the core service; the newest record is the one in force", async () => {
    const student = await seedStudent(centreId, {}, { consented: false });
    await record(student.id, paper({ photos: true }));
    const withdrawn = await record(student.id, paper({ core: false, results: true, photos: true }));
    expect(withdrawn.json!.consent).toMatchObject({ status: "withdrawn", results: false, photos: false, messages: false });
    expect(await consentOf(student.id)).toEqual({ status: "withdrawn", results: false, photos: false, messages: false });
    const again = await record(student.id, paper({ results: false }));
    expect(again.json!.consent).toMatchObject({ status: "given", results: false, messages: true });
    expect(await db.select().from(studentConsents).where(eq(studentConsents.studentId, student.id))).toHaveLength(3);
  });

  it("another centre's student is 404, an archived one 409, a visitor 401; bad input is named and records nothing", async () => {
    const student = await seedStudent(centreId, {}, { consented: false });
    const stranger = await signedInUser();
    expect((await record(student.id, paper(), stranger.token)).status).toBe(404);
    expect((await record("no-such-student", paper())).status).toBe(404);
    expect((await call(`/api/students/${student.id}/consent`, { method: "PUT", body: paper() })).status).toBe(401);
    const archived = await seedStudent(centreId, { archived: true }, { consented: false });
    expect((await record(archived.id, paper())).status).toBe(409);

    for (const [body, field] of [
      [paper({ core: undefined }), "core"],
      [{ ...paper(), method: "parent" }, "method"],
      [{ ...paper(), evidence: "" }, "evidence"],
      [{ ...paper(), evidence: "data:image/png;base64,aGVsbG8=" }, "evidence"],
      [{ ...paper(), evidence: "not a data url" }, "evidence"],
    ] as const) {
      const refused = await record(student.id, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(refused.json!.errors)).toContain(field);
    }
    expect(await db.select().from(studentConsents).where(eq(studentConsents.studentId, student.id))).toHaveLength(0);
    expect(await consentOf(student.id)).toMatchObject({ status: "needed" });
    expect((await call(`/api/students/${student.id}/consent`, { method: "POST", token: partner.token, body: paper() })).status).toBe(405);
  });

  it("the partner records it from the student's page with a photo of the form, and only the student's keepers see the form", async () => {
    const student = await seedStudent(centreId, { name: "Anaya Bhosale" }, { consented: false });
    const before = await call(`/my-centres/students/${student.id}`, { headers: { Cookie: partner.cookie } });
    expect(before.text).toContain("Parent&#x27;s consent");
    expect(before.text).toContain("No consent recorded yet");

    const png = Uint8Array.from(atob(TINY_PNG.split(",")[1]!), (c) => c.charCodeAt(0));
    const body = new FormData();
    body.set("intent", "recordConsent");
    body.set("core", "on");
    body.set("messages", "on");
    body.set("evidence", new File([png], "form.png", { type: "image/png" }));
    const posted = await workerFetch(`${BASE}/my-centres/students/${student.id}.data`, {
      method: "POST",
      body,
      headers: { Cookie: partner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(await posted.text()).toContain("Consent recorded");
    expect(await consentOf(student.id)).toEqual({ status: "given", results: false, photos: false, messages: true });
    const after = (await call(`/my-centres/students/${student.id}`, { headers: { Cookie: partner.cookie } })).text!;
    expect(after).toContain("Recorded from the signed form");
    expect(after).toMatch(/WhatsApp updates(<!-- -->)?: (<!-- -->)?yes/);
    expect(after).toMatch(/Photos in the gallery(<!-- -->)?: (<!-- -->)?no/);

    const form = await workerFetch(`${BASE}/my-centres/students/${student.id}/consent-form`, { headers: { Cookie: partner.cookie } });
    expect(form.status).toBe(200);
    expect(form.headers.get("Content-Type")).toBe("image/png");
    expect(form.headers.get("Cache-Control")).toContain("no-store");
    expect(Number(form.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    expect(new Uint8Array(await form.arrayBuffer())).toEqual(png);
    const stranger = await signedInUser();
    const theirs = await workerFetch(`${BASE}/my-centres/students/${student.id}/consent-form`, { headers: { Cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    await theirs.arrayBuffer();
    const visitor = await workerFetch(`${BASE}/my-centres/students/${student.id}/consent-form`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    await visitor.arrayBuffer();
    // A student with no form recorded: nothing to see.
    const none = await seedStudent(centreId, {}, { consented: false });
    const missing = await workerFetch(`${BASE}/my-centres/students/${none.id}/consent-form`, { headers: { Cookie: partner.cookie } });
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it("the roster counts and filters the students whose consent is needed; a recorded consent takes them off", async () => {
    const owner = await signedInUser();
    const ownCentre = await seedCentre({ partnerIds: [owner.id] });
    const [first, second] = [
      await seedStudent(ownCentre, {}, { consented: false }),
      await seedStudent(ownCentre, {}, { consented: false }),
    ];
    await seedStudent(ownCentre, { archived: true }, { consented: false });
    const needed = async () => {
      const { status, json } = await call(`/api/students?consent=needed`, { token: owner.token });
      expect(status).toBe(200);
      return (json!.students as { id: string }[]).map((row) => row.id).sort();
    };
    expect(await needed()).toEqual([first.id, second.id].sort());
    const page = (await call("/my-centres/students", { headers: { Cookie: owner.cookie } })).text!;
    expect(page).toMatch(/2(<!-- -->)? students need/);
    expect(page).toContain("Consent needed");

    await record(second.id, paper(), owner.token);
    expect(await needed()).toEqual([first.id]);
    expect((await call("/my-centres/students", { headers: { Cookie: owner.cookie } })).text).toMatch(/1(<!-- -->)? student needs/);
    await record(first.id, paper(), owner.token);
    expect(await needed()).toEqual([]);
    const none = (await call("/my-centres/students?consent=needed", { headers: { Cookie: owner.cookie } })).text!;
    expect(none).toContain("Every student has a parent&#x27;s consent");
    const bad = await call("/api/students?consent=maybe", { token: owner.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json!.errors)).toContain("consent");
  });

  it("a child without a parent's consent is not entered for a competition (409, named) nor offered in its picker; with it, they are", async () => {
    const competition = await seedCompetition();
    const student = await seedStudent(centreId, { name: "Vihaan Kadam" }, { consented: false });
    const enter = () =>
      call(`/api/competitions/${competition.id}/entries`, { method: "POST", token: partner.token, body: { studentIds: [student.id] } });
    const refused = await enter();
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toContain("Vihaan Kadam cannot be entered yet: no parent's consent is on record");
    const picker = (await call(`/my-centres/competitions/${competition.id}`, { headers: { Cookie: partner.cookie } })).text!;
    expect(picker).not.toContain("Vihaan Kadam");
    await record(student.id, paper({ core: false }));
    expect((await enter()).status).toBe(409);
    await record(student.id, paper());
    const entered = await enter();
    expect(entered.status, entered.text).toBe(201);
  });

  it("the seeds' consents are given under the notice in force", () => {
    expect(SEED_NOTICE_VERSION).toBe(PRIVACY_NOTICE_VERSION);
  });
});
