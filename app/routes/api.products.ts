import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { createProduct, listProducts, readProductJson } from "~/services/products.server";

/** GET /api/products: the catalogue, public as the contract lists it. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  return jsonOk({ products: await listProducts(context.db) });
});

/** POST /api/products (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readProductJson(args.request);
  const product = await createProduct({ db: args.context.db, bucket: args.context.cloudflare.env.IMAGES }, user, input);
  return jsonOk({ message: "Product created successfully", product }, { status: 201 });
});
