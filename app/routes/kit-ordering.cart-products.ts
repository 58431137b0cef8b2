import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireKitAccess } from "~/web/guards.server";
import { apiHandler, parseWith } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { cartProducts } from "~/services/profile.server";
import { cartProductsQuerySchema } from "~/validation/products";

/**
 * GET /kit-ordering/cart-products?ids=: `{ ids, products }`, the kits of the reader's cart that the
 * kit page's catalogue page does not show (a kit that is gone is not among them).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireKitAccess(args);
  const { ids } = parseWith(cartProductsQuerySchema, { ids: new URL(args.request.url).searchParams.get("ids") ?? undefined });
  const products = await cartProducts(depsFrom(args.context), user, ids);
  return Response.json({ ids, products }, { headers: { "Cache-Control": "private, no-store" } });
});
