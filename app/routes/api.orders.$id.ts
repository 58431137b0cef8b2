import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { invalidInput } from "~/lib/errors";
import { orderDue, paymentOptions } from "~/lib/payment-options";
import { isPayable } from "~/lib/payment-states";
import { requireApiKitAccess } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { getOrder, updateOrderStatus } from "~/services/orders.server";
import { getPaymentSettings } from "~/services/payment-flow.server";
import { decidePayment } from "~/services/payments.server";
import { orderPatchSchema } from "~/validation/payments";
import { depsFrom } from "~/services/deps.server";

/**
 * GET /api/orders/{id}: the caller's own order, or any for an admin (others answer 404), and to its
 * partner while it can be paid, `payment`: how (bank transfer; UPI's link only within its limit).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiKitAccess(args);
  const deps = depsFrom(args.context);
  const [order, pay] = await Promise.all([getOrder(deps, user, args.params.id ?? ""), getPaymentSettings(deps, user)]);
  const payment = order.userId === user.id && isPayable(order) ? paymentOptions(pay, orderDue(order)) : null;
  return jsonOk({ order, payment });
});

/**
 * PATCH /api/orders/{id} (admin), one change at a time: `{ status, courier?, trackingNumber? }`
 * (the courier and tracking number with "dispatched"), or `{ paymentStatus: "paid" | "rejected", note?, utr }`
 * (`utr`: the UTR the admin checked, whenever the partner reported one).
 */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await requireApiKitAccess(args);
  const { status, courier, trackingNumber, reason, paymentStatus, note, utr } = await readJsonBody(request, orderPatchSchema);
  const id = params.id ?? "";
  if (paymentStatus) {
    const order = await decidePayment(depsFrom(context), user, { id, paymentStatus, note, utr });
    return jsonOk({ message: `Payment marked ${paymentStatus}`, order });
  }
  if (!status) throw invalidInput("Send status or paymentStatus", { status: ["Send status or paymentStatus"] });
  const order = await updateOrderStatus(depsFrom(context), user, { id, status, courier, trackingNumber, reason });
  return jsonOk({ message: `Order marked ${status}`, order });
});
