import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { activityLog, competitionEntries, competitions, notifications, users } from "~/db/schema";
import type { DeliveryMessage } from "~/services/delivery-queue.server";
import worker from "../../server";
import { CERTIFICATE_ALPHABET } from "~/validation/results";
import { daysFromToday, seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { received, templateMessage } from "./whatsapp-fixtures";
import { workerFetch } from "./worker-fetch";
import { formatPublishedDate, indiaDate } from "~/lib/dates";

// Results and certificates (issue 16): admins enter and publish results; before publishing nothing
// shows anywhere; the public list names children by first name and initial only; certificates are
// for the entry's partner and admins; anyone verifies a code.

const adminPromise = signedInUser("admin");

/** A competition with three entries at a centre run by a new partner (and one at another partner's centre). */
async function competitionWithEntries() {
  const [admin, partner, other] = await Promise.all([adminPromise, signedInUser(), signedInUser()]);
  const centreId = await seedCentre({ partnerIds: [partner.id], name: `Kothrud Stars ${crypto.randomUUID().slice(0, 4)}` });
  const otherCentreId = await seedCentre({ partnerIds: [other.id] });
  const competition = await seedCompetition({ category: "completed", date: daysFromToday(-3), registrationDeadline: daysFromToday(-10) });
  const tag = crypto.randomUUID().slice(0, 6);
  const names = [`Aarav Sharma${tag}`, `Diya Kulkarni${tag}`, `Kabir Joshi${tag}`];
  const entries = [];
  for (const [index, name] of names.entries()) {
    const student = await seedStudent(centreId, { name, dateOfBirth: "2016-03-0" + (index + 1), parentPhone: "+91982201000" + index });
    entries.push(
      await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id }, { level: "Level 2" }),
    );
  }
  const outsider = await seedStudent(otherCentreId, { name: `Meera Rao${tag}` });
  const otherEntry = await seedEntry({
    competitionId: competition.id,
    studentId: outsider.id,
    centreId: otherCentreId,
    enteredBy: other.id,
  });
  return { admin, partner, other, competition, entries, otherEntry, names, tag };
}

const resultsOf = (entries: { rollNumber: string }[]) => [
  { rollNumber: entries[0]!.rollNumber, score: 98.5, rank: 1, award: "gold" },
  { rollNumber: entries[1]!.rollNumber, score: 91, rank: 2, award: "silver" },
  { rollNumber: entries[2]!.rollNumber, award: "participation" },
];

async function page(path: string, cookie?: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    headers: { "CF-Connecting-IP": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, text: await response.text(), response };
}

