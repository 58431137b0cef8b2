import { MAX_RANGE_DAYS } from "~/lib/date-ranges";
import { checkDayRange, dayParameter } from "./date-range";
import { z } from "./zod";

/** `?from=&to=` of the sales register: both days required, at most a financial year apart. */
export const salesExportQuerySchema = z
  .object({ from: dayParameter("from"), to: dayParameter("to") })
  .superRefine((range, context) => checkDayRange(range, context, MAX_RANGE_DAYS));

export type SalesExportQuery = z.output<typeof salesExportQuerySchema>;
