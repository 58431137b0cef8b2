import type { OrderStatus } from "~/lib/enums";

export const ORDER_STATUS_LIST: readonly OrderStatus[] = ["placed", "confirmed", "dispatched", "delivered", "cancelled"];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** What the admin's control calls each move. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  placed: "Mark placed",
  confirmed: "Mark confirmed",
  dispatched: "Mark dispatched",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};

/** Each status its own hue, all with text at AA contrast on their tint. */
export const STATUS_STYLES: Record<OrderStatus, string> = {
  placed: "bg-sky-50 text-sky-800 ring-sky-200",
  confirmed: "bg-brand-50 text-brand-800 ring-brand-100",
  dispatched: "bg-amber-50 text-amber-900 ring-amber-300",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
};

export const itemCountOf = (items: readonly { qty: number }[]) => items.reduce((sum, item) => sum + item.qty, 0);

export const itemsLabel = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
