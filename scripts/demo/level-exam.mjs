// The demo's level history and level exam: every sample student has done the levels before theirs
// (each about twelve weeks, closed by the centre's assessment), and last month's abacus level exam
// for Levels 1 and 2 is published: three passed (their level closed as passed on the exam's day,
// each with a level certificate /verify confirms) and one did not. INSERT OR IGNORE throughout, and
// the open level is moved to its start only while it still starts on the enrolment day: a re-run adds nothing.
import { inserts } from "../bench/seed.mjs";
import { LEVEL_EXAM_COLUMNS, LEVEL_EXAM_ENTRY_COLUMNS } from "../bench/seed-levels.mjs";
import { STUDENTS } from "./students.mjs";

const add = (table, columns, rows) => inserts(table, columns, rows, "INSERT OR IGNORE");
const EXAM = "demo-level-exam-abacus";
/** The exam was held this many days ago; its results were published a few days later. */
const EXAM_DAYS_AGO = 40;
const LEVEL_DAYS = 84;

// [entry id, student, the level sat, roll number, marks, certificate code (passes only)]
const ENTRIES = [
  ["demo-level-entry-1", "demo-student-3", 1, "1001", 78, "PQRT3K7A"],
  ["demo-level-entry-2", "demo-student-2", 2, "1002", 66, "PQRT4M9C"],
  ["demo-level-entry-3", "demo-student-7", 2, "1003", 91, "PQRT6N3D"],
  ["demo-level-entry-4", "demo-student-10", 2, "1004", 52, null],
];
const entryOf = new Map(ENTRIES.map((entry) => [entry[1], entry]));

/** How many days ago the student started the level they are at: the exam's day for those it promoted. */
function currentLevelDaysAgo(id) {
  if (entryOf.get(id)?.[5]) return EXAM_DAYS_AGO;
  return 200 - STUDENTS.findIndex(([each]) => each === id);
}

/** How many days ago the student enrolled: a level's twelve weeks before the current one, for each level before it. */
export function enrolledDaysAgo(id) {
  const level = STUDENTS.find(([each]) => each === id)?.[5] ?? 1;
  return currentLevelDaysAgo(id) + (level - 1) * LEVEL_DAYS;
}

/** The statements; `at(days)` is that many days ago. */
export function levelExamStatements(at) {
  const day = (days) => at(days).slice(0, 10);
  const history = STUDENTS.flatMap(([id, { centre }, , , course, level]) =>
    Array.from({ length: level - 1 }, (_, index) => {
      const done = index + 1;
      const endsAgo = currentLevelDaysAgo(id) + (level - 1 - done) * LEVEL_DAYS;
      const passed = entryOf.get(id)?.[5] && entryOf.get(id)?.[2] === done;
      return [
        `demo-history-${id}-${done}`,
        id,
        course,
        done,
        centre,
        day(endsAgo + LEVEL_DAYS),
        day(endsAgo),
        passed ? "passed" : "assessed",
        passed ? entryOf.get(id)[0] : null,
      ];
    }),
  );
  const partnerOf = (id) => STUDENTS.find(([each]) => each === id)[1];
  const entries = ENTRIES.map(([id, studentId, level, roll, marks, code]) => [
    id,
    EXAM,
    studentId,
    partnerOf(studentId).centre,
    `Level ${level}`,
    roll,
    partnerOf(studentId).partner,
    "paid",
    marks,
    code,
    code ? STUDENTS.find(([each]) => each === studentId)[2] : null,
    at(EXAM_DAYS_AGO + 10),
  ]);
  return [
    ...add("competitions", LEVEL_EXAM_COLUMNS, [
      [
        EXAM,
        "level-exam",
        "Abacus Training level exam: Levels 1 and 2",
        "The Abacus Training exam for Levels 1 and 2, marked out of 100. 60 marks or more passes: the student moves up to the next level and gets a level certificate.",
        day(EXAM_DAYS_AGO),
        "At the centre",
        "completed",
        "event",
        "[]",
        '["Level 1","Level 2"]',
        "abacus",
        60,
        day(EXAM_DAYS_AGO + 7),
        150,
        "09:00",
        ENTRIES.length,
        at(EXAM_DAYS_AGO - 3),
        at(EXAM_DAYS_AGO + 21),
      ],
    ]),
    ...add("competition_entries", LEVEL_EXAM_ENTRY_COLUMNS, entries),
    ...add(
      "student_levels",
      ["id", "student_id", "course", "level", "centre_id", "started_on", "completed_on", "result", "exam_entry_id"],
      history,
    ),
    // The trigger opened each student's current level on their enrolment day: it began later.
    ...STUDENTS.map(
      ([id]) =>
        `UPDATE student_levels SET started_on = '${day(currentLevelDaysAgo(id))}' WHERE student_id = '${id}' AND completed_on IS NULL AND started_on = '${day(enrolledDaysAgo(id))}';`,
    ),
  ];
}
