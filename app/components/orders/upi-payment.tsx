import { Icon } from "~/components/icon";
import { AnchorButton } from "~/components/ui/button";
import { UtrFields } from "~/components/orders/utr-fields";
import { useActionFetcher } from "~/components/use-action-result";
import { formatRupees } from "~/lib/gst";
import type { UpiPayee } from "~/lib/site";
import { isPayable } from "~/lib/payment-states";
import { upiPayLink, upiQrPath } from "~/lib/upi";
import type { Order } from "~/services/orders.server";
import type { OrderActionData, OrderView } from "./types";
import { formatIndiaDateTime } from "~/lib/dates";
import { SharedPayment } from "./shared-payment";

const ORDERS_ACTION = "/kit-ordering/orders?index";

type Props = { order: Order; upi: UpiPayee | null; onUpdated: (order: OrderView) => void };

/**
 * The partner's payment of one order: where it stands (reported with its UTR and time, paid, or
 * rejected with the admin's reason) and, while it can be paid, "Pay ₹X by UPI": the upi:// link
 * (opens a UPI app on a phone), the same as a QR code (a desktop screen), and the UTR form.
 */
export function UpiPayment({ order, upi, onUpdated }: Props) {
  if (order.status === "cancelled") return null;
  if (order.paymentStatus === "paid")
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 print:hidden">
        <Icon name="circle-check" className="size-5 shrink-0" />
        Paid{order.paidAt ? <> on {formatIndiaDateTime(order.paidAt)}</> : null}. Thank you!
      </p>
    );
  const amount = formatRupees(order.total);
  return (
    <section
      aria-label={`Payment for ${order.invoiceNumber}`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      {order.paymentStatus === "reported" ? (
        <p role="status" className="flex items-start gap-2 text-sm text-sky-900">
          <Icon name="clock" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Payment reported</strong> with UTR <span className="font-mono font-semibold">{order.paymentReference}</span>
            {order.paymentReportedAt ? <> on {formatIndiaDateTime(order.paymentReportedAt)}</> : null}. We will confirm it once it reaches
            our bank.
          </span>
        </p>
      ) : null}
      {order.paymentStatus === "reported" ? <SharedPayment order={order} /> : null}
      {order.paymentStatus === "rejected" ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Payment not confirmed</strong>
            {order.paymentReference ? <> (UTR {order.paymentReference})</> : null}: {order.paymentNote}. Please check the reference and
            report it again.
          </span>
        </p>
      ) : null}
      {!upi ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          Payment details will follow: we will tell you how to pay for this order.
        </p>
      ) : order.paymentStatus === "reported" ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Wrong reference? Correct it</summary>
          <UtrForm order={order} onUpdated={onUpdated} />
        </details>
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={upiQrPath(order.id)}
              alt={`UPI QR code to pay ${amount} for ${order.invoiceNumber}`}
              width={148}
              height={148}
              className="hidden size-37 shrink-0 rounded-lg border border-slate-200 bg-white p-1 sm:block"
            />
            <div className="min-w-0 space-y-2">
              <h3 className="text-base font-bold text-brand-900">Pay {amount} by UPI</h3>
              <p className="text-sm text-slate-700">
                To <strong>{upi.payeeName}</strong> (<span className="font-mono break-words">{upi.vpa}</span>), with the invoice number as
                the note.
                <span className="hidden sm:inline"> Scan the code with any UPI app, or open the link on your phone.</span>
              </p>
              <AnchorButton href={upiPayLink(upi, order)} variant="primary" size="sm" className="w-full sm:w-auto">
                <Icon name="send" className="size-4" />
                Pay {amount} with a UPI app
              </AnchorButton>
            </div>
          </div>
          <UtrForm order={order} onUpdated={onUpdated} />
        </>
      )}
    </section>
  );
}

/** The UTR the partner's bank or UPI app shows after paying. */
function UtrForm({ order, onUpdated }: { order: Order; onUpdated: (order: OrderView) => void }) {
  const fetcher = useActionFetcher<OrderActionData>({
    successTitle: "Payment reported",
    errorTitle: "Could not report the payment",
    errorsInForm: true,
    onSuccess: (result) => {
      if (result.data?.order) onUpdated(result.data.order);
    },
  });
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors?.utr?.[0] ?? fetcher.data.message) : undefined;
  if (!isPayable(order)) return null;
  return (
    <fetcher.Form method="post" action={ORDERS_ACTION} className="mt-3 space-y-1.5 border-t border-slate-200 pt-3">
      <input type="hidden" name="id" value={order.id} />
      <UtrFields error={error} busy={fetcher.state !== "idle"} shareable />
    </fetcher.Form>
  );
}
