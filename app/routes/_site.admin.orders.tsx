import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OrdersTab } from "~/components/admin/orders-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { indiaDate } from "~/lib/dates";
import { requireAdmin } from "~/web/guards.server";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { listOrdersWithTotals, withNextStatuses } from "~/services/orders.server";
import { orderListQuerySchema } from "~/validation/orders";

// Orders: every partner's kit orders, filtered, with the totals of what is selected and the
// accountant's exports. An order's forms post to the orders page's action (ORDERS_ACTION), as the
// partner's own do; this tab has no action of its own.

/** Each card carries the admin's payment and status forms (0.25 ms of render each). */
const ADMIN_ORDERS_PER_PAGE = 10;

export const meta = adminTabMeta("orders");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  // One page of the filtered orders and the totals of all of them (not just the page shown), in one query.
  const { limit, offset, ...filters } = pageListQuery(new URL(args.request.url), orderListQuerySchema, ADMIN_ORDERS_PER_PAGE);
  const list = await listOrdersWithTotals(depsFrom(args.context), user, { ...filters, limit, offset });
  return { ...list, orders: list.orders.map(withNextStatuses), filters, today: indiaDate() };
}

export const ErrorBoundary = adminTabErrorBoundary("orders");

export default function OrdersRoute() {
  return <OrdersTab page={useLoaderData<typeof loader>()} />;
}
