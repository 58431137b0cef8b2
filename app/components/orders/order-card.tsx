import { Icon } from "~/components/icon";
import { formatRupees } from "~/lib/gst";
import { itemCountOf, itemsLabel } from "./order-format";
import { StatusBadge } from "./status-badge";
import { StatusControl } from "./status-control";
import { DispatchInfo } from "./dispatch-info";
import { PaymentBadge } from "./payment-badge";
import { PaymentReview } from "./payment-review";
import { OrderPayment } from "./order-payment";
import type { PaymentSettings } from "~/lib/payment-options";
import type { OrderView } from "./types";
import { Button, LinkButton } from "~/components/ui/button";
import { formatIndiaDay } from "~/lib/dates";

type OrderCardProps = {
  order: OrderView;
  isAdmin: boolean;
  canReorder: boolean;
  reordering: boolean;
  onReorder: (order: OrderView) => void;
  onUpdated: (order: OrderView) => void;
  /** How partners pay (UPI payee, bank account), on the partner's own orders (undefined: the admin's lists). */
  pay?: PaymentSettings;
};

export function OrderCard({ order, isAdmin, canReorder, reordering, onReorder, onUpdated, pay }: OrderCardProps) {
  const count = itemCountOf(order.items);
  const names = order.items.map((item) => item.name);
  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`order-${order.id}`} className="font-mono text-base font-bold text-brand-900">
            {order.invoiceNumber}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatIndiaDay(order.createdAt)}</time>
            {isAdmin ? <> · {order.franchiseeName}</> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {order.status === "cancelled" ? null : <PaymentBadge status={order.paymentStatus} />}
          <StatusBadge status={order.status} />
        </div>
      </div>

      <p className="mt-3 line-clamp-2 text-sm text-slate-700">{names.join(", ")}</p>

      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Items</dt>
          <dd className="font-semibold text-slate-900">{itemsLabel(count)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Total (incl. GST)</dt>
          <dd className="font-semibold text-slate-900">{formatRupees(order.total)}</dd>
        </div>
        {order.gstNumber ? (
          <div>
            <dt className="text-slate-600">GSTIN</dt>
            <dd className="font-mono font-semibold text-slate-900">{order.gstNumber}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-4 space-y-3">
        <DispatchInfo order={order} />
        {isAdmin ? <PaymentReview order={order} onUpdated={onUpdated} /> : null}
        {pay !== undefined && !isAdmin ? <OrderPayment order={order} pay={pay} onUpdated={onUpdated} /> : null}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <LinkButton to={`/kit-ordering/orders/${order.id}/invoice`} variant="brandOutline" size="sm">
          <Icon name="file-text" className="size-4" />
          View invoice<span className="sr-only"> {order.invoiceNumber}</span>
        </LinkButton>
        {order.creditNoteNumber ? (
          <LinkButton to={`/kit-ordering/orders/${order.id}/credit-note`} variant="brandOutline" size="sm">
            <Icon name="file-text" className="size-4" />
            View credit note<span className="sr-only"> {order.creditNoteNumber}</span>
          </LinkButton>
        ) : null}
        {canReorder ? (
          <Button type="button" onClick={() => onReorder(order)} disabled={reordering} variant="accent" size="sm">
            <Icon name="rotate-ccw" className="size-4" />
            {reordering ? "Adding..." : "Reorder"}
            <span className="sr-only"> {order.invoiceNumber}</span>
          </Button>
        ) : null}
        {isAdmin ? (
          <div className="sm:ml-auto">
            <StatusControl order={order} onUpdated={onUpdated} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
