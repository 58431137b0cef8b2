import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiKitAccess } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { reportPayment } from "~/services/payments.server";
import { reportPaymentSchema } from "~/validation/payments";

export const PAYMENT_REPORTED_MESSAGE = "Payment reported. We will confirm it once it reaches our bank.";

/**
 * POST /api/orders/{id}/payment `{ utr, sharedPayment? }`: the order's own partner reports their UPI
 * payment (`sharedPayment: true`: the same transfer paid their other order(s) reported with this UTR).
 */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const user = await requireApiKitAccess(args);
    const payment = await readJsonBody(args.request, reportPaymentSchema);
    const order = await reportPayment(depsFrom(args.context), user, { id: args.params.id ?? "", ...payment });
    return jsonOk({ message: PAYMENT_REPORTED_MESSAGE, order });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
