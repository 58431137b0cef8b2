import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, competitionEntries } from "~/db/schema";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// What a certificate says is what it was issued with, on every page that shows it: the verify page a
// school opens from the QR code (it printed the venue as the date: two columns named `id` in one
// batched read), the printed certificate, the public results and the API, whatever the roster says
// later. Changes to a child's record are in the activity log, whoever makes them.

const adminPromise = signedInUser("admin");

async function page(path: string, cookie?: string) {
  const response = await workerFetch(`${BASE}${path}`, {
    redirect: "manual",
    headers: { "CF-Connecting-IP": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, text: await response.text(), response };
}

/** A published competition on 1 Nov 2026 at a hall, with one gold result of a new partner's student. */
async function issuedCertificate() {
  const [admin, partner] = await Promise.all([adminPromise, signedInUser()]);
  const centreId = await seedCentre({ partnerIds: [partner.id] });
  const competition = await seedCompetition({
    category: "completed",
    date: "2026-11-01",
    location: "Deshpande Hall, Civil Lines, Nagpur",
  });
  const tag = crypto.randomUUID().slice(0, 6);
  const student = await seedStudent(centreId, { name: `Aarav Sharma${tag}` });
  const entry = await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id });
  const saved = await call(`/api/competitions/${competition.id}/results`, {
    method: "PUT",
    token: admin.token,
    body: { results: [{ rollNumber: entry.rollNumber, score: 97, rank: 1, award: "gold" }] },
  });
  expect(saved.status).toBe(200);
  expect((await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token })).status).toBe(200);
  const issued = await db.select().from(competitionEntries).where(eq(competitionEntries.id, entry.id)).get();
  const code = issued!.certificateCode!;
  return { admin, partner, competition, student, entry, tag, code, printed: `${code.slice(0, 4)}-${code.slice(4)}` };
}

describe("the verify page", () => {
  it("shows the competition's date, not its venue, as the API and the printed certificate do", async () => {
    const { printed, partner, entry } = await issuedCertificate();
    const verified = await page(`/verify/${printed}`);
    expect(verified.status).toBe(200);
    expect(verified.text).toMatch(/>Date<\/dt><dd[^>]*>1 Nov 2026</);
    expect(verified.text).not.toContain("Deshpande Hall");
    const api = await call(`/api/certificates/${printed}`);
    expect(api.json?.date).toBe("2026-11-01");
    const certificate = await page(`/certificates/${entry.id}`, partner.cookie);
    expect(certificate.text).toContain("1 Nov 2026");
  });
});

