// The sample programmes: each course's levels in order (name, typical weeks, pass mark, the kit
// each needs), as an admin saves them (PUT /api/courses/{course}/levels). A course whose levels an
// admin has saved already keeps them: the statements write a course only while it has none.
import { sql } from "../bench/seed.mjs";

const ABACUS = [
  ["Beads and counting", 12, 60, "demo-kit-abacus-1"],
  ["Small friends", 12, 60, "demo-kit-abacus-1"],
  ["Big friends", 12, 60, "demo-kit-abacus-1"],
  ["Combined formulas", 12, 65, "demo-kit-abacus-1"],
  ["Multiplication", 12, 65, "demo-kit-abacus-adv"],
  ["Division", 12, 65, "demo-kit-abacus-adv"],
  ["Decimals and speed", 12, 70, "demo-kit-abacus-adv"],
  ["Mental mastery", 12, 70, "demo-kit-abacus-adv"],
];
const PHONICS = [
  ["Letter sounds", 12, 60, "demo-kit-phonics-starter"],
  ["Blending and segmenting", 12, 60, "demo-kit-phonics-starter"],
  ["Digraphs and tricky words", 12, 60, "demo-kit-phonics-readers"],
  ["Fluent reading", 12, 65, "demo-kit-phonics-readers"],
];
const VEDIC = [
  ["Sutras for addition and subtraction", 10, 60, "demo-kit-vedic-workbooks"],
  ["Multiplication shortcuts", 10, 60, "demo-kit-vedic-workbooks"],
  ["Squares, cubes and roots", 10, 65, "demo-kit-vedic-workbooks"],
];

/**
 * One INSERT per level (D1 allows only a few terms in a compound SELECT), each written only while
 * the course has no levels but this run's (all written at `updatedAt`).
 */
export function programmeStatements(updatedAt) {
  return Object.entries({ abacus: ABACUS, phonics: PHONICS, vedic_maths: VEDIC }).flatMap(([course, levels]) =>
    levels.map(
      ([name, weeks, passMark, productId], i) =>
        `INSERT OR IGNORE INTO course_levels (course, position, name, weeks, pass_mark, product_id, updated_at)
SELECT ${[course, i + 1, name, weeks, passMark, productId, updatedAt].map(sql).join(", ")}
WHERE NOT EXISTS (SELECT 1 FROM course_levels WHERE course = ${sql(course)} AND updated_at <> ${sql(updatedAt)});`,
    ),
  );
}
