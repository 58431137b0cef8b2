import { useId, useState } from "react";
import { isPayable } from "~/lib/payment-states";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { Order } from "~/services/orders.server";
import type { OrderActionData, OrderView } from "./types";
import { formatIndiaDateTime } from "~/lib/dates";
import { SharedPayment } from "./shared-payment";

const ORDERS_ACTION = "/kit-ordering/orders?index";

/**
 * The admin's view of an order's payment: its status, the UTR and when it was reported (and the
 * orders it pays together, when shared), and the decision: "Mark paid" (after finding the money in
 * the bank), or "Reject" with the reason the partner reads. The decision carries the UTR shown, so a
 * correction the partner sends meanwhile is refused rather than confirmed unseen.
 */
export function PaymentReview({ order, onUpdated }: { order: Order; onUpdated: (order: OrderView) => void }) {
  const fetcher = useActionFetcher<OrderActionData>({
    successTitle: "Payment updated",
    errorTitle: "Could not update the payment",
    onSuccess: (result) => {
      if (result.data?.order) onUpdated(result.data.order);
      setRejecting(false);
    },
  });
  const [rejecting, setRejecting] = useState(false);
  const noteId = useId();
  const busy = fetcher.state !== "idle";
  const canDecide = isPayable(order);
  return (
    <div className="space-y-2 text-sm">
      {order.paymentReference || order.paidAt || order.paymentNote ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          {order.paymentReference ? (
            <span>
              UTR <span className="font-mono font-semibold text-slate-900">{order.paymentReference}</span>
              {order.paymentReportedAt ? <>, reported {formatIndiaDateTime(order.paymentReportedAt)}</> : null}
            </span>
          ) : null}
          {order.paidAt ? <span>Paid {formatIndiaDateTime(order.paidAt)}</span> : null}
          {order.paymentNote ? <span className="text-slate-600">Note: {order.paymentNote}</span> : null}
        </p>
      ) : null}
      <SharedPayment order={order} />
      {canDecide ? (
        <fetcher.Form method="post" action={ORDERS_ACTION} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="decidePayment" />
          <input type="hidden" name="id" value={order.id} />
          {order.paymentReference ? <input type="hidden" name="utr" value={order.paymentReference} /> : null}
          {rejecting ? (
            <>
              <label htmlFor={noteId} className="block w-full text-sm font-semibold text-slate-800 sm:w-auto sm:flex-1">
                Why is it rejected? (the partner reads this)
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the admin's click on Reject: the reason is what comes next */}
                <input id={noteId} name="note" required maxLength={300} autoFocus className={`${inputClass} mt-1`} />
              </label>
              <Button key="reject" type="submit" name="paymentStatus" value="rejected" variant="danger" size="sm" disabled={busy}>
                Reject payment<span className="sr-only"> of {order.invoiceNumber}</span>
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setRejecting(false)}>
                Back
              </Button>
            </>
          ) : (
            <>
              {/* Primary for a reported payment; quieter when no payment was reported (the money was found some other way). */}
              <Button
                type="submit"
                name="paymentStatus"
                value="paid"
                size="sm"
                variant={order.paymentStatus === "reported" ? "primary" : "outline"}
                disabled={busy}
              >
                Mark paid<span className="sr-only"> {order.invoiceNumber}</span>
              </Button>
              {order.paymentStatus === "reported" ? (
                // Keyed apart from the submit button above: reusing one element would submit the form on this click.
                <Button key="ask-reason" type="button" variant="dangerOutline" size="sm" onClick={() => setRejecting(true)}>
                  Reject<span className="sr-only"> payment of {order.invoiceNumber}</span>
                </Button>
              ) : null}
            </>
          )}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
