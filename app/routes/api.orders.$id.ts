import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiKitAccess } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { getOrder, updateOrderStatus } from "~/services/orders.server";
import { orderStatusSchema } from "~/validation/orders";
import { depsFrom } from "~/services/deps.server";

/** GET /api/orders/{id}: the caller's own order, or any for an admin (others answer 404). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiKitAccess(args);
  return jsonOk({ order: await getOrder(depsFrom(args.context), user, args.params.id ?? "") });
});

/** PATCH /api/orders/{id} with `{ status }` (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await requireApiKitAccess(args);
  const { status } = await readJsonBody(request, orderStatusSchema);
  const order = await updateOrderStatus(depsFrom(context), user, { id: params.id ?? "", status });
  return jsonOk({ message: `Order marked ${status}`, order });
});
