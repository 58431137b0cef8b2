import { Form, Link } from "@remix-run/react";
import { useCallback } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { LoadMoreLink } from "~/components/load-more-link";
import { ORDER_STATUS_LIST, STATUS_LABELS } from "~/components/orders/order-format";
import { OrderCard } from "~/components/orders/order-card";
import type { OrderView } from "~/components/orders/types";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { OrderStatus, PaymentStatus } from "~/lib/enums";
import { PAYMENT_LABELS, PAYMENT_STATUS_LIST } from "~/components/orders/payment-format";
import { formatRupees } from "~/lib/gst";
import type { loader } from "~/routes/_site.admin.orders";
import type { OrderFilters, OrderListTotals } from "~/services/orders.server";
import { CsvExports } from "./csv-exports";
import { Gstr1Exports } from "./gstr1-exports";
import { adminTabHref } from "./types";
import { formatCount } from "~/lib/counts";

type OrdersTabData = Awaited<ReturnType<typeof loader>>;

/** The tab's address with these filters (and a later page). */
const hrefFor = ({ q, from, to, status, payment }: OrderFilters, offset?: number) =>
  adminTabHref("orders", { q, from, to, status, payment, offset });

/** All Orders for the admin: search, a range of days, the status, the totals of what is selected, and the accountant's exports. */
export function OrdersTab({ page }: { page: OrdersTabData }) {
  const { filters, totals } = page;
  const scope = hrefFor(filters);
  const more = useAppendedPages<OrderView, Partial<OrdersTabData>>(
    { items: page.orders, hasMore: page.hasMore, nextOffset: page.nextOffset },
    scope,
    (data) =>
      data.orders && data.filters
        ? { items: data.orders, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope: hrefFor(data.filters) }
        : null,
  );
  const { update } = more;
  const applyUpdate = useCallback(
    (updated: OrderView) => update((orders) => orders.map((order) => (order.id === updated.id ? updated : order))),
    [update],
  );
  const filtered = Boolean(filters.q || filters.from || filters.to || filters.status || filters.payment);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <CsvExports today={page.today} />
        <Gstr1Exports today={page.today} />
      </div>

      <div className="space-y-4">
        <div>
          <h3 className="text-lg font-bold text-brand-900">All orders</h3>
          <p className="text-sm text-slate-600">Every partner&apos;s kit orders, newest first. Days are in Indian time.</p>
        </div>
        {/* Keyed by the filters: its fields start from the address again after Clear or a chip. */}
        <OrderFilterForm key={scope} filters={filters} />
        <FilterChips
          label="Order status"
          items={[null, ...ORDER_STATUS_LIST].map((status: OrderStatus | null) => ({
            key: status ?? "all",
            to: hrefFor({ ...filters, status: status ?? undefined }),
            label: status ? STATUS_LABELS[status] : "All",
            active: status === (filters.status ?? null),
          }))}
        />
        <FilterChips
          label="Payment"
          variant="subtle"
          items={[null, ...PAYMENT_STATUS_LIST].map((payment: PaymentStatus | null) => ({
            key: payment ?? "all",
            to: hrefFor({ ...filters, payment: payment ?? undefined }),
            label: payment ? PAYMENT_LABELS[payment] : "Any payment",
            active: payment === (filters.payment ?? null),
          }))}
        />
        <OrderTotals totals={totals} />
        {more.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
            {filtered ? "No orders match these filters." : "No orders yet."}
          </p>
        ) : (
          <ul aria-label="Orders" className="space-y-4">
            {more.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} isAdmin canReorder={false} reordering={false} onReorder={() => {}} onUpdated={applyUpdate} />
              </li>
            ))}
          </ul>
        )}
        {more.hasMore && more.nextOffset !== null ? (
          <LoadMoreLink href={hrefFor(filters, more.nextOffset)} loading={more.loading} onLoad={more.load} />
        ) : null}
      </div>
    </div>
  );
}

/** A plain GET form: the filters live in the address, so a filtered list can be bookmarked or shared. */
function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  return (
    <Form method="get" preventScrollReset role="search" aria-label="Filter orders" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      {filters.payment ? <input type="hidden" name="payment" value={filters.payment} /> : null}
      <label className="block text-sm font-semibold text-slate-800">
        Partner, invoice number or GSTIN
        <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} className={`${inputClass} mt-1`} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={`${inputClass} mt-1`} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={`${inputClass} mt-1`} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit">
          <Icon name="package-search" className="size-4" />
          Filter
        </Button>
        {filters.q || filters.from || filters.to ? (
          <Link
            to={hrefFor({ status: filters.status, payment: filters.payment })}
            preventScrollReset
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function OrderTotals({ totals }: { totals: OrderListTotals }) {
  const items = [
    { label: "Orders", value: formatCount(totals.count) },
    { label: "Taxable value", value: formatRupees(totals.subtotal) },
    { label: "GST", value: formatRupees(totals.gst) },
    { label: "Total", value: formatRupees(totals.total) },
    { label: "Credit notes", value: formatRupees(totals.credited) },
    { label: "Net of credit notes", value: formatRupees(totals.net) },
    { label: "Unpaid", value: formatRupees(totals.unpaid) },
  ];
  return (
    <section aria-label="Totals of the selected orders" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="text-lg font-bold text-brand-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
