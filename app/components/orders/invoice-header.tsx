import { Fragment } from "react";
import type { Order } from "~/services/orders.server";
import { stateLabel } from "./invoice-format";
import { formatIndiaDay } from "~/lib/dates";

export const BUSINESS_NOT_SET = "Business details are not set";

/** What a document names itself by beside the supplier: its title, then labelled numbers and dates. */
export type DocumentHeading = { title: string; details: { label: string; value: string; date?: boolean }[] };

/** A tax invoice's heading: its number and date. */
export const invoiceHeading = (order: Order): DocumentHeading => ({
  title: "Tax Invoice",
  details: [
    { label: "Invoice No.", value: order.invoiceNumber },
    { label: "Invoice date", value: order.createdAt, date: true },
  ],
});

/** The supplier as the order was invoiced (name, address, state, GSTIN) beside the document's title, number and date. */
export function InvoiceHeader({ order, heading = invoiceHeading(order) }: { order: Order; heading?: DocumentHeading }) {
  const supplier = order.supplier;
  return (
    <header className="flex flex-col gap-4 border-b-2 border-brand-800 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row">
      {supplier ? (
        <div>
          <p className="text-lg font-extrabold text-brand-900">{supplier.legalName}</p>
          {supplier.tradeName ? <p className="text-slate-700">{`Trading as ${supplier.tradeName}`}</p> : null}
          <p className="mt-1 max-w-xs whitespace-pre-line text-slate-700">{supplier.address}</p>
          <p className="mt-1 text-slate-700">State: {stateLabel(supplier.stateCode)}</p>
          <p className="mt-1 text-slate-700">
            {supplier.email} · {supplier.phone}
          </p>
          <p className="mt-1 font-semibold">
            GSTIN: <span className="font-mono">{supplier.gstin}</span> · PAN: <span className="font-mono">{supplier.pan}</span>
          </p>
        </div>
      ) : (
        // No made-up registration: the invoice says plainly what is missing, and who can fix it.
        <div role="note" className="max-w-sm rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-bold">{BUSINESS_NOT_SET}</p>
          <p className="mt-1">
            This order was placed before the administrator saved the business&apos;s name, address and GSTIN (Admin Dashboard → Settings),
            so its supplier is not shown.
          </p>
        </div>
      )}
      <div className="sm:text-right print:text-right">
        <h1 className="text-2xl font-extrabold uppercase tracking-wide text-brand-900">{heading.title}</h1>
        <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-0.5 sm:justify-end print:justify-end">
          {heading.details.map(({ label, value, date }) => (
            <Fragment key={label}>
              <dt className="text-slate-600">{label}</dt>
              {date ? (
                <dd className="font-semibold">
                  <time dateTime={value}>{formatIndiaDay(value)}</time>
                </dd>
              ) : (
                <dd className="font-mono font-semibold">{value}</dd>
              )}
            </Fragment>
          ))}
        </dl>
      </div>
    </header>
  );
}
