// The demo's level histories (issue 34): each sample student enrolled some months ago and passed
// (or was promoted through) the levels below the one they are at now, about twelve weeks each; the
// current level started a few weeks ago, so some are due for their level exam and some not. Tara
// came to Nashik from the Kothrud centre, and Kothrud has asked to move Kabir to Nashik: the
// admin's Transfers tab has one request to decide. Only for students this run adds: a re-run adds nothing.
import { inserts, sql } from "../bench/seed.mjs";
import { DEMO_NASHIK, DEMO_PUNE, DEMO_STUDENTS } from "./competition-entries.mjs";

const LEVEL_DAYS = 84;
/** Days at the current level, by the student's place in the list: several past the twelve weeks (due). */
const CURRENT_DAYS = [98, 40, 20, 91, 75, 15, 60, 88, 30, 50];
const MOVED = "demo-student-10";
const ASKED = { id: "demo-transfer-1", studentId: "demo-student-7" };

/** The statements for the sample students not in the database before this run (`missing(id)`); `at(days)` is that many days ago. */
export function levelHistoryStatements(missing, at) {
  const day = (days) => at(days).slice(0, 10);
  const rows = [];
  const statements = [];
  DEMO_STUDENTS.filter(([id]) => missing(id)).forEach(([id, { centre }, , , course, level], i) => {
    const current = CURRENT_DAYS[i % CURRENT_DAYS.length];
    const enrolled = current + (level - 1) * LEVEL_DAYS;
    const row = (suffix, below, at, started, completed, result) =>
      rows.push([`${id}-level-${suffix}`, id, course, below, at, day(started), day(completed), result]);
    for (let below = 1; below < level; below++) {
      const started = enrolled - (below - 1) * LEVEL_DAYS;
      const result = below % 2 ? "passed" : "assessed";
      // The moved student began level 1 at Kothrud and finished it at Nashik.
      if (id === MOVED && below === 1) {
        row("1-kothrud", 1, DEMO_PUNE.centre, started, started - 30, "transferred");
        row(1, 1, centre, started - 30, started - LEVEL_DAYS, result);
      } else row(below, below, centre, started, started - LEVEL_DAYS, result);
    }
    statements.push(
      `UPDATE students SET enrolled_on = ${sql(day(enrolled))} WHERE id = ${sql(id)};`,
      `UPDATE student_levels SET started_on = ${sql(day(current))} WHERE student_id = ${sql(id)} AND completed_on IS NULL;`,
    );
  });
  const transfers = missing(ASKED.studentId)
    ? [[ASKED.id, ASKED.studentId, DEMO_PUNE.centre, DEMO_NASHIK.centre, "pending", DEMO_PUNE.partner, at(2)]]
    : [];
  return [
    ...statements,
    ...inserts(
      "student_levels",
      ["id", "student_id", "course", "level", "centre_id", "started_on", "completed_on", "result"],
      rows,
      "INSERT OR IGNORE",
    ),
    ...inserts(
      "student_transfers",
      ["id", "student_id", "from_centre_id", "to_centre_id", "status", "requested_by", "requested_at"],
      transfers,
      "INSERT OR IGNORE",
    ),
  ];
}
