import type { PaymentStatus } from "~/lib/enums";

export const PAYMENT_STATUS_LIST: readonly PaymentStatus[] = ["unpaid", "reported", "paid", "rejected"];

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  reported: "Payment reported",
  paid: "Paid",
  rejected: "Payment rejected",
};

/** Each payment status its own hue, text at AA contrast on its tint. */
export const PAYMENT_STYLES: Record<PaymentStatus, string> = {
  unpaid: "bg-slate-100 text-slate-700 ring-slate-300",
  reported: "bg-sky-50 text-sky-800 ring-sky-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
};
