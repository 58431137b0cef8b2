import { GST_STATES, moneyFormatFor, supplierStateOf, taxSplit } from "~/lib/gst";
import type { Order } from "~/services/orders.server";

/** "18%" or "0.25%": a GST rate as an invoice prints it. */
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;
/** "Maharashtra (27)": a place of supply with its GST state code. */
export const stateLabel = (code: string) => `${GST_STATES[code] ?? "Unknown state"} (${code})`;

// Table cells of the invoice lines: ruled on screen and on paper; numbers right-aligned.
export const cellClass = "border border-slate-300 px-2 py-1.5";
export const numberCellClass = `${cellClass} whitespace-nowrap text-right tabular-nums`;

/** The invoice's one money format: whole rupees, or every amount with paise when a tax half has them. */
export function invoiceMoney(order: Pick<Order, "items" | "gst" | "placeOfSupply" | "supplier">) {
  const supplierState = supplierStateOf(order.supplier);
  const halves = [...order.items.map((line) => line.gst), order.gst].flatMap((gst) => {
    const { cgst, sgst, igst } = taxSplit(gst, order.placeOfSupply, supplierState);
    return [cgst, sgst, igst];
  });
  return moneyFormatFor(halves);
}
