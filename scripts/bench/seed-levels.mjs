// The bench's level data (issue 34): each course's programme, the level history of the seeded
// students (every level before the one they are at, closed as passed or assessed) and two level
// exams of the bench centre's students, one published with certificates, one still being marked.
import { BENCH_CENTRE, BENCH_LEVEL_EXAM, BENCH_PRODUCT, BENCH_USERS } from "./targets.mjs";
import { inserts } from "./seed.mjs";

/** The weeks each seeded level takes (the programme's, and the spacing of the seeded history). */
export const SEEDED_LEVEL_WEEKS = 12;
const COURSES = ["abacus", "phonics", "vedic_maths", "mental_math", "brain_development"];

/** When a seeded student enrolled: far enough back to have done every level before theirs. */
export const seededEnrolment = (createdIso, level) =>
  new Date(Date.parse(createdIso) - (level - 1) * SEEDED_LEVEL_WEEKS * 7 * 86_400_000).toISOString().slice(0, 10);

/** The columns a seeded level exam is written with (the bench's and the demo's). */
export const LEVEL_EXAM_COLUMNS = [
  "id",
  "kind",
  "title",
  "description",
  "date",
  "location",
  "category",
  "type",
  "prizes",
  "levels",
  "course",
  "pass_mark",
  "registration_deadline",
  "entry_fee",
  "reporting_time",
  "entry_sequence",
  "results_published_at",
  "created_at",
];
/** The columns a seeded level exam's entry is written with: its marks, a pass's certificate and the name it was issued with. */
export const LEVEL_EXAM_ENTRY_COLUMNS = [
  "id",
  "competition_id",
  "student_id",
  "centre_id",
  "level",
  "roll_number",
  "entered_by",
  "payment_status",
  "score",
  "certificate_code",
  "certificate_name",
  "created_at",
];

/** Ten levels a course, the first three with the bench kit. */
export function seedProgrammes() {
  const now = new Date().toISOString();
  const rows = COURSES.flatMap((course) =>
    Array.from({ length: 10 }, (_, index) => [
      course,
      index + 1,
      `Level ${index + 1}`,
      SEEDED_LEVEL_WEEKS,
      60,
      index < 3 ? BENCH_PRODUCT.id : null,
      now,
    ]),
  );
  return inserts("course_levels", ["course", "position", "name", "weeks", "pass_mark", "product_id", "updated_at"], rows);
}

/**
 * The history before each seeded student's current level (the trigger opened that one on their
 * enrolment day; it is moved to the day they reached it), in SQL over the students themselves.
 */
export function seedLevelHistory() {
  const span = SEEDED_LEVEL_WEEKS * 7;
  return [
    `UPDATE student_levels SET started_on = date(started_on, '+' || ((level - 1) * ${span}) || ' days')
      WHERE completed_on IS NULL AND student_id IN (SELECT id FROM students WHERE enrolled_on IS NOT NULL);`,
    `WITH RECURSIVE prior(student_id, course, centre_id, enrolled, level, top) AS (
      SELECT id, course, centre_id, enrolled_on, 1, level FROM students WHERE enrolled_on IS NOT NULL AND level > 1
      UNION ALL SELECT student_id, course, centre_id, enrolled, level + 1, top FROM prior WHERE level + 1 < top)
    INSERT INTO student_levels (id, student_id, course, level, centre_id, started_on, completed_on, result)
      SELECT 'bench-history-' || student_id || '-' || level, student_id, course, level, centre_id,
        date(enrolled, '+' || ((level - 1) * ${span}) || ' days'), date(enrolled, '+' || (level * ${span}) || ' days'),
        CASE WHEN level % 3 = 0 THEN 'assessed' ELSE 'passed' END
      FROM prior;`,
  ];
}

/** The two level exams, each with entries of the results' students (the bench centre's); `count` of them. */
export function seedLevelExams(count, studentIdOf) {
  const now = new Date().toISOString();
  const exam = (id, title, publishedAt) => [
    id,
    "level-exam",
    title,
    "The abacus level exam, marked out of 100.",
    "2026-10-18",
    "At the centre",
    "completed",
    "event",
    "[]",
    JSON.stringify(Array.from({ length: 10 }, (_, index) => `Level ${index + 1}`)),
    "abacus",
    60,
    "2026-10-11",
    200,
    null,
    count,
    publishedAt,
    now,
  ];
  const entries = [];
  for (let i = 0; i < count; i++) {
    const marks = i === 0 ? 90 : 40 + ((i * 7) % 60);
    const code =
      i === 0
        ? BENCH_LEVEL_EXAM.code.replace("-", "")
        : `W${String(i)
            .padStart(7, "0")
            .replace(/[0125-8]/g, (d) => "ACDEFGHJKM"[d])}`;
    const level = `Level ${(i % 10) + 1}`;
    const base = [studentIdOf(i), BENCH_CENTRE.id, level, String(1001 + i), BENCH_USERS.partner.id, "paid"];
    entries.push([`bench-level-entry-${i + 1}`, BENCH_LEVEL_EXAM.publishedId, ...base, marks, marks >= 60 ? code : null, null, now]);
    entries.push([`bench-marking-entry-${i + 1}`, BENCH_LEVEL_EXAM.markingId, ...base, null, null, null, now]);
  }
  return [
    ...inserts("competitions", LEVEL_EXAM_COLUMNS, [
      exam(BENCH_LEVEL_EXAM.publishedId, "Abacus level exam: October", now),
      exam(BENCH_LEVEL_EXAM.markingId, "Abacus level exam: November", null),
    ]),
    ...inserts("competition_entries", LEVEL_EXAM_ENTRY_COLUMNS, entries),
  ];
}
