import { isIntraState, rupeesInWords, supplierStateOf, taxNameOf, taxSplit } from "~/lib/gst";
import type { Order } from "~/services/orders.server";
import { invoiceMoney } from "./invoice-format";

/** The amount in words beside the taxable value, the tax (split as on the lines) and the grand total. */
export function InvoiceTotals({ order }: { order: Order }) {
  const supplierState = supplierStateOf(order.supplier);
  const totals = taxSplit(order.gst, order.placeOfSupply, supplierState);
  const money = invoiceMoney(order);
  return (
    <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:justify-between print:flex-row print:justify-between">
      <div className="sm:max-w-[55%] print:max-w-[55%]">
        <p className="text-xs font-bold uppercase tracking-wide text-slate-600">Amount in words</p>
        <p className="mt-1 font-semibold">{rupeesInWords(order.total)}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 tabular-nums sm:min-w-64 print:min-w-64 [&>dd]:pl-6">
        <dt className="text-slate-600">Taxable value</dt>
        <dd className="text-right">{money(order.subtotal)}</dd>
        {isIntraState(order.placeOfSupply, supplierState) ? (
          <>
            <dt className="text-slate-600">CGST</dt>
            <dd className="text-right">{money(totals.cgst)}</dd>
            <dt className="text-slate-600">{taxNameOf("sgst", supplierState)}</dt>
            <dd className="text-right">{money(totals.sgst)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600">IGST</dt>
            <dd className="text-right">{money(totals.igst)}</dd>
          </>
        )}
        <dt className="text-slate-600">Total tax</dt>
        <dd className="text-right">{money(order.gst)}</dd>
        <dt className="border-t-2 border-brand-800 pt-1 text-base font-extrabold text-brand-900">Grand total</dt>
        <dd className="border-t-2 border-brand-800 pt-1 text-right text-base font-extrabold text-brand-900">{money(order.total)}</dd>
      </dl>
    </div>
  );
}

export function InvoiceFooter({ order, document = "invoice" }: { order: Order; document?: "invoice" | "credit note" }) {
  return (
    <footer className="mt-8 flex flex-col gap-6 border-t border-slate-200 pt-4 text-slate-700 sm:flex-row sm:items-end sm:justify-between print:flex-row print:items-end print:justify-between">
      <div className="space-y-1">
        <p>Reverse charge: No</p>
        <p>{`This is a computer-generated ${document}.`}</p>
      </div>
      {order.supplier ? (
        // Rule 46(q): the supplier's signature, or its authorised representative's.
        <div className="text-right">
          <p className="font-semibold text-slate-900">{`For ${order.supplier.legalName}`}</p>
          <p className="mt-10 border-t border-slate-400 pt-1 text-sm">Authorised Signatory</p>
        </div>
      ) : null}
    </footer>
  );
}
