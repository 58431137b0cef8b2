import { formatRupees, formatRupeesWithPaise, isIntraState, lineTaxSplit, supplierStateOf } from "~/lib/gst";
import type { Order } from "~/services/orders.server";
import { cellClass as cell, numberCellClass as num, percent } from "./invoice-format";

/** One row per kit: HSN, quantity, rate, taxable value, its CGST + SGST or IGST, and the amount. */
export function InvoiceLines({ order }: { order: Order }) {
  const supplierState = supplierStateOf(order.supplier);
  const intraState = isIntraState(order.placeOfSupply, supplierState);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="mt-5 overflow-x-auto" tabIndex={0} role="region" aria-label="Invoice lines">
      <table className="w-full min-w-[640px] border-collapse text-left print:min-w-0">
        <thead className="bg-brand-50 text-xs font-bold text-brand-900">
          <tr>
            <th scope="col" className={cell}>
              #
            </th>
            <th scope="col" className={cell}>
              Description
            </th>
            <th scope="col" className={cell}>
              HSN
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Qty
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Rate
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Taxable value
            </th>
            {intraState ? (
              <>
                <th scope="col" className={`${cell} text-right`}>
                  CGST
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  SGST
                </th>
              </>
            ) : (
              <th scope="col" className={`${cell} text-right`}>
                IGST
              </th>
            )}
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => {
            const { amounts, rates } = lineTaxSplit(line, order.placeOfSupply, supplierState);
            return (
              <tr key={`${line.productId ?? line.name}-${index}`}>
                <td className={cell}>{index + 1}</td>
                <td className={cell}>{line.name}</td>
                <td className={`${cell} font-mono`}>{line.hsnCode ?? "—"}</td>
                <td className={num}>{line.qty}</td>
                <td className={num}>{formatRupees(line.price)}</td>
                <td className={num}>{formatRupees(line.taxable)}</td>
                {intraState ? (
                  <>
                    <TaxCell rate={rates.cgst} amount={amounts.cgst} />
                    <TaxCell rate={rates.sgst} amount={amounts.sgst} />
                  </>
                ) : (
                  <TaxCell rate={rates.igst} amount={amounts.igst} />
                )}
                <td className={`${num} font-semibold`}>{formatRupees(line.taxable + line.gst)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TaxCell({ rate, amount }: { rate: number; amount: number }) {
  return (
    <td className={num}>
      <span className="block">{Number.isInteger(amount) ? formatRupees(amount) : formatRupeesWithPaise(amount)}</span>
      <span className="block text-xs text-slate-600">@ {percent(rate)}</span>
    </td>
  );
}