describe("a certificate keeps what it was issued with", () => {
  it("still names the child as issued after the partner renames the student", async () => {
    const { partner, student, entry, competition, printed, tag } = await issuedCertificate();
    const renamed = await call(`/api/students/${student.id}`, {
      method: "PUT",
      token: partner.token,
      body: { name: `Kabir Joshi${tag}` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json?.student?.name ?? renamed.json?.name).toBe(`Kabir Joshi${tag}`);

    const api = await call(`/api/certificates/${printed}`);
    expect(api.json?.name).toBe(`Aarav Sharma${tag}`);
    const verified = await page(`/verify/${printed}`);
    expect(verified.text).toContain(`Aarav Sharma${tag}`);
    expect(verified.text).not.toContain(`Kabir Joshi${tag}`);
    const certificate = await page(`/certificates/${entry.id}`, partner.cookie);
    expect(certificate.text).toContain(`Aarav Sharma${tag}`);
    expect(certificate.text).not.toContain(`Kabir Joshi${tag}`);
    const results = await call(`/api/competitions/${competition.id}/results`);
    expect(results.json?.results.map((result: { displayName: string }) => result.displayName)).toEqual(["Aarav S."]);
  });
});

describe("changes to a child's record", () => {
  it("are in the activity log when a partner adds, edits, archives and imports students, as an admin's are", async () => {
    const [admin, partner] = await Promise.all([adminPromise, signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const tag = crypto.randomUUID().slice(0, 6);
    const created = await call("/api/students", {
      method: "POST",
      token: partner.token,
      body: {
        centreId,
        name: `Diya Kulkarni${tag}`,
        dateOfBirth: "2017-05-14",
        course: "abacus",
        level: 2,
        parentPhone: "+91 98220 12345",
      },
    });
    expect(created.status).toBe(201);
    const id = (created.json?.student ?? created.json)?.id as string;
    expect((await call(`/api/students/${id}`, { method: "PUT", token: partner.token, body: { level: 3 } })).status).toBe(200);
    const personal = { dateOfBirth: "2017-06-15", parentPhone: "+91 98220 54321" };
    expect((await call(`/api/students/${id}`, { method: "PUT", token: partner.token, body: personal })).status).toBe(200);
    expect((await call(`/api/students/${id}`, { method: "DELETE", token: partner.token })).status).toBe(200);

    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.target, `student:${id}`), eq(activityLog.actorId, partner.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(["student.archive", "student.create", "student.update", "student.update"]);
    expect(logged.filter((row) => row.action === "student.update").map((row) => row.summary)).toEqual(
      expect.arrayContaining([`Diya Kulkarni${tag}: Level: 2 → 3`, `Diya Kulkarni${tag}: Date of birth changed; Parent's phone changed`]),
    );
    // The log outlives the roster: a child's date of birth and a parent's phone never go in it.
    for (const value of ["2017-05-14", "2017-06-15", "98220 12345", "9822012345", "9822054321"])
      expect(JSON.stringify(logged)).not.toContain(value);

    const csv = ["name,date_of_birth,course,level,parent_phone", `Sara Khan${tag},2017-07-07,abacus,2,9822033333`].join("\n");
    const imported = await call("/api/students", {
      method: "POST",
      rawBody: csv,
      token: partner.token,
      headers: { "Content-Type": "text/csv" },
    });
    expect(imported.status).toBe(201);
    // The admin reads them all in the Activity tab's API, by the partner.
    const activity = await call(`/api/activity?actor=${partner.id}`, { token: admin.token });
    expect(activity.json?.activity.map((row: { action: string; summary: string }) => [row.action, row.summary])).toContainEqual([
      "student.import",
      "Imported 1 student into 1 centre",
    ]);
    expect(activity.json?.activity).toHaveLength(5);
  });
});

describe("text cut to a length", () => {
  it("never splits an emoji: a code of 39 letters and an emoji is an unknown code, not a 500", async () => {
    const typed = `${"A".repeat(39)}😀`;
    const answer = await page(`/verify?code=${encodeURIComponent(typed)}`);
    expect(answer.status).toBe(302);
    // The code is cut to 40 units as before, but by whole characters: the emoji goes, not half of it.
    const next = answer.response.headers.get("Location")!;
    expect(next).toBe(`/verify/${"A".repeat(39)}`);
    const unknown = await page(next);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Unknown certificate code");
    const longer = await page(`/verify/${encodeURIComponent(`${"B".repeat(39)}😀😀`)}`);
    expect(longer.status).toBe(404);
    expect(longer.text).toContain(`${"B".repeat(39)}`);
  });

  it("keeps a competition's emoji whole in the UPI note of its entry fees", async () => {
    const partner = await signedInUser();
    const admin = await adminPromise;
    const upi = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { upi: { vpa: "brightminds@okhdfc", payeeName: "Bright Minds" } },
    });
    expect(upi.status).toBe(200);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    // 38 letters and the trophy: "Entry fees " and the title are 51 UTF-16 units, one more than the note's 50.
    const title = `${"Abacus Championship 2026 ".padEnd(38, "x")}🏆`;
    const competition = await seedCompetition({ title });
    const student = await seedStudent(centreId);
    await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id });
    const shown = await page(`/my-centres/competitions/${competition.id}`, partner.cookie);
    expect(shown.status).toBe(200);
    // The note ends where the reference begins.
    expect(shown.text).toContain(`tn=${encodeURIComponent(`Entry fees ${"Abacus Championship 2026 ".padEnd(38, "x")}`)}&amp;tr=`);
  });
});
