import { Link, useNavigate } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useCallback, useState } from "react";
import { LoadMoreLink } from "~/components/load-more-link";
import { useToast } from "~/components/toast";
import { FilterChips } from "~/components/ui/filter-chips";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { OrderStatus } from "~/lib/enums";
import { ORDER_STATUS_LIST, STATUS_LABELS } from "./order-format";
import { OrderCard } from "./order-card";
import { fetchInStockIds, reorderIntoCart } from "./reorder";
import type { OrderView, OrdersPageData } from "./types";
import { LinkButton } from "~/components/ui/button";

const hrefFor = (status: OrderStatus | null, offset?: number) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (offset) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/kit-ordering/orders?${query}` : "/kit-ordering/orders";
};

export function OrdersPage({ data }: { data: OrdersPageData }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { items: orders, hasMore, nextOffset, load, loading: loadingMore, applyUpdate } = useMoreOrders(data);
  const [reordering, setReordering] = useState<string | null>(null);

  const reorder = useCallback(
    async (order: OrderView) => {
      let inStock: Set<string>;
      setReordering(order.id);
      try {
        inStock = await fetchInStockIds();
      } catch {
        toast({
          title: "Could not reorder",
          description: "We could not check which kits are in stock. Please try again.",
          variant: "error",
        });
        return;
      } finally {
        setReordering(null);
      }
      const { added, skipped } = reorderIntoCart(data.userId, order.items, inStock);
      if (added === 0) {
        toast({ title: "Nothing to reorder", description: "None of the items in this order are available right now.", variant: "error" });
        return;
      }
      if (skipped > 0) {
        const lines = `${skipped} ${skipped === 1 ? "item is" : "items are"}`;
        toast({
          title: "Some items were skipped",
          description: `${lines} out of stock or no longer sold; the rest are in your cart.`,
          variant: "error",
        });
      } else {
        toast({ title: "Added to cart", description: `The items of order ${order.invoiceNumber} are in your cart.`, variant: "success" });
      }
      navigate("/kit-ordering");
    },
    [data.userId, navigate, toast],
  );

  const heading = data.isAdmin ? "All Orders" : "My Orders";
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <Link to="/kit-ordering" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          Kit Ordering
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold text-brand-900 sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-slate-600">
          {data.isAdmin
            ? "Every partner's kit orders, newest first. Move an order on as it is confirmed, dispatched and delivered."
            : "Your kit orders, newest first, with their GST tax invoices."}
        </p>
      </div>

      {data.isAdmin ? (
        <FilterChips
          label="Order status"
          items={[null, ...ORDER_STATUS_LIST].map((status) => ({
            key: status ?? "all",
            to: hrefFor(status),
            label: status ? STATUS_LABELS[status] : "All",
            active: status === data.status,
          }))}
        />
      ) : null}

      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <Icon name="package-open" className="size-10 text-slate-500" />
          <p className="text-lg font-semibold text-slate-800">
            {data.status ? `No ${STATUS_LABELS[data.status].toLowerCase()} orders` : "No orders yet"}
          </p>
          <LinkButton to="/kit-ordering">Browse kits</LinkButton>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                isAdmin={data.isAdmin}
                canReorder={order.userId === data.userId}
                reordering={reordering === order.id}
                // Started, not awaited: reorder tells the partner by toast whatever happens.
                onReorder={(chosen) => void reorder(chosen)}
                onUpdated={applyUpdate}
                pay={data.pay}
              />
            </li>
          ))}
        </ul>
      )}

      {hasMore && nextOffset !== null ? <LoadMoreLink href={hrefFor(data.status, nextOffset)} loading={loadingMore} onLoad={load} /> : null}
    </div>
  );
}

/** Orders appended by "Load more"; a status change made here applies to them too. */
function useMoreOrders(data: OrdersPageData) {
  const more = useAppendedPages<OrderView, OrdersPageData>(
    { items: data.orders, hasMore: data.hasMore, nextOffset: data.nextOffset },
    data.status ?? "",
    (page) => ({
      items: page.orders,
      hasMore: page.hasMore,
      nextOffset: page.nextOffset,
      scope: page.status ?? "",
    }),
  );
  const { update } = more;
  const applyUpdate = useCallback(
    (updated: OrderView) => update((orders) => orders.map((order) => (order.id === updated.id ? updated : order))),
    [update],
  );
  return { ...more, applyUpdate };
}
