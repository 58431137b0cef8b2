// Test-only seeding for the level exam browser journey (tests/browser/level-exams.spec.ts) and the
// accessibility sweep: the abacus programme with a kit for Level 3, students of the E2E centre who
// have been at Level 2 long enough to sit its exam, and a level exam published already (its marks
// sheet and a level certificate). Never used outside scripts/serve-for-tests.mjs.
import { E2E_CENTRE, E2E_PARTNER } from "./e2e-users.mjs";
import { d1Execute } from "./local-site.mjs";
import { seedConsentSql } from "./seed-consent.mjs";

/** The kit the programme names for Level 3: what the promoted students need next. */
export const E2E_LEVEL_KIT = { id: "e2e-kit-level-3", name: "Abacus Level 3 Kit", price: 900 };
/** Students at abacus Level 2 for 200 days (the programme's 12 weeks are long past). */
export const E2E_LEVEL_STUDENTS = ["Tara Bhosale", "Nikhil Pawar", "Aisha Khan"];
/** A level exam published already, with one pass and its certificate. */
export const E2E_LEVEL_EXAM = {
  id: "e2e-level-exam-published",
  entryId: "e2e-level-entry-1",
  code: "M4QT-7KXA",
  studentName: "Om Gaikwad",
};

const text = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export function seedE2ELevelExams(persistTo) {
  const now = new Date().toISOString();
  const programme = [1, 2, 3, 4, 5].map(
    (level) =>
      `INSERT OR IGNORE INTO course_levels (course, position, name, weeks, pass_mark, product_id, updated_at)
        VALUES ('abacus', ${level}, 'Level ${level}', 12, 60, ${level === 3 ? text(E2E_LEVEL_KIT.id) : "NULL"}, ${text(now)});`,
  );
  const student = (id, name, level) =>
    `INSERT OR IGNORE INTO students (id, centre_id, name, date_of_birth, course, level, parent_phone, archived, created_at, updated_at, enrolled_on)
      VALUES (${text(id)}, ${text(E2E_CENTRE.id)}, ${text(name)}, '2016-03-09', 'abacus', ${level}, '+919822012345', 0, ${text(now)}, ${text(now)}, ${text(daysAgo(200))});`;
  d1Execute(
    [
      `INSERT OR IGNORE INTO products (id, name, description, price, category, in_stock, includes, gst_percent, hsn_code, unit, created_at)
        VALUES (${text(E2E_LEVEL_KIT.id)}, ${text(E2E_LEVEL_KIT.name)}, 'Beads, workbook and practice sheets for Level 3.', ${E2E_LEVEL_KIT.price},
        'abacus', 1, '[]', 12, '9023', 'SET', ${text(now)});`,
      ...programme,
      ...E2E_LEVEL_STUDENTS.map((name, index) => student(`e2e-level-student-${index + 1}`, name, 2)),
      student("e2e-level-student-passed", E2E_LEVEL_EXAM.studentName, 4),
      // Their parents consented on the signed form: they may be entered.
      seedConsentSql("s.id LIKE 'e2e-level-student-%'"),
      `INSERT OR IGNORE INTO competitions (id, kind, title, description, date, location, category, type, prizes, levels, course, pass_mark,
          registration_deadline, entry_fee, entry_sequence, results_published_at, created_at)
        VALUES (${text(E2E_LEVEL_EXAM.id)}, 'level-exam', 'Abacus Training level exam: Level 3', 'Marked out of 100.', ${text(daysAgo(20))},
        'At the centre', 'completed', 'event', '[]', '["Level 3"]', 'abacus', 60, ${text(daysAgo(30))}, 0, 1, ${text(now)}, ${text(now)});`,
      `INSERT OR IGNORE INTO competition_entries (id, competition_id, student_id, centre_id, level, roll_number, entered_by, payment_status, score,
          certificate_code, certificate_name, created_at)
        VALUES (${text(E2E_LEVEL_EXAM.entryId)}, ${text(E2E_LEVEL_EXAM.id)}, 'e2e-level-student-passed', ${text(E2E_CENTRE.id)}, 'Level 3', '1001',
        ${text(E2E_PARTNER.id)}, 'paid', 84, ${text(E2E_LEVEL_EXAM.code.replace("-", ""))}, ${text(E2E_LEVEL_EXAM.studentName)}, ${text(now)});`,
    ].join("\n"),
    persistTo,
  );
}
