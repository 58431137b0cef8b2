import { Link } from "@remix-run/react";
import type { Order } from "~/services/orders.server";
import { InvoiceHeader } from "./invoice-header";
import { InvoiceParties } from "./invoice-parties";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceFooter, InvoiceTotals } from "./invoice-totals";
import { InvoicePayment } from "./invoice-payment";
import { GstDocument } from "./gst-document";

/**
 * A GST tax invoice (CGST Rules, rule 46): supplier and buyer with GSTINs, invoice number and date,
 * place of supply, HSN, quantity, rate, taxable value and tax per line, CGST + SGST within the
 * supplier's state or IGST across states, totals and the amount in words. Prints on one A4 sheet.
 */
export function TaxInvoice({ order }: { order: Order }) {
  return (
    <GstDocument>
      <InvoiceHeader order={order} />
      {order.status === "cancelled" ? (
        <p className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
          {order.creditNoteNumber ? (
            <>
              This order was cancelled: its tax is reversed by credit note{" "}
              <Link to={`/kit-ordering/orders/${order.id}/credit-note`} className="font-mono underline">
                {order.creditNoteNumber}
              </Link>
              .
            </>
          ) : (
            "This order was cancelled."
          )}
        </p>
      ) : null}
      <InvoiceParties order={order} />
      <InvoiceLines order={order} />
      <InvoiceTotals order={order} />
      <InvoiceFooter order={order} />
      <InvoicePayment order={order} />
    </GstDocument>
  );
}
