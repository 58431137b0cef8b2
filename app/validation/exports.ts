import { MAX_RANGE_DAYS } from "~/lib/date-ranges";
import { checkDayRange, dayParameter } from "./date-range";
import { optionalText } from "./fields";
import { gstinField } from "./orders";
import { z } from "./zod";

/** `?from=&to=` of the sales register: both days required, at most a financial year apart. */
export const salesExportQuerySchema = z
  .object({ from: dayParameter("from"), to: dayParameter("to") })
  .superRefine((range, context) => checkDayRange(range, context, MAX_RANGE_DAYS));

export type SalesExportQuery = z.output<typeof salesExportQuerySchema>;

export const GSTR1_TABLE_MESSAGE = "table must be b2b or b2c (the HSN summary's two tables)";

/**
 * `?from=&to=` of a GSTR-1 export (a return period: at most a financial year), `gstin` (the
 * registration whose invoices it reports; left out: the one saved in Settings now) and, for the HSN
 * summary, `table` (b2b or b2c; b2b when left out).
 */
export const gstr1QuerySchema = z
  .object({
    from: dayParameter("from"),
    to: dayParameter("to"),
    gstin: optionalText(gstinField),
    table: z.enum(["b2b", "b2c"], { error: GSTR1_TABLE_MESSAGE }).default("b2b"),
  })
  .superRefine((range, context) => checkDayRange(range, context, MAX_RANGE_DAYS));

export type Gstr1Query = z.output<typeof gstr1QuerySchema>;
