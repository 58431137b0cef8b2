import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";

export type PlacedOrder = { orderId: string; invoiceNumber: string };

/** "Order placed", naming the invoice and linking to it; it stays until dismissed or the next order. */
type Props = { order: PlacedOrder; detailsSaved: boolean; onDismiss: () => void };

export function OrderPlaced({ order, detailsSaved, onDismiss }: Props) {
  // Said where the partner looks: the checkout closes wherever the page was scrolled.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [order.orderId]);
  return (
    <div
      ref={ref}
      role="status"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 sm:p-5"
    >
      <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold">Order placed</p>
        <p className="mt-0.5">
          Your GST invoice <span className="whitespace-nowrap font-mono font-semibold">{order.invoiceNumber}</span> is ready.
          {detailsSaved ? " Your details are saved to My details." : null}
        </p>
        <Link
          to={`/kit-ordering/orders/${order.orderId}/invoice`}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
        >
          <Icon name="file-text" className="size-4" />
          <span>
            View invoice <span className="whitespace-nowrap">{order.invoiceNumber}</span>
          </span>
        </Link>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss order placed message" className="rounded p-2 hover:bg-black/5">
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
