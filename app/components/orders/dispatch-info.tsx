import { Icon } from "~/components/icon";
import { trackingLink } from "~/web/couriers";
import type { Order } from "~/services/orders.server";

/** How a dispatched order travels: the courier, the tracking number, and where to track it. */
export function DispatchInfo({ order }: { order: Pick<Order, "courier" | "trackingNumber"> }) {
  if (!order.courier && !order.trackingNumber) return null;
  const link = trackingLink(order.courier, order.trackingNumber);
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon name="package" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        Shipped{order.courier ? <> by {order.courier}</> : null}
        {order.trackingNumber ? (
          <>
            , tracking number <span className="font-mono font-semibold text-slate-900">{order.trackingNumber}</span>
          </>
        ) : null}
        .{" "}
        {link ? (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:underline print:hidden"
          >
            {link.withNumber ? "Track parcel" : `Track on ${link.name}'s site`}
            <Icon name="external-link" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </span>
    </p>
  );
}
