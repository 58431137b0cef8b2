import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ServiceError } from "~/lib/errors";
import { requireKitAccess } from "~/web/guards.server";
import { pageNotFound } from "~/lib/http.server";
import { isPayable } from "~/lib/payment-states";
import { orderDue } from "~/lib/payment-options";
import { qrSvg } from "~/web/upi-qr.server";
import { depsFrom } from "~/services/deps.server";
import { getOrder } from "~/services/orders.server";
import { howToPay } from "~/services/payment-flow.server";

/**
 * The UPI QR code of one order (the same text as its upi:// link), for a desktop screen: only to
 * the order's partner or an admin (anyone else: 404), only while it can be paid by UPI (a payee
 * saved and the total within the UPI limit). Personal (the payee and the amount), so never stored by any cache.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  const deps = depsFrom(args.context);
  let order;
  try {
    order = await getOrder(deps, user, args.params.id ?? "");
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return pageNotFound();
    throw error;
  }
  const { upi } = await howToPay(deps, user, orderDue(order));
  if (!upi || !isPayable(order)) return pageNotFound();
  return new Response(qrSvg(upi.link), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
