// Test-only seeding for the results and certificates browser specs (tests/browser/results.spec.ts and
// the accessibility sweep): students and entries exist only through the partner's pages and API of
// other parts of issue 16, so the browser tests' server writes these rows straight into its
// throwaway database. Never used outside scripts/serve-for-tests.mjs.
import { E2E_CENTRE, E2E_PARTNER } from "./e2e-users.mjs";
import { d1Execute } from "./local-site.mjs";
import { seedConsentSql } from "./seed-consent.mjs";

/** A finished competition whose results the admin imports and publishes in the spec (nothing published yet). */
export const E2E_RESULTS = {
  competitionId: "e2e-results-to-publish",
  title: "E2E Pune Abacus Olympiad",
  entries: [
    { id: "e2e-entry-ananya", studentName: "Ananya Deshpande", level: "Level 1", rollNumber: "2001" },
    { id: "e2e-entry-rohan", studentName: "Rohan Kulkarni", level: "Level 1", rollNumber: "2002" },
    { id: "e2e-entry-sara", studentName: "Sara Iyer", level: "Level 2", rollNumber: "2003" },
  ],
};

/** A competition published already (the accessibility sweep's results page, certificate and verify page). */
export const E2E_PUBLISHED = {
  competitionId: "e2e-results-published",
  title: "E2E State Mental Maths Championship",
  entryId: "e2e-entry-published-1",
  code: "K7QM-4XTA",
};

const text = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);

function competitionSql({ id, title, publishedAt }) {
  return `INSERT OR IGNORE INTO competitions (id, title, description, date, location, category, type, prizes, levels, results_published_at, created_at)
    VALUES (${text(id)}, ${text(title)}, 'Results of the browser tests.', '2026-10-04', 'Balewadi Stadium, Pune', 'completed', 'state', '[]',
    '["Level 1","Level 2"]', ${text(publishedAt)}, ${text(new Date().toISOString())});`;
}

function entrySql(competitionId, { id, studentName, level, rollNumber, result = null }) {
  const now = new Date().toISOString();
  const studentId = `${id}-student`;
  const [score, rank, award, code] = result ?? [null, null, null, null];
  return `INSERT OR IGNORE INTO students (id, centre_id, name, date_of_birth, course, level, parent_phone, archived, created_at, updated_at)
      VALUES (${text(studentId)}, ${text(E2E_CENTRE.id)}, ${text(studentName)}, '2016-08-21', 'abacus', 3, '+919822012345', 0, ${text(now)}, ${text(now)});
    INSERT OR IGNORE INTO competition_entries (id, competition_id, student_id, centre_id, level, roll_number, entered_by, score, rank, award, certificate_code, certificate_name, created_at)
      VALUES (${text(id)}, ${text(competitionId)}, ${text(studentId)}, ${text(E2E_CENTRE.id)}, ${text(level)}, ${text(rollNumber)}, ${text(E2E_PARTNER.id)},
      ${score ?? "NULL"}, ${rank ?? "NULL"}, ${text(award)}, ${text(code)}, ${text(code ? studentName : null)}, ${text(now)});`;
}

/** Writes both competitions, the E2E centre's students and their entries. */
export function seedE2EResults(persistTo) {
  const published = [
    {
      id: E2E_PUBLISHED.entryId,
      studentName: "Meera Joshi",
      level: "Level 1",
      rollNumber: "3001",
      result: [96, 1, "gold", E2E_PUBLISHED.code.replace("-", "")],
    },
    {
      id: "e2e-entry-published-2",
      studentName: "Vivaan Patil",
      level: "Level 1",
      rollNumber: "3002",
      result: [91.5, 2, "silver", "K7QM4XTC"],
    },
    { id: "e2e-entry-published-3", studentName: "Kiara Shinde", level: "Level 2", rollNumber: "3003", result: [88, 1, "gold", "K7QM4XTD"] },
    {
      id: "e2e-entry-published-4",
      studentName: "Aditya Rao",
      level: "Level 2",
      rollNumber: "3004",
      result: [70, null, "participation", "K7QM4XTE"],
    },
  ];
  d1Execute(
    [
      competitionSql({ id: E2E_RESULTS.competitionId, title: E2E_RESULTS.title, publishedAt: null }),
      ...E2E_RESULTS.entries.map((entry) => entrySql(E2E_RESULTS.competitionId, entry)),
      competitionSql({ id: E2E_PUBLISHED.competitionId, title: E2E_PUBLISHED.title, publishedAt: new Date().toISOString() }),
      ...published.map((entry) => entrySql(E2E_PUBLISHED.competitionId, entry)),
      // Their parents consented on the signed form (the entries above need it).
      seedConsentSql(`s.centre_id = ${text(E2E_CENTRE.id)}`),
    ].join("\n"),
    persistTo,
  );
}
