import { formatPhone, telHref } from "~/lib/indian-phones";
import type { Order } from "~/services/orders.server";
import { stateLabel } from "./invoice-format";
import { STATUS_LABELS } from "./order-format";

const headingClass = "text-xs font-bold uppercase tracking-wide text-slate-600";
const addressClass = "mt-1 whitespace-pre-line text-slate-800";

/**
 * Bill to (name, billing address, GSTIN) and Ship to (the delivery address, or the billing one,
 * and the contact phone), then the place of supply. An order placed before addresses were asked
 * for shows only what it has: its Ship to is left out when it knows nothing of the delivery.
 */
export function InvoiceParties({ order }: { order: Order }) {
  const shipTo = order.deliveryAddress ?? order.billingAddress;
  const hasShipTo = shipTo !== null || order.contactPhone !== null;
  return (
    <section aria-label="Buyer" className="mt-4 grid gap-4 sm:grid-cols-3 print:grid-cols-3">
      <div>
        <h2 className={headingClass}>Bill to</h2>
        <p className="mt-1 font-semibold">{order.franchiseeName}</p>
        {order.billingAddress ? <p className={addressClass}>{order.billingAddress}</p> : null}
        {order.gstNumber ? (
          <p className="mt-1">
            GSTIN: <span className="font-mono">{order.gstNumber}</span>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">Unregistered (no GSTIN)</p>
        )}
      </div>
      {hasShipTo ? (
        <div>
          <h2 className={headingClass}>Ship to</h2>
          <p className="mt-1 font-semibold">{order.franchiseeName}</p>
          {shipTo ? <p className={addressClass}>{shipTo}</p> : null}
          {order.contactPhone ? (
            <p className="mt-1">
              Phone:{" "}
              <a href={telHref(order.contactPhone)} className="tabular-nums text-inherit">
                {formatPhone(order.contactPhone)}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className={`grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-0.5 ${hasShipTo ? "" : "sm:col-span-2 print:col-span-2"}`}>
        <dt className="text-slate-600">Place of supply</dt>
        <dd className="font-semibold">{stateLabel(order.placeOfSupply)}</dd>
        <dt className="text-slate-600 print:hidden">Order status</dt>
        <dd className="font-semibold print:hidden">{STATUS_LABELS[order.status]}</dd>
      </dl>
      {order.notes ? (
        <div className="sm:col-span-3 print:col-span-3">
          <h2 className={headingClass}>Note from the buyer</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{order.notes}</p>
        </div>
      ) : null}
    </section>
  );
}
