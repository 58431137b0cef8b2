import { useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { loader } from "~/routes/kit-ordering.orders.$id.invoice";
import type { Order } from "~/services/orders.server";
import { DispatchInfo } from "./dispatch-info";
import { PaymentBadge } from "./payment-badge";
import { OrderPayment } from "./order-payment";
import { formatIndiaDateTime } from "~/lib/dates";

/**
 * The invoice's payment and shipping: the payment status (printed), the courier and tracking
 * number, and for the order's own partner the pay panel (on screen only, never on paper).
 */
export function InvoicePayment({ order: loaded }: { order: Order }) {
  const pay = useRouteLoaderData<typeof loader>("routes/kit-ordering.orders.$id.invoice")?.pay;
  // The order as the last payment report left it, unless the page's data is newer.
  const [reported, setOrder] = useState<Order | null>(null);
  const order = reported && reported.id === loaded.id && reported.updatedAt >= loaded.updatedAt ? reported : loaded;
  return (
    <section aria-label="Payment" className="mt-6 space-y-3 border-t border-slate-200 pt-4 print:mt-3 print:pt-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-800">Payment status:</span>
        <PaymentBadge status={order.paymentStatus} />
        {order.paymentStatus === "paid" && order.paidAt ? (
          <span className="text-slate-600">on {formatIndiaDateTime(order.paidAt)}</span>
        ) : null}
        {order.paymentReference ? (
          <span className="text-slate-600">
            UTR <span className="font-mono">{order.paymentReference}</span>
          </span>
        ) : null}
      </p>
      <DispatchInfo order={order} />
      {/* Paid: the status line above says so. */}
      {pay !== undefined && order.paymentStatus !== "paid" ? <OrderPayment order={order} pay={pay} onUpdated={setOrder} /> : null}
    </section>
  );
}
