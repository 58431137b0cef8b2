import { sql, type SQL } from "drizzle-orm";
import { students } from "~/db/schema";

// How long a student has been at their current level, and whether that is long enough for its
// level exam (the programme's typical weeks for the level): the roster's "weeks at level" and "due
// for exam", the exam's eligibility and the kits the coming promotions need all read it from here.

const DAY_MS = 86_400_000;

/** Whole weeks from `startedOn` to `today` (both YYYY-MM-DD), never negative. */
export function weeksBetween(startedOn: string, today: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startedOn}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(days) ? Math.max(0, Math.floor(days / 7)) : 0;
}

/**
 * Long enough at the level to sit its exam: at least the programme's weeks for it. A level the
 * programme does not list (or a course without one) sets no minimum.
 */
export const isDueForExam = (weeksAtLevel: number, levelWeeks: number | null | undefined) =>
  levelWeeks === null || levelWeeks === undefined || weeksAtLevel >= levelWeeks;

/** A student as a level exam's eligibility reads them. */
export type ProgressOfStudent = { name: string; level: number; levelStartedOn: string | null; levelWeeks: number | null };

/** Why this student may not sit their level's exam on `examDate` (too few weeks at the level by then), or null. */
export function notYetDueReason(student: ProgressOfStudent, examDate: string): string | null {
  const weeks = student.levelStartedOn ? weeksBetween(student.levelStartedOn, examDate) : 0;
  if (isDueForExam(weeks, student.levelWeeks)) return null;
  const had = weeks === 1 ? "1 week" : `${weeks} weeks`;
  return `${student.name} will have been at Level ${student.level} for ${had} by the exam; its exam needs ${student.levelWeeks} weeks at the level.`;
}

/** A column of the outer students query, always qualified (a bare "position" inside the subquery would be the programme's). */
const outer = (column: string) => sql`${sql.identifier("students")}.${sql.identifier(column)}`;

/** The programme's typical weeks for the student's course and level (a correlated subquery of a students query). */
export const levelWeeksOf = sql<number | null>`(select cl.weeks from course_levels cl
  where cl.course = ${outer("course")} and cl.position = ${outer("level")})`;

/**
 * isDueForExam in SQL, for a students query: at the level for its programme weeks by `day` (a
 * YYYY-MM-DD value or an SQL expression), or at a level the programme does not list. Triggers keep
 * the day it falls due on the student's row (`exam_due_on`), so this reads no history.
 */
export const dueBySql = (day: SQL | string) => sql`${students.examDueOn} <= ${day}`;
