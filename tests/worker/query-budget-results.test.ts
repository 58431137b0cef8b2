import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { daysFromToday, seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { BASE, call, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The query budget (at most 4 D1 queries per request) of the results writes the bench cannot
// repeat: the first publish (codes, and an update for each of several partners), and the admin
// results page's forms, with many entries present, so a query per entry or per partner would show.

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));

describe("D1 query budget of results", () => {
  it("holds for saving by hand and by CSV, publishing to several partners, and the pages after", async () => {
    const admin = await signedInUser("admin");
    const partners = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    const competition = await seedCompetition({ category: "completed", date: daysFromToday(-3), registrationDeadline: daysFromToday(-10) });
    const entries = [];
    for (const partner of partners) {
      const centreId = await seedCentre({ partnerIds: [partner.id] });
      for (let i = 0; i < 8; i++) {
        const student = await seedStudent(centreId);
        entries.push(await seedEntry({ competitionId: competition.id, studentId: student.id, centreId, enteredBy: partner.id }));
      }
    }
    const answers: [string, Response, number][] = [];
    const pagePost = async (label: string, form: FormData, said: string) => {
      const response = await workerFetch(`${BASE}/admin/competitions/${competition.id}/results.data`, {
        method: "POST",
        body: form,
        headers: { "CF-Connecting-IP": freshAddress(), Cookie: admin.cookie },
      });
      expect(await response.text(), label).toContain(said);
      answers.push([label, response, response.status]);
    };
    const byHand = new FormData();
    for (const [key, value] of Object.entries({
      intent: "saveResult",
      rollNumber: entries[0]!.rollNumber,
      score: "97",
      rank: "1",
      award: "gold",
    }))
      byHand.set(key, value);
    await pagePost("page: save by hand", byHand, "Saved the result");
    const csv = [
      "Roll number,Score,Rank,Award",
      ...entries.map((entry, index) => `${entry.rollNumber},${90 - index},${index + 1},merit`),
    ].join("\n");
    const upload = new FormData();
    upload.set("intent", "importResults");
    upload.set("csv", new File([csv], "results.csv", { type: "text/csv" }));
    await pagePost("page: import", upload, `${entries.length} results saved.`);
    const publish = new FormData();
    publish.set("intent", "publish");
    await pagePost("page: publish", publish, "Partners are notified");

    for (const [label, path, cookie] of [
      ["results page", `/competitions/${competition.id}/results`, undefined],
      ["certificate (own partner)", `/certificates/${entries[0]!.id}`, partners[0]!.cookie],
      ["admin results page", `/admin/competitions/${competition.id}/results`, admin.cookie],
    ] as const) {
      const response = await workerFetch(`${BASE}${path}`, {
        headers: { "CF-Connecting-IP": freshAddress(), ...(cookie ? { Cookie: cookie } : {}) },
      });
      await response.text();
      answers.push([label, response, response.status]);
    }
    const again = await call(`/api/competitions/${competition.id}/results/publish`, { method: "POST", token: admin.token });
    answers.push(["publish again", again.response, again.status]);

    for (const [label, response, status] of answers) {
      expect(status, label).toBeLessThan(400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });
});
