import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { seedCentre, seedStudent } from "./competition-fixtures";
import { BASE, call, freshAddress, signedInUser } from "./helpers";
import { workerFetch } from "./worker-fetch";

// The query budget (at most 4 D1 queries per request) of the roster's writes the bench cannot
// repeat: archiving and restoring, the CSV import (40 students, as one statement), and the page's
// forms, for a partner and for an admin (whose changes also write the activity log).

const queriesOf = (response: Response) => Number(response.headers.get("X-D1-Queries"));
const HEADER = "name,date_of_birth,course,level,parent_phone,centre";
/** `count` students of the centre whose slug is given (seedCentre's slugs are "centre-" and the id's first 8 characters). */
const roster = (tag: string, count: number, centreSlug: string) =>
  [
    HEADER,
    ...Array.from(
      { length: count },
      (_, i) =>
        `Budget ${tag} ${i},2016-01-${String(1 + (i % 28)).padStart(2, "0")},abacus,${1 + (i % 10)},98230${10000 + i},${centreSlug}`,
    ),
  ].join("\n");

async function postPage(body: FormData, cookie: string) {
  const response = await workerFetch(`${BASE}/my-centres/students.data`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": freshAddress(), Cookie: cookie },
  });
  return { response, text: await response.text() };
}
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("D1 query budget of the roster", () => {
  it.each(["franchise", "admin"] as const)("holds for every roster write by a %s, by the API and by the page", async (role) => {
    const user = await signedInUser(role);
    const centre = await seedCentre({ partnerIds: role === "franchise" ? [user.id] : [] });
    const other = await seedCentre({ partnerIds: role === "franchise" ? [user.id] : [] });
    const student = await seedStudent(centre);
    const answers: [string, Response, number][] = [];
    const api = async (label: string, path: string, init: Parameters<typeof call>[1]) => {
      const { response, status } = await call(path, { ...init, token: user.token });
      answers.push([label, response, status]);
    };
    const page = async (label: string, fields: Record<string, string | File>, said: string) => {
      const { response, text } = await postPage(form(fields), user.cookie);
      expect(text, label).toContain(said);
      answers.push([label, response, response.status]);
    };
    const csv = (tag: string) => roster(`${role} ${tag}`, 40, `centre-${centre.slice(0, 8)}`);

    await api("archive", `/api/students/${student.id}`, { method: "DELETE" });
    await api("restore", `/api/students/${student.id}`, { method: "PUT", body: { archived: false } });
    await api("move to another centre", `/api/students/${student.id}`, { method: "PUT", body: { centreId: other, level: 4 } });
    await api("import 40", "/api/students", { method: "POST", rawBody: csv("api"), headers: { "Content-Type": "text/csv" } });
    await api("import refused", "/api/students", { method: "POST", rawBody: csv("api"), headers: { "Content-Type": "text/csv" } });
    const fields = {
      name: `Budget ${role}`,
      dateOfBirth: "2016-03-03",
      course: "phonics",
      level: "2",
      centreId: centre,
      parentPhone: "9823011111",
    };
    await page("page: add", { intent: "addStudent", ...fields, parentLanguage: "mr" }, "added to the roster");
    await page("page: edit", { intent: "editStudent", id: student.id, ...fields }, "saved");
    await page("page: archive", { intent: "archiveStudent", id: student.id }, "archived");
    await page("page: restore", { intent: "restoreStudent", id: student.id }, "back on the roster");
    const file = new File([csv("page")], "roster.csv", { type: "text/csv" });
    await page("page: import 40", { intent: "importStudents", file }, "40 students imported");

    for (const [label, response, status] of answers) {
      expect(status, label).toBeLessThan(label === "import refused" ? 500 : 400);
      expect(queriesOf(response), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });
});
