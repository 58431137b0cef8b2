import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { formatRupees, formatRupeesWithPaise, GST_STATES, HOME_STATE_CODE, rupeesInWords, taxSplit } from "~/lib/gst";
import { SUPPLIER } from "~/lib/site";
import type { Order } from "~/services/orders.server";
import { formatOrderDate, STATUS_LABELS } from "./order-format";

const percent = (value: number) => `${Number(value.toFixed(2))}%`;
const stateLabel = (code: string) => `${GST_STATES[code] ?? "Unknown state"} (${code})`;

/**
 * A GST tax invoice (CGST Rules, rule 46): supplier and buyer with GSTINs, invoice number and date,
 * place of supply, HSN, quantity, rate, taxable value and tax per line, CGST + SGST within
 * Maharashtra or IGST across states, totals and the amount in words. Prints on one A4 sheet.
 */
export function TaxInvoice({ order }: { order: Order }) {
  const intraState = order.placeOfSupply === HOME_STATE_CODE;
  const totals = taxSplit(order.gst, order.placeOfSupply);
  const cell = "border border-slate-300 px-2 py-1.5";
  const num = `${cell} whitespace-nowrap text-right tabular-nums`;

  return (
    <main className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 sm:py-10 print:min-h-0 print:bg-white print:p-0">
      <style>{"@page { size: A4; margin: 12mm; }"}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/kit-ordering/orders" className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          Back to My Orders
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="printer" className="size-4" />
          Print / Save as PDF
        </button>
      </div>

      <article className="mx-auto max-w-[210mm] bg-white p-5 text-sm text-slate-900 shadow-lg sm:p-10 print:max-w-none print:p-0 print:text-xs print:shadow-none">
        <header className="flex flex-col gap-4 border-b-2 border-brand-800 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row">
          <div>
            <p className="text-lg font-extrabold text-brand-900">{SUPPLIER.legalName}</p>
            <p className="mt-1 max-w-xs text-slate-700">{SUPPLIER.address}</p>
            <p className="mt-1 text-slate-700">State: {stateLabel(SUPPLIER.stateCode)}</p>
            <p className="mt-1 text-slate-700">
              {SUPPLIER.email} · {SUPPLIER.phone}
            </p>
            <p className="mt-1 font-semibold">
              GSTIN: <span className="font-mono">{SUPPLIER.gstin}</span>
            </p>
          </div>
          <div className="sm:text-right print:text-right">
            <h1 className="text-2xl font-extrabold uppercase tracking-wide text-brand-900">Tax Invoice</h1>
            <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-0.5 sm:justify-end print:justify-end">
              <dt className="text-slate-600">Invoice No.</dt>
              <dd className="font-mono font-semibold">{order.invoiceNumber}</dd>
              <dt className="text-slate-600">Invoice date</dt>
              <dd className="font-semibold">
                <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              </dd>
            </dl>
          </div>
        </header>

        {order.status === "cancelled" ? (
          <p className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">This order was cancelled.</p>
        ) : null}

        <section aria-labelledby="buyer" className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 id="buyer" className="text-xs font-bold uppercase tracking-wide text-slate-600">
              Bill to
            </h2>
            <p className="mt-1 font-semibold">{order.franchiseeName}</p>
            {order.gstNumber ? (
              <p className="mt-0.5">
                GSTIN: <span className="font-mono">{order.gstNumber}</span>
              </p>
            ) : (
              <p className="mt-0.5 text-slate-600">Unregistered (no GSTIN)</p>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-0.5">
            <dt className="text-slate-600">Place of supply</dt>
            <dd className="font-semibold">{stateLabel(order.placeOfSupply)}</dd>
            <dt className="text-slate-600 print:hidden">Order status</dt>
            <dd className="font-semibold print:hidden">{STATUS_LABELS[order.status]}</dd>
          </dl>
        </section>

        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
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
              {order.items.map((line, index) => (
                <tr key={`${line.productId ?? line.name}-${index}`}>
                  <td className={cell}>{index + 1}</td>
                  <td className={cell}>{line.name}</td>
                  <td className={`${cell} font-mono`}>{line.hsnCode ?? "—"}</td>
                  <td className={num}>{line.qty}</td>
                  <td className={num}>{formatRupees(line.price)}</td>
                  <td className={num}>{formatRupees(line.taxable)}</td>
                  {intraState ? (
                    <>
                      <TaxCell className={num} rate={line.gstPercent / 2} amount={line.gst / 2} />
                      <TaxCell className={num} rate={line.gstPercent / 2} amount={line.gst / 2} />
                    </>
                  ) : (
                    <TaxCell className={num} rate={line.gstPercent} amount={line.gst} />
                  )}
                  <td className={`${num} font-semibold`}>{formatRupees(line.taxable + line.gst)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:justify-between print:flex-row print:justify-between">
          <div className="sm:max-w-[55%] print:max-w-[55%]">
            <p className="text-xs font-bold uppercase tracking-wide text-slate-600">Amount in words</p>
            <p className="mt-1 font-semibold">{rupeesInWords(order.total)}</p>
          </div>
          <dl className="grid min-w-64 grid-cols-[1fr_auto] gap-y-1 tabular-nums [&>dd]:pl-6">
            <dt className="text-slate-600">Taxable value</dt>
            <dd className="text-right">{formatRupees(order.subtotal)}</dd>
            {intraState ? (
              <>
                <dt className="text-slate-600">CGST</dt>
                <dd className="text-right">{formatRupeesWithPaise(totals.cgst)}</dd>
                <dt className="text-slate-600">SGST</dt>
                <dd className="text-right">{formatRupeesWithPaise(totals.sgst)}</dd>
              </>
            ) : (
              <>
                <dt className="text-slate-600">IGST</dt>
                <dd className="text-right">{formatRupees(totals.igst)}</dd>
              </>
            )}
            <dt className="text-slate-600">Total tax</dt>
            <dd className="text-right">{formatRupees(order.gst)}</dd>
            <dt className="border-t-2 border-brand-800 pt-1 text-base font-extrabold text-brand-900">Grand total</dt>
            <dd className="border-t-2 border-brand-800 pt-1 text-right text-base font-extrabold text-brand-900">
              {formatRupees(order.total)}
            </dd>
          </dl>
        </div>

        <footer className="mt-8 flex flex-col gap-6 border-t border-slate-200 pt-4 text-slate-700 sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
          <div className="space-y-1">
            <p>Reverse charge: No</p>
            <p>This is a computer-generated invoice and needs no signature.</p>
          </div>
          <p className="font-semibold text-slate-900">For {SUPPLIER.legalName}</p>
        </footer>
      </article>
    </main>
  );
}

function TaxCell({ className, rate, amount }: { className: string; rate: number; amount: number }) {
  return (
    <td className={className}>
      <span className="block">{Number.isInteger(amount) ? formatRupees(amount) : formatRupeesWithPaise(amount)}</span>
      <span className="block text-xs text-slate-600">@ {percent(rate)}</span>
    </td>
  );
}
