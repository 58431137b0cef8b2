import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { recordReads } from "~/db/schema";
import { READS } from "~/services/record-reads.server";
import worker from "../../server";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { call, db, signedInUser } from "./helpers";

// Issue 35, item 4 (DPDP Rules, Rule 6): every read of a child's record by a partner or an admin is
// logged (who, what, when) and kept a year; an admin sees on the student's page who opened it.

const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

const readsOf = async (studentId: string) =>
  (await db.select().from(recordReads).where(eq(recordReads.studentId, studentId))).map(({ readerId, what }) => ({ readerId, what }));

/** A read that answered, within the query budget. */
async function read(path: string, auth: { token?: string; cookie?: string }) {
  const answer = await call(path, auth.cookie ? { headers: { Cookie: auth.cookie } } : { token: auth.token });
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  expect(Number(answer.response.headers.get("X-D1-Queries")), path).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
  return answer;
}

describe("the staff read log", () => {
  it("records who read which child's record, how; an admin sees it on the student's page, a partner never", async () => {
    const [admin, partner, stranger] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    await seedCentre({ partnerIds: [stranger.id] });
    const student = await seedStudent(centreId);
    const consent = { method: "paper", core: true, results: true, photos: false, messages: true, evidence: TINY_PNG };
    expect((await call(`/api/students/${student.id}/consent`, { method: "PUT", token: partner.token, body: consent })).status).toBe(200);
    expect(await readsOf(student.id)).toEqual([]);

    await read(`/api/students/${student.id}`, { token: partner.token });
    await read(`/my-centres/students/${student.id}`, { cookie: partner.cookie });
    await read(`/my-centres/students/${student.id}/consent-form`, { cookie: partner.cookie });
    await read(`/api/students/${student.id}`, { token: admin.token });
    const adminPage = await read(`/my-centres/students/${student.id}`, { cookie: admin.cookie });

    expect(await readsOf(student.id)).toEqual(
      expect.arrayContaining([
        { readerId: partner.id, what: READS.api },
        { readerId: partner.id, what: READS.page },
        { readerId: partner.id, what: READS.consentForm },
        { readerId: admin.id, what: READS.api },
        { readerId: admin.id, what: READS.page },
      ]),
    );
    expect(await readsOf(student.id)).toHaveLength(5);

    // Another centre's partner finds nothing, and nothing is logged.
    expect((await call(`/api/students/${student.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(`/my-centres/students/${student.id}/consent-form`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect(await readsOf(student.id)).toHaveLength(5);

    // The admin's page names who read what, newest first (this read at the top), in India time.
    expect(adminPage.text).toContain("Who opened this record");
    const data = await read(`/my-centres/students/${student.id}.data`, { cookie: admin.cookie });
    expect(data.text).toContain(READS.consentForm);
    const list = adminPage.text.slice(adminPage.text.indexOf("Who opened this record"));
    expect(list.indexOf("Test admin")).toBeLessThan(list.indexOf("Test franchise"));
    expect(list).toMatch(/\d{1,2}:\d{2} (am|pm)/);
    // The partner's page and data, and the API, never carry the log.
    const partnerPage = await read(`/my-centres/students/${student.id}`, { cookie: partner.cookie });
    expect(partnerPage.text).not.toContain("Who opened this record");
    const partnerData = await read(`/my-centres/students/${student.id}.data`, { cookie: partner.cookie });
    expect(partnerData.text).not.toContain(READS.consentForm);
    expect((await read(`/api/students/${student.id}`, { token: admin.token })).json!.student.reads).toBeUndefined();
  });

  it("logs one row per child an entries export lists, and each hall ticket opened", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const competition = await seedCompetition();
    const [first, second, notEntered] = [await seedStudent(centreId), await seedStudent(centreId), await seedStudent(centreId)];
    const entries = [];
    for (const student of [first, second])
      entries.push(await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id }));

    const csv = await read(`/admin/competitions/${competition.id}/entries.csv`, { cookie: admin.cookie });
    expect(csv.text).toContain(first.name);
    expect(await readsOf(first.id)).toEqual([{ readerId: admin.id, what: READS.entriesCsv }]);
    expect(await readsOf(second.id)).toEqual([{ readerId: admin.id, what: READS.entriesCsv }]);
    expect(await readsOf(notEntered.id)).toEqual([]);

    await read(`/hall-tickets/${entries[1]!.id}`, { cookie: partner.cookie });
    expect(await readsOf(second.id)).toEqual(
      expect.arrayContaining([
        { readerId: admin.id, what: READS.entriesCsv },
        { readerId: partner.id, what: READS.hallTicket },
      ]),
    );
    expect(await readsOf(first.id)).toHaveLength(1);
  });

  it("is kept a year: the daily job forgets older reads", async () => {
    const reader = crypto.randomUUID();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.insert(recordReads).values([
      { readAt: daysAgo(367), readerId: reader, studentId: "old", what: READS.page },
      { readAt: daysAgo(363), readerId: reader, studentId: "recent", what: READS.page },
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: now.getTime(), cron: "30 3 * * *" }), env, createExecutionContext());
    const kept = await db.select().from(recordReads).where(eq(recordReads.readerId, reader));
    expect(kept.map((row) => row.studentId)).toEqual(["recent"]);
  });
});
