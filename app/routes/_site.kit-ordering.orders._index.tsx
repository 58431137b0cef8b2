import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { STATUS_LABELS } from "~/components/orders/order-format";
import { OrdersPage } from "~/components/orders/orders-page";
import type { OrdersPageData } from "~/components/orders/types";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireKitAccess } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { canManageOrders } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { listOrders, updateOrderStatus, withNextStatuses as withMoves } from "~/services/orders.server";
import { decidePayment, reportPayment } from "~/services/payments.server";
import { getPaymentSettings } from "~/services/payment-flow.server";
import { orderListFilters } from "~/validation/orders";
import { ORDERS_PAGE_FAILURES, ordersPageActionSchema } from "~/validation/payments";

// Each card carries its payment panel (the UPI code, the link, the reference form): about 4 KB and
// 0.3 ms of render, so 12 a page keeps a big partner's page well inside 10 ms of worker time.
const ORDERS_PER_PAGE = 12;

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
  const { status, ...page } = pageListQuery(new URL(args.request.url), orderListFilters, ORDERS_PER_PAGE);
  const deps = depsFrom(args.context);
  // The UPI payee and bank account: read with the footer's settings (one query for both).
  const [list, pay] = await Promise.all([listOrders(deps, user, { status, ...page }), getPaymentSettings(deps, user)]);
  return {
    pay,
    userId: user.id,
    isAdmin: canManageOrders(user),
    status: status ?? null,
    orders: list.orders.map(withMoves),
    hasMore: list.hasMore,
    nextOffset: list.nextOffset,
  };
}

// Partners report their payments here; the services let only admins move orders and decide payments.
export const action = pageAction({
  guard: requireKitAccess,
  schema: ordersPageActionSchema,
  failures: ORDERS_PAGE_FAILURES,
  handlers: {
    updateStatus: async ({ deps, actor, input }) => {
      const order = await updateOrderStatus(deps, actor, input);
      return {
        message: `Order ${order.invoiceNumber} is now ${STATUS_LABELS[order.status].toLowerCase()}.`,
        data: { order: withMoves(order) },
      };
    },
    reportPayment: async ({ deps, actor, input }) => {
      const order = await reportPayment(deps, actor, input);
      return {
        message: `Payment reported for ${order.invoiceNumber}. We will confirm it once it reaches our bank.`,
        data: { order: withMoves(order) },
      };
    },
    decidePayment: async ({ deps, actor, input: { utr, ...decision } }) => {
      // The form carries the UTR it showed; none shown is none seen (the API may leave it out).
      const order = await decidePayment(deps, actor, { ...decision, utr: utr ?? null });
      return { message: `The payment for ${order.invoiceNumber} is now ${order.paymentStatus}.`, data: { order: withMoves(order) } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(ORDERS_PAGE_FAILURES);

export default function OrdersRoute() {
  const data = useLoaderData<typeof loader>();
  return <OrdersPage data={data} />;
}
