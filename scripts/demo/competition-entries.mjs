// The demo's competition entries: rosters at the two partner-run sample centres, registration open
// on the Pune district championship (some fees paid, some not), and last month's state championship
// with its results published, so certificates, /verify and the public results page have something
// real to show. INSERT OR IGNORE, and registration is opened only where it never was: a re-run adds nothing.
import { inserts } from "../bench/seed.mjs";
import { STUDENTS } from "./students.mjs";
import { enrolledDaysAgo } from "./level-exam.mjs";

const add = (table, columns, rows) => inserts(table, columns, rows, "INSERT OR IGNORE");
const OPEN = "demo-comp-pune-district";
const PUBLISHED = "demo-comp-state-2026";

const studentsById = new Map(STUDENTS.map((s) => [s[0], s]));
/** The sample rosters, for their level histories (level-histories.mjs). */

// [entry id, competition, student, roll number, payment, score, rank, award, certificate code]
/** @type {[string, string, string, string, string, number | null, number | null, string | null, string | null][]} */
const ENTRIES = [
  ["demo-entry-1", OPEN, "demo-student-1", "0001", "paid", null, null, null, null],
  ["demo-entry-2", OPEN, "demo-student-2", "0002", "paid", null, null, null, null],
  ["demo-entry-3", OPEN, "demo-student-4", "0003", "unpaid", null, null, null, null],
  ["demo-entry-4", OPEN, "demo-student-8", "0004", "unpaid", null, null, null, null],
  ["demo-entry-11", PUBLISHED, "demo-student-1", "0001", "paid", 96, 1, "gold", "PUNE3GXK"],
  ["demo-entry-12", PUBLISHED, "demo-student-2", "0002", "paid", 88, 1, "gold", "PUNE4HRW"],
  ["demo-entry-13", PUBLISHED, "demo-student-7", "0003", "paid", 81, 2, "silver", "PUNE6MTC"],
  ["demo-entry-14", PUBLISHED, "demo-student-4", "0004", "paid", 92, 1, "gold", "PUNE7QVA"],
  ["demo-entry-15", PUBLISHED, "demo-student-9", "0005", "paid", 74, 2, "bronze", "NKRD9FYJ"],
  ["demo-entry-16", PUBLISHED, "demo-student-8", "0006", "paid", 90, 2, "silver", "NKRD3WEM"],
  ["demo-entry-17", PUBLISHED, "demo-student-10", "0007", "paid", 65, 1, "merit", "NKRD4CHT"],
];

/** The statements for the sample rows not in the database yet (`missing(id)`); `at(days)` is that many days ago. */
export function competitionEntryStatements(missing, at) {
  const day = (days) => at(days).slice(0, 10);
  const students = STUDENTS.filter(([id]) => missing(id)).map(([id, { centre, partner }, name, dob, course, level, phone], i) => [
    id,
    centre,
    name,
    dob,
    course,
    level,
    phone,
    0,
    partner,
    at(200 - i),
    at(200 - i),
    day(enrolledDaysAgo(id)),
  ]);
  const entries = ENTRIES.filter(([id]) => missing(id)).map(([id, competition, studentId, roll, payment, score, rank, award, code]) => {
    const [, { centre, partner }, name, , , level] = studentsById.get(studentId);
    const when = competition === OPEN ? at(1) : at(60);
    // A certificate keeps the name it was issued with (competition_entries.certificate_name).
    return [
      id,
      competition,
      studentId,
      centre,
      `Level ${level}`,
      roll,
      partner,
      payment,
      score,
      rank,
      award,
      code,
      when,
      code ? name : null,
    ];
  });
  /** @param {string} id @param {{ deadline: string, fee: number, capacity?: number, sequence: number, published?: string }} options */
  const registration = (id, { deadline, fee, capacity, sequence, published }) =>
    `UPDATE competitions SET registration_deadline = '${deadline}', entry_fee = ${fee}, capacity = ${capacity ?? "NULL"}, ` +
    `levels = '${JSON.stringify(Array.from({ length: 8 }, (_, i) => `Level ${i + 1}`))}', reporting_time = '08:30', ` +
    `entry_sequence = ${sequence}, results_published_at = ${published ? `'${published}'` : "NULL"} ` +
    `WHERE id = '${id}' AND registration_deadline IS NULL;`;
  return [
    ...add(
      "students",
      [
        "id",
        "centre_id",
        "name",
        "date_of_birth",
        "course",
        "level",
        "parent_phone",
        "archived",
        "created_by",
        "created_at",
        "updated_at",
        "enrolled_on",
      ],
      students,
    ),
    ...add(
      "competition_entries",
      [
        "id",
        "competition_id",
        "student_id",
        "centre_id",
        "level",
        "roll_number",
        "entered_by",
        "payment_status",
        "score",
        "rank",
        "award",
        "certificate_code",
        "created_at",
        "certificate_name",
      ],
      entries,
    ),
    registration(OPEN, { deadline: day(-24), fee: 250, capacity: 400, sequence: 4 }),
    registration(PUBLISHED, { deadline: day(40), fee: 300, sequence: 7, published: at(20) }),
  ];
}
