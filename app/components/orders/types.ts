import type { ActionResult } from "~/lib/action-result";
import type { OrderStatus } from "~/lib/enums";
import type { PaymentSettings } from "~/lib/payment-options";
import type { Order } from "~/services/orders.server";

/** An order as the list shows it, with the statuses an admin may move it to. */
export type OrderView = Order & { next: readonly OrderStatus[] };

export type OrdersPageData = {
  userId: string;
  isAdmin: boolean;
  /** Where partners pay (the UPI payee and the bank account of the site settings, each null until saved). */
  pay: PaymentSettings;
  status: OrderStatus | null;
  orders: OrderView[];
  hasMore: boolean;
  nextOffset: number | null;
};

/** What the page action answers: after a move, the order as it is now. */
export type OrderActionData = ActionResult<{ order: OrderView }>;
