import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { call, signedInUser } from "./helpers";

// The query budget (at most 4 D1 queries per request) of the entry pages and endpoints, with a
// roster and several entries present, so a query per student or per entry would show.

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));

describe("D1 query budget of competition entries", () => {
  it("holds for the entries API, the partner's and admin's pages, the hall ticket, the CSV and the page forms", async () => {
    const [partner, admin] = await Promise.all([signedInUser(), signedInUser("admin")]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const students = [];
    for (let index = 0; index < 8; index++) students.push(await seedStudent(centreId));
    const competition = await seedCompetition();
    const other = await seedCompetition();
    const seeded = [];
    for (const student of students.slice(0, 4))
      seeded.push(await seedEntry({ competitionId: other.id, studentId: student.id, centreId, enteredBy: partner.id }));
    const answers: [string, Response, number][] = [];
    const api = async (label: string, path: string, method: string, body: unknown, token: string) => {
      const { response, status } = await call(path, { method, body, token });
      answers.push([label, response, status]);
      return response;
    };
    const page = async (label: string, path: string, cookie: string, init: { method?: string; form?: Record<string, string> } = {}) => {
      const { response, status } = await call(path, {
        method: init.method ?? "GET",
        rawBody: init.form ? new URLSearchParams(init.form).toString() : undefined,
        headers: { Cookie: cookie, ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      });
      answers.push([label, response, status]);
    };
    const entries = `/api/competitions/${competition.id}/entries`;

    await api("enter 3", entries, "POST", { studentIds: students.slice(0, 3).map((s) => s.id) }, partner.token);
    await api("enter refused (duplicate)", entries, "POST", { studentIds: [students[0]!.id] }, partner.token);
    await api("list (partner)", entries, "GET", undefined, partner.token);
    await api("list (admin)", entries, "GET", undefined, admin.token);
    await api("withdraw", `/api/competitions/${other.id}/entries/${seeded[0]!.id}`, "DELETE", undefined, partner.token);
    await api("report fees", `/api/competitions/${other.id}/entries/payment`, "POST", { utr: "123456789012" }, partner.token);
    await page("partner list page", "/my-centres/competitions", partner.cookie);
    await page("partner competition page", `/my-centres/competitions/${competition.id}`, partner.cookie);
    await page("hall ticket", `/hall-tickets/${seeded[1]!.id}`, partner.cookie);
    await page("admin tab", "/admin/competitions", admin.cookie);
    await page("admin competition page", `/admin/competitions/${other.id}`, admin.cookie);
    await page("entries CSV", `/admin/competitions/${other.id}/entries.csv`, admin.cookie);
    await page("page: enter", `/my-centres/competitions/${competition.id}.data`, partner.cookie, {
      method: "POST",
      form: { intent: "enter", studentIds: students[5]!.id },
    });
    await page("page: decide payment", `/admin/competitions/${other.id}.data?index`, admin.cookie, {
      method: "POST",
      form: { intent: "decidePayment", utr: "123456789012", paymentStatus: "paid" },
    });
    await page("page: close", `/admin/competitions/${other.id}.data?index`, admin.cookie, { method: "POST", form: { intent: "close" } });

    for (const [label, response, status] of answers) {
      expect(status, label).toBeLessThan(500);
      expect(queriesOf(response), label).toBeGreaterThan(0);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
    expect(answers.map(([label, , status]) => `${label}: ${status}`)).toEqual([
      "enter 3: 201",
      "enter refused (duplicate): 409",
      "list (partner): 200",
      "list (admin): 200",
      "withdraw: 200",
      "report fees: 200",
      "partner list page: 200",
      "partner competition page: 200",
      "hall ticket: 200",
      "admin tab: 200",
      "admin competition page: 200",
      "entries CSV: 200",
      "page: enter: 200",
      "page: decide payment: 200",
      "page: close: 200",
    ]);
  });
});
