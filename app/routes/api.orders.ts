import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiKitAccess } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { readPagination } from "~/lib/pagination.server";
import { listOrders, ORDER_PLACED_MESSAGE, placeOrder, readIdempotencyKey } from "~/services/orders.server";
import { orderListFilterSchema, orderSchema } from "~/validation/orders";

/** GET /api/orders: the caller's own orders (every order for an admin), `?status=&limit=&offset=`. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiKitAccess(args);
  const url = new URL(args.request.url);
  const { status } = parseWith(orderListFilterSchema, { status: url.searchParams.get("status") });
  return jsonOk(await listOrders(args.context.db, user, { status, ...readPagination(url) }));
});

/** POST /api/orders (approved franchise partner or admin); an Idempotency-Key makes retries safe. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiKitAccess(args);
  const key = readIdempotencyKey(request);
  const input = await readJsonBody(request, orderSchema);
  const { order, replayed, notificationIds } = await placeOrder(context.db, user, input, key);
  context.deliver(notificationIds);
  return jsonOk({ message: ORDER_PLACED_MESSAGE, order }, { status: replayed ? 200 : 201 });
});
