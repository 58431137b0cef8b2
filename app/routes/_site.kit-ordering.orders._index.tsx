import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OrdersPage } from "~/components/orders/orders-page";
import type { OrderActionData, OrdersPageData } from "~/components/orders/types";
import { STATUS_LABELS } from "~/components/orders/order-format";
import { invalidInput } from "~/lib/errors.server";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { runFormAction } from "~/lib/form-action.server";
import { requireAdmin, requireKitAccess } from "~/lib/guards.server";
import { readPagination } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { listOrders, NEXT_STATUSES, updateOrderStatus, type Order } from "~/services/orders.server";
import { orderListFilterSchema, orderStatusSchema } from "~/validation/orders";

const PAGE_SIZE = 20;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.isAdmin ? "All Orders" : "My Orders"} | ${SITE_NAME}` },
  { name: "description", content: "Your educational kit orders with their status and GST tax invoices." },
  { name: "robots", content: "noindex" },
];

const withMoves = (order: Order) => ({ ...order, next: NEXT_STATUSES[order.status] });

/**
 * Two D1 queries: the session's user and one page of orders. (Reorder reads the catalogue's stock
 * when clicked, so an admin's form post without JavaScript, action and loader in one request, stays
 * within four queries even when the move is refused.)
 */
export async function loader(args: LoaderFunctionArgs): Promise<OrdersPageData> {
  const user = await requireKitAccess(args);
  const url = new URL(args.request.url);
  const filter = orderListFilterSchema.safeParse({ status: url.searchParams.get("status") });
  const status = filter.success ? (filter.data.status ?? null) : null; // a mistyped link shows everything
  let pagination;
  try {
    pagination = readPagination(url, PAGE_SIZE);
  } catch {
    pagination = { limit: PAGE_SIZE, offset: 0 };
  }
  const page = await listOrders(args.context.db, user, { status: status ?? undefined, ...pagination });
  return {
    userId: user.id,
    isAdmin: isAdmin(user),
    status,
    orders: page.orders.map(withMoves),
    hasMore: page.hasMore,
    nextOffset: page.nextOffset,
  };
}

const UPDATE_FAILED = "Could not update the order.";

/** intent "updateStatus" (admin): moves an order on. */
export async function action(args: ActionFunctionArgs): Promise<OrderActionData> {
  const user = await requireAdmin(args);
  const outcome = await runFormAction(
    args.request,
    orderStatusSchema,
    async ({ status }, formData) => {
      if (formData.get("intent") !== "updateStatus") throw invalidInput("Unknown action.");
      const order = await updateOrderStatus(args.context.db, user, String(formData.get("id") ?? ""), status);
      return {
        ok: true as const,
        title: "Order updated",
        message: `Order ${order.invoiceNumber} is now ${STATUS_LABELS[order.status].toLowerCase()}.`,
        order: withMoves(order),
      };
    },
    { unexpected: UPDATE_FAILED },
  );
  if ("ok" in outcome) return outcome;
  const errors = outcome.result.error ?? {};
  return { ok: false, message: errors[""]?.[0] ?? Object.values(errors).flat()[0] ?? UPDATE_FAILED };
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((): OrderActionData => ({ ok: false, message: UPDATE_FAILED }));

export default function OrdersRoute() {
  const data = useLoaderData<typeof loader>();
  return <OrdersPage data={data} />;
}
