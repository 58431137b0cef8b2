import { MAX_RANGE_DAYS, rangeDays } from "~/lib/date-ranges";
import { calendarDateField } from "./fields";
import type { z } from "./zod";

// A range of calendar days in a query string (`?from=&to=`), as the orders list filters by it and
// the sales register exports it; the messages name the parameter.

export const dayParameter = (name: "from" | "to") => calendarDateField(`${name} must be a date written YYYY-MM-DD`);

export const TO_BEFORE_FROM_MESSAGE = "to must be the same day as from or later";
export const RANGE_TOO_LONG_MESSAGE = `from and to may be at most ${MAX_RANGE_DAYS} days apart (one financial year); export a longer period in parts`;

/** For superRefine: `to` on or after `from`, and, when `maxDays` is given, a range no longer than that. */
export function checkDayRange(range: { from?: string; to?: string }, context: z.RefinementCtx, maxDays?: number) {
  const { from, to } = range;
  if (!from || !to) return;
  if (to < from) context.issues.push({ code: "custom", path: ["to"], message: TO_BEFORE_FROM_MESSAGE, input: to });
  else if (maxDays && rangeDays({ from, to }) > maxDays)
    context.issues.push({ code: "custom", path: ["to"], message: RANGE_TOO_LONG_MESSAGE, input: to });
}
