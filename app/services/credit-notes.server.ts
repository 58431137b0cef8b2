import { sql } from "drizzle-orm";
import { orders } from "~/db/schema";
import { CREDIT_NOTE_PREFIX, financialYearOf, INVOICE_NUMBER_DIGITS, INVOICE_PREFIX } from "~/lib/gst";
import { DEFAULT_CANCEL_REASON } from "~/validation/orders";

/**
 * The credit note that reverses a cancelled order's invoice (CGST s.34), set by the cancelling
 * UPDATE itself: numbered after the last of its series (CN beside KIT) in this financial year, so
 * two cancellations never share a number; the same lines and tax as the invoice, which stays.
 */
export function creditNoteColumns(reason: string | undefined) {
  const now = new Date();
  const year = financialYearOf(now);
  // The cancelled order's own series, named through its table: inside the subquery below a bare
  // column would be the other order's.
  const series = sql<string>`${CREDIT_NOTE_PREFIX} || substr(${orders}.${sql.identifier(orders.series.name)}, ${INVOICE_PREFIX.length + 1})`;
  const sequence = sql<number>`(select coalesce(max(noted.credit_note_sequence), 0) + 1 from ${orders} as noted where noted.credit_note_series = ${series} and noted.credit_note_year = ${year})`;
  return {
    creditNoteSeries: series,
    creditNoteYear: year,
    creditNoteSequence: sequence,
    creditNoteNumber: sql<string>`${series} || ${`/${year}/`} || printf(${`%0${INVOICE_NUMBER_DIGITS}d`}, ${sequence})`,
    creditNoteAt: now.toISOString(),
    cancelReason: reason ?? DEFAULT_CANCEL_REASON,
  };
}
