import type { OrderStatus } from "~/db/schema";
import type { Order } from "~/services/orders.server";

/** An order as the list shows it, with the statuses an admin may move it to. */
export type OrderView = Order & { next: readonly OrderStatus[] };

export type OrdersPageData = {
  userId: string;
  isAdmin: boolean;
  status: OrderStatus | null;
  orders: OrderView[];
  hasMore: boolean;
  nextOffset: number | null;
};

export type OrderActionData = { ok: true; title: string; message: string; order: OrderView } | { ok: false; message: string };
