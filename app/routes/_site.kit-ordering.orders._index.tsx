import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { STATUS_LABELS } from "~/components/orders/order-format";
import { OrdersPage } from "~/components/orders/orders-page";
import type { OrdersPageData } from "~/components/orders/types";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { requireAdmin, requireKitAccess } from "~/lib/guards.server";
import { pageAction } from "~/lib/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { canManageOrders } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { listOrders, updateOrderStatus, withNextStatuses as withMoves } from "~/services/orders.server";
import { ORDER_FAILURES, orderActionSchema, orderListFilters } from "~/validation/orders";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.isAdmin ? "All Orders" : "My Orders"} | ${SITE_NAME}` },
  { name: "description", content: "Your educational kit orders with their status and GST tax invoices." },
  { name: "robots", content: "noindex" },
];

/**
 * Two D1 queries: the session's user and one page of orders. (Reorder reads the catalogue's stock
 * when clicked, so an admin's form post without JavaScript, action and loader in one request, stays
 * within four queries even when the move is refused.)
 */
export async function loader(args: LoaderFunctionArgs): Promise<OrdersPageData> {
  const user = await requireKitAccess(args);
  const { status, ...page } = pageListQuery(new URL(args.request.url), orderListFilters, 20);
  const list = await listOrders(depsFrom(args.context), user, { status, ...page });
  return {
    userId: user.id,
    isAdmin: canManageOrders(user),
    status: status ?? null,
    orders: list.orders.map(withMoves),
    hasMore: list.hasMore,
    nextOffset: list.nextOffset,
  };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: orderActionSchema,
  failures: ORDER_FAILURES,
  handlers: {
    updateStatus: async ({ deps, actor, input }) => {
      const order = await updateOrderStatus(deps, actor, input);
      return {
        message: `Order ${order.invoiceNumber} is now ${STATUS_LABELS[order.status].toLowerCase()}.`,
        data: { order: withMoves(order) },
      };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(ORDER_FAILURES);

export default function OrdersRoute() {
  const data = useLoaderData<typeof loader>();
  return <OrdersPage data={data} />;
}
