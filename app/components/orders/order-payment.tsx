import { Icon } from "~/components/icon";
import { PaymentOptionsPanel } from "~/components/payments/payment-options";
import { UtrFields } from "~/components/orders/utr-fields";
import { useActionFetcher } from "~/components/use-action-result";
import { formatRupees } from "~/lib/gst";
import { canPayNow, orderDue, paymentOptions, type PaymentSettings } from "~/lib/payment-options";
import { isPayable } from "~/lib/payment-states";
import { upiQrPath } from "~/lib/upi";
import type { Order } from "~/services/orders.server";
import type { OrderActionData, OrderView } from "./types";
import { formatIndiaDateTime } from "~/lib/dates";
import { SharedPayment } from "./shared-payment";

const ORDERS_ACTION = "/kit-ordering/orders?index";

type Props = { order: Order; pay: PaymentSettings; onUpdated: (order: OrderView) => void };

/**
 * The partner's payment of one order: where it stands (reported with its UTR and time, paid, or
 * rejected with the admin's reason) and, while it can be paid, how: by UPI up to its limit (the
 * upi:// link, which opens a UPI app on a phone, and the same as a QR code for a desktop screen)
 * and by bank transfer with the invoice number as the reference; then the UTR form for either.
 */
export function OrderPayment({ order, pay, onUpdated }: Props) {
  if (order.status === "cancelled") return null;
  if (order.paymentStatus === "paid")
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 print:hidden">
        <Icon name="circle-check" className="size-5 shrink-0" />
        Paid{order.paidAt ? <> on {formatIndiaDateTime(order.paidAt)}</> : null}. Thank you!
      </p>
    );
  const amount = formatRupees(order.total);
  const options = paymentOptions(pay, orderDue(order));
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
      {order.paymentStatus === "reported" ? (
        canPayNow(options) ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">Wrong reference? Correct it</summary>
            <UtrForm order={order} onUpdated={onUpdated} />
          </details>
        ) : null
      ) : (
        <>
          <PaymentOptionsPanel
            options={options}
            what="for this order"
            upiDetail="with the invoice number as the note."
            qr={
              <img
                src={upiQrPath(order.id)}
                alt={`UPI QR code to pay ${amount} for ${order.invoiceNumber}`}
                width={148}
                height={148}
                className="hidden size-37 shrink-0 rounded-lg border border-slate-200 bg-white p-1 sm:block"
              />
            }
          />
          {canPayNow(options) ? <UtrForm order={order} onUpdated={onUpdated} /> : null}
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