/** A form of the admin results page, posted as the hydrated page sends it. */
async function postResultsPage(competitionId: string, form: FormData, cookie: string) {
  const response = await workerFetch(`${BASE}/admin/competitions/${competitionId}/results.data`, {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { status: response.status, text: await response.text() };
}

const csvForm = (csv: string) => {
  const form = new FormData();
  form.set("intent", "importResults");
  form.set("csv", new File([csv], "results.csv", { type: "text/csv" }));
  return form;
};

describe("entering results", () => {
  it("is for admins only: visitors 401, partners 403, and nothing changes", async () => {
    const { partner, competition, entries } = await competitionWithEntries();
    const body = { results: resultsOf(entries) };
    expect((await call(`/api/competitions/${competition.id}/results`, { method: "PUT", body })).status).toBe(401);
    expect((await call(`/api/competitions/${competition.id}/results`, { method: "PUT", body, token: partner.token })).status).toBe(403);
    expect((await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: partner.token })).status).toBe(403);
    const saved = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    expect(saved.every((entry) => entry.award === null)).toBe(true);
    // The admin page and its template redirect a partner away.
    const sheet = await workerFetch(`${BASE}/admin/competitions/${competition.id}/results`, {
      redirect: "manual",
      headers: { Cookie: partner.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(sheet.status).toBe(302);
  });

  it("saves all results or none: an unknown or repeated roll number, or a bad award, refuses the set", async () => {
    const { admin, competition, entries } = await competitionWithEntries();
    const path = `/api/competitions/${competition.id}/results`;
    const unknown = await call(path, {
      method: "PUT",
      token: admin.token,
      body: { results: [...resultsOf(entries), { rollNumber: "77777", award: "gold" }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json?.errors["results.3.rollNumber"][0]).toMatch(/no entry in this competition has roll number 77777/);
    const repeated = await call(path, {
      method: "PUT",
      token: admin.token,
      body: { results: [...resultsOf(entries), resultsOf(entries)[0]] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.json?.message).toMatch(/listed twice/);
    const badAward = await call(path, {
      method: "PUT",
      token: admin.token,
      body: { results: [{ rollNumber: entries[0]!.rollNumber, award: "platinum" }] },
    });
    expect(badAward.status).toBe(400);
    expect(badAward.json?.errors["results.0.award"][0]).toMatch(/award must be one of gold, silver, bronze, merit, participation/);
    const badRank = await call(path, {
      method: "PUT",
      token: admin.token,
      body: { results: [{ rollNumber: entries[0]!.rollNumber, rank: 0, award: "gold" }] },
    });
    expect(badRank.json?.errors["results.0.rank"]).toBeDefined();
    let saved = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    expect(saved.every((entry) => entry.award === null)).toBe(true);

    const ok = await call(path, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    expect(ok.status).toBe(200);
    expect(ok.json?.saved).toBe(3);
    saved = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    const first = saved.find((entry) => entry.id === entries[0]!.id)!;
    expect([first.score, first.rank, first.award, first.certificateCode]).toEqual([98.5, 1, "gold", null]);
    expect(saved.find((entry) => entry.id === entries[2]!.id)).toMatchObject({ score: null, rank: null, award: "participation" });
    const log = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `competition:${competition.id}`));
    expect(log.some((row) => row.action === "competition.results")).toBe(true);
  });

  it("imports a CSV keyed on roll number all or nothing, listing every bad row by line", async () => {
    const { admin, competition, entries } = await competitionWithEntries();
    const [a, b, c] = entries.map((entry) => entry.rollNumber);
    const bad = `Roll number,Student,Score,Rank,Award\r\n${a},x,95,1,gold\r\n${b},x,abc,2,silver\r\n99999,x,80,3,bronze\r\n${c},x,,,\r\n${a},x,90,1,shiny\r\n`;
    const refused = await postResultsPage(competition.id, csvForm(bad), admin.cookie);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain("Line 3: score must be a number");
    expect(refused.text).toContain("Line 6: award must be one of");
    expect(refused.text).toMatch(/nothing was saved/);
    // The unknown roll number is found once the rows themselves are right.
    const unknown = `Roll number,Award\n${a},gold\n99999,bronze\n`;
    expect((await postResultsPage(competition.id, csvForm(unknown), admin.cookie)).text).toContain(
      "Line 3: no entry in this competition has roll number 99999",
    );
    const missing = await postResultsPage(competition.id, csvForm("Roll,Medal\n1,gold\n"), admin.cookie);
    expect(missing.text).toMatch(/missing: roll number, award/);
    let saved = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    expect(saved.every((entry) => entry.award === null)).toBe(true);

    // The template lists every entry; filled in (a row left blank is skipped), it imports.
    const template = await workerFetch(`${BASE}/admin/competitions/${competition.id}/results.csv`, {
      headers: { Cookie: admin.cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(template.headers.get("Cache-Control")).toBe("no-store");
    expect(template.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="results-state-abacus-championship-[0-9a-f]{4}\.csv"$/,
    );
    const text = await template.text();
    for (const roll of [a, b, c]) expect(text).toContain(roll);
    const good = `Roll number,Student,Centre,Level,Score,Rank,Award\n${a},,,,95,1,GOLD\n"${b}",,,,88.5,2,silver\n${c},,,,,,\n`;
    const imported = await postResultsPage(competition.id, csvForm(good), admin.cookie);
    expect(imported.text).toContain("2 results saved.");
    saved = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    expect(
      saved
        .filter((entry) => entry.award)
        .map((entry) => entry.award)
        .sort(),
    ).toEqual(["gold", "silver"]);
  });
});

describe("publishing", () => {
  it("shows nothing before: the API, the results page, certificates and verification", async () => {
    const { admin, partner, competition, entries } = await competitionWithEntries();
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    const before = await call(`/api/competitions/${competition.id}/results`);
    expect(before.status).toBe(404);
    expect(before.json?.message).toBe("No published results for this competition.");
    expect((await page(`/competitions/${competition.id}/results`)).status).toBe(404);
    expect((await page(`/certificates/${entries[0]!.id}`, partner.cookie)).status).toBe(404);
    expect((await page(`/certificates/${entries[0]!.id}`, admin.cookie)).status).toBe(404);
    // A code given by hand before publishing still verifies nothing.
    await db.update(competitionEntries).set({ certificateCode: "ACDEFGHJ" }).where(eq(competitionEntries.id, entries[0]!.id));
    expect((await call("/api/certificates/ACDE-FGHJ")).json).toEqual({ valid: false });
    await db.update(competitionEntries).set({ certificateCode: null }).where(eq(competitionEntries.id, entries[0]!.id));
    const card = await page("/competitions?category=completed");
    expect(card.text).not.toContain(`/competitions/${competition.id}/results`);
    expect((await page("/sitemaps/pages.xml")).text).not.toContain(`/competitions/${competition.id}/results`);
  });

  it("refuses to publish without results", async () => {
    const { admin, competition } = await competitionWithEntries();
    const answer = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    expect(answer.status).toBe(409);
    expect(answer.json?.message).toMatch(/at least one result/);
    expect((await call(`/api/competitions/no-such-id/results/publish`, { method: "POST", token: admin.token })).status).toBe(404);
  });

  it("refuses to publish before the competition's day, and publishes on the day", async () => {
    const { admin, competition, entries } = await competitionWithEntries();
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    const tomorrow = indiaDate(new Date(), 1);
    await db.update(competitions).set({ date: tomorrow }).where(eq(competitions.id, competition.id));
    const early = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    expect(early.status).toBe(409);
    expect(early.json?.message).toBe(`Results can be published from ${formatPublishedDate(tomorrow)}, the day of the competition.`);
    const [still] = await db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(still!.resultsPublishedAt).toBeNull();
    expect(
      (await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id))).every(
        (row) => !row.certificateCode,
      ),
    ).toBe(true);
    // The admin's page says the same, beside the button.
    const page = await call(`/admin/competitions/${competition.id}/results`, { headers: { Cookie: admin.cookie } });
    expect(page.text).toContain(`Results can be published from ${formatPublishedDate(tomorrow)}`);

    await db.update(competitions).set({ date: indiaDate() }).where(eq(competitions.id, competition.id));
    expect((await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token })).status).toBe(200);
  });

  it("gives each result a code, tells each partner with entries once, and adds the admin feed's row", async () => {
    const { admin, partner, other, competition, entries } = await competitionWithEntries();
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    const published = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ firstPublish: true, certificatesIssued: 3 });
    const rows = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    const codes = rows.filter((row) => row.award).map((row) => row.certificateCode!);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect([...code].every((char) => CERTIFICATE_ALPHABET.includes(char)) && code.length === 8).toBe(true);
    expect(new Set(codes).size).toBe(3);
    // The other centre's entry has no result: no code.
    expect(rows.filter((row) => !row.award).every((row) => row.certificateCode === null)).toBe(true);

    const updatesOf = (userId: string) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.title, "Results published")));
    expect(await updatesOf(partner.id)).toHaveLength(1);
    // Every partner whose centre has entries is told, with or without a result.
    expect(await updatesOf(other.id)).toHaveLength(1);
    const feed = await db
      .select()
      .from(notifications)
      .where(and(isNull(notifications.recipientId), eq(notifications.link, `/admin/competitions/${competition.id}/results`)));
    expect(feed).toHaveLength(1);

    // Publishing again tells nobody again; a result entered since gets its code.
    const again = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    expect(again.json).toMatchObject({ firstPublish: false, certificatesIssued: 0 });
    const late = rows.find((row) => !row.award)!;
    await call(`/api/competitions/${competition.id}/results`, {
      method: "PUT",
      token: admin.token,
      body: { results: [{ rollNumber: late.rollNumber, award: "merit" }] },
    });
    const third = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    expect(third.json).toMatchObject({ firstPublish: false, certificatesIssued: 1 });
    expect(await updatesOf(partner.id)).toHaveLength(1);
    const stamped = await db.select().from(competitions).where(eq(competitions.id, competition.id)).get();
    expect(stamped?.resultsPublishedAt).toBe(published.json?.publishedAt);
  });

  it("publishes once when two admins publish at the same moment", async () => {
    const { admin, partner, competition, entries } = await competitionWithEntries();
    const second = await signedInUser("admin");
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    const answers = await Promise.all(
      [admin, second].map((who) => call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: who.token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.json?.firstPublish)).toHaveLength(1);
    const updates = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, partner.id), eq(notifications.title, "Results published")));
    expect(updates).toHaveLength(1);
  });
});

