import { isIntraState, lineTaxSplit, supplierStateOf, taxNameOf, type TaxSplit } from "~/lib/gst";
import { quantityText } from "~/lib/uqc";
import type { Order } from "~/services/orders.server";
import { cellClass as cell, invoiceMoney, numberCellClass as num, percent } from "./invoice-format";

type Line = Order["items"][number];
type Money = (amount: number) => string;

/**
 * One row per kit: HSN, quantity, rate, taxable value, its CGST + SGST (UTGST) or IGST, and the amount. A
 * table on a wide screen and on paper; on a phone each line is a card, so no amount hides off the edge.
 */
export function InvoiceLines({ order }: { order: Order }) {
  const supplierState = supplierStateOf(order.supplier);
  const intraState = isIntraState(order.placeOfSupply, supplierState);
  const money = invoiceMoney(order);
  const taxes = (line: Line) => lineTaxSplit(line, order.placeOfSupply, supplierState);
  const taxNames: (keyof TaxSplit)[] = intraState ? ["cgst", "sgst"] : ["igst"];
  return (
    <>
      <ol aria-label="Invoice lines" className="mt-5 space-y-3 sm:hidden print:hidden">
        {order.items.map((line, index) => {
          const { amounts, rates } = taxes(line);
          return (
            <li key={`${line.productId ?? line.name}-${index}`} className="rounded-lg border border-slate-300 p-3">
              <p className="font-semibold">
                {index + 1}. {line.name}
              </p>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-0.5 tabular-nums [&>dd]:pl-3">
                <dt className="text-slate-600">HSN</dt>
                <dd className="text-right font-mono">{line.hsnCode ?? "—"}</dd>
                <dt className="text-slate-600">Qty × rate</dt>
                <dd className="text-right">
                  {quantityText(line)} × {money(line.price)}
                </dd>
                <dt className="text-slate-600">Taxable value</dt>
                <dd className="text-right">{money(line.taxable)}</dd>
                {taxNames.map((name) => (
                  <TaxRow key={name} name={taxNameOf(name, supplierState)} rate={rates[name]} amount={money(amounts[name])} />
                ))}
                <dt className="border-t border-slate-200 pt-1 font-semibold">Amount</dt>
                <dd className="border-t border-slate-200 pt-1 text-right font-semibold">{money(line.taxable + line.gst)}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className="mt-5 hidden overflow-x-auto sm:block print:block" tabIndex={0} role="region" aria-label="Invoice lines">
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
              {["Qty", "Rate", "Taxable value", ...taxNames.map((name) => taxNameOf(name, supplierState)), "Amount"].map((heading) => (
                <th key={heading} scope="col" className={`${cell} text-right`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.items.map((line, index) => {
              const { amounts, rates } = taxes(line);
              return (
                <tr key={`${line.productId ?? line.name}-${index}`}>
                  <td className={cell}>{index + 1}</td>
                  <td className={cell}>{line.name}</td>
                  <td className={`${cell} font-mono`}>{line.hsnCode ?? "—"}</td>
                  <td className={num}>{quantityText(line)}</td>
                  <td className={num}>{money(line.price)}</td>
                  <td className={num}>{money(line.taxable)}</td>
                  {taxNames.map((name) => (
                    <TaxCell key={name} rate={rates[name]} amount={amounts[name]} money={money} />
                  ))}
                  <td className={`${num} font-semibold`}>{money(line.taxable + line.gst)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function TaxCell({ rate, amount, money }: { rate: number; amount: number; money: Money }) {
  return (
    <td className={num}>
      <span className="block">{money(amount)}</span>
      <span className="block text-xs text-slate-600">@ {percent(rate)}</span>
    </td>
  );
}

function TaxRow({ name, rate, amount }: { name: string; rate: number; amount: string }) {
  return (
    <>
      <dt className="text-slate-600">
        {name} @ {percent(rate)}
      </dt>
      <dd className="text-right">{amount}</dd>
    </>
  );
}
