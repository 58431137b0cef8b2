import { Link } from "@remix-run/react";
import type { Order } from "~/services/orders.server";
import { InvoiceHeader, type DocumentHeading } from "./invoice-header";
import { InvoiceParties } from "./invoice-parties";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceFooter, InvoiceTotals } from "./invoice-totals";
import { GstDocument } from "./gst-document";

export type CreditedOrder = Order & { creditNoteNumber: string; creditNoteAt: string };

/** The credit note's heading: its own number and date, then the invoice it reverses (CGST Rule 53(1A)). */
const creditNoteHeading = (order: CreditedOrder): DocumentHeading => ({
  title: "Credit Note",
  details: [
    { label: "Credit note No.", value: order.creditNoteNumber },
    { label: "Date", value: order.creditNoteAt, date: true },
    { label: "Against invoice", value: order.invoiceNumber },
    { label: "Invoice date", value: order.createdAt, date: true },
  ],
});

/**
 * The credit note that reverses a cancelled order's tax invoice: the supplier and buyer, the
 * original invoice's number and date, the reason, and the same lines, tax and totals. One A4 page.
 */
export function CreditNote({ order }: { order: CreditedOrder }) {
  return (
    <GstDocument>
      <InvoiceHeader order={order} heading={creditNoteHeading(order)} />
      <p className="mt-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
        <span className="font-semibold">Reason: </span>
        {order.cancelReason}
        <span className="print:hidden">
          {" · "}
          <Link to={`/kit-ordering/orders/${order.id}/invoice`} className="font-semibold text-brand-700 underline">
            View invoice {order.invoiceNumber}
          </Link>
        </span>
      </p>
      <InvoiceParties order={order} />
      <InvoiceLines order={order} />
      <InvoiceTotals order={order} />
      <InvoiceFooter order={order} document="credit note" />
    </GstDocument>
  );
}
