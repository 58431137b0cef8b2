import { sql } from "drizzle-orm";
import { isDueForExam, levelWeeksOf, weeksBetween } from "~/lib/level-progress";

// The roster's "weeks at level" and "due for an exam", read with the roster's own query: the day the
// student started their level (their own column, lib/level-progress.ts) and the programme's weeks
// for that level, as a column of a students query (the filter "due for an exam" is lib/level-progress.ts dueBySql).

/** The column a roster query adds for progressOf. */
export const progressColumns = () => ({
  levelWeeks: sql<number | null>`${levelWeeksOf}`.as("level_weeks"),
});

export type LevelProgress = { levelStartedOn: string | null; weeksAtLevel: number; dueForExam: boolean };

/** A roster row's progress at its level on `today`. */
export function progressOf(
  { levelStartedOn, levelWeeks }: { levelStartedOn: string | null; levelWeeks: number | null },
  today: string,
): LevelProgress {
  const weeksAtLevel = levelStartedOn ? weeksBetween(levelStartedOn, today) : 0;
  return { levelStartedOn, weeksAtLevel, dueForExam: isDueForExam(weeksAtLevel, levelWeeks) };
}
