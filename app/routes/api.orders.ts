import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiKitAccess } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { listOrders, ORDER_PLACED_MESSAGE, placeOrder } from "~/services/orders.server";
import { orderListQuerySchema, orderSchema } from "~/validation/orders";

/** GET /api/orders: the caller's own orders (every order for an admin), `?status=&q=&from=&to=&limit=&offset=`. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiKitAccess(args);
  return jsonOk(await listOrders(depsFrom(args.context), user, readListQuery(new URL(args.request.url), orderListQuerySchema)));
});

/** POST /api/orders (approved franchise partner or admin); an Idempotency-Key header makes retries safe. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiKitAccess(args);
  const idempotencyKey = request.headers.get("Idempotency-Key") ?? undefined;
  const input = await readJsonBody(request, orderSchema);
  const { order, replayed } = await placeOrder(depsFrom(context), user, { ...input, idempotencyKey });
  return jsonOk({ message: ORDER_PLACED_MESSAGE, order }, { status: replayed ? 200 : 201 });
});