describe("WhatsApp", () => {
  const standin = inject("whatsappStandinUrl");
  const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standin };

  it("tells each partner on their own number when delivery is configured", async () => {
    const { admin, partner, competition, entries } = await competitionWithEntries();
    const number = `+9198${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}2`;
    await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, partner.id));
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    const update = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, partner.id), eq(notifications.title, "Results published")))
      .get();
    const batch = createMessageBatch<DeliveryMessage>("academy-whatsapp", [
      { id: `r-${update!.id}`, attempts: 1, timestamp: new Date(), body: { notificationId: update!.id } },
    ]);
    await worker.queue(batch, configured);
    expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toEqual([]);
    const sent = (await received()).filter((request) => request.to === number.slice(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject(
      templateMessage("partner_update", [
        "Results published",
        `The results of “${competition.title}” are out. See your students' awards and print their certificates.`,
      ]),
    );
  });
});

describe("after publishing", () => {
  async function publishedCompetition() {
    const setup = await competitionWithEntries();
    const { admin, competition, entries } = setup;
    await call(`/api/competitions/${competition.id}/results`, { method: "PUT", token: admin.token, body: { results: resultsOf(entries) } });
    await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    const rows = await db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competition.id));
    const codeOf = (id: string) => rows.find((row) => row.id === id)!.certificateCode!;
    return { ...setup, codeOf };
  }

  it("lists results publicly by first name and initial and centre: never full names, dates of birth or phones", async () => {
    const { competition, names, tag } = await publishedCompetition();
    const { status, json, text } = await call(`/api/competitions/${competition.id}/results`);
    expect(status).toBe(200);
    expect(json?.results).toHaveLength(3);
    expect(json?.results[0]).toEqual({
      level: "Level 2",
      rank: 1,
      award: "gold",
      displayName: "Aarav S.",
      centre: expect.stringMatching(/^Kothrud Stars/),
    });
    expect(json?.results.map((result: { displayName: string }) => result.displayName)).toEqual(["Aarav S.", "Diya K.", "Kabir J."]);
    const pageText = (await page(`/competitions/${competition.id}/results`)).text;
    for (const body of [text, pageText]) {
      for (const name of names) expect(body).not.toContain(name);
      expect(body).not.toContain(tag);
      expect(body).not.toContain("2016-03-0");
      expect(body).not.toContain("+91982201000");
    }
    expect(pageText).toContain("Aarav S.");
    // The competitions page's card opens the results.
    expect((await page("/competitions?category=completed")).text).toContain(`/competitions/${competition.id}/results`);
    // Search engines find the results page; never before publishing (see above).
    expect((await page("/sitemaps/pages.xml")).text).toContain(`/competitions/${competition.id}/results</loc>`);
  });

  it("verifies a certificate's code in any form, and says plainly when a code is unknown", async () => {
    const { competition, entries, names, codeOf } = await publishedCompetition();
    const code = codeOf(entries[0]!.id);
    const printed = `${code.slice(0, 4)}-${code.slice(4)}`;
    const valid = await call(`/api/certificates/${printed.toLowerCase()}`);
    expect(valid.status).toBe(200);
    expect(valid.json).toEqual({
      valid: true,
      type: "competition",
      code,
      name: names[0],
      competition: competition.title,
      award: "gold",
      level: "Level 2",
      date: competition.date,
    });
    for (const unknown of ["ACDE-FGHJ", "nonsense", "0000-0000"]) {
      const answer = await call(`/api/certificates/${unknown}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ valid: false });
    }
    const verified = await page(`/verify/${printed}`);
    expect(verified.status).toBe(200);
    expect(verified.text).toContain("Verified certificate");
    expect(verified.text).toContain(names[0]);
    const unknownPage = await page("/verify/ACDE-FGHJ");
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.text).toContain("Unknown certificate code");
    // The form's GET goes on to the code's page, in its printed form.
    const typed = await workerFetch(`${BASE}/verify?code=${code.toLowerCase()}`, {
      redirect: "manual",
      headers: { "CF-Connecting-IP": freshAddress() },
    });
    expect(typed.status).toBe(302);
    expect(typed.headers.get("Location")).toBe(`/verify/${printed}`);
  });

  it("prints a certificate for the entry's own partner and admins only, with the QR code of its verify link", async () => {
    const { admin, partner, other, entries, names, codeOf } = await publishedCompetition();
    const code = codeOf(entries[0]!.id);
    const own = await page(`/certificates/${entries[0]!.id}`, partner.cookie);
    expect(own.status).toBe(200);
    expect(own.response.headers.get("Cache-Control")).toBe("no-store");
    expect(own.text).toContain(names[0]);
    expect(own.text).toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
    expect(own.text).toContain("<svg shape-rendering");
    expect(own.text).toContain(`${BASE.replace("https://", "")}/verify/${code.slice(0, 4)}-${code.slice(4)}`);
    expect((await page(`/certificates/${entries[0]!.id}`, admin.cookie)).status).toBe(200);
    expect((await page(`/certificates/${entries[0]!.id}`, other.cookie)).status).toBe(404);
    const visitor = await workerFetch(`${BASE}/certificates/${entries[0]!.id}`, {
      redirect: "manual",
      headers: { "CF-Connecting-IP": freshAddress() },
    });
    expect(visitor.status).toBe(302);
  });
});
