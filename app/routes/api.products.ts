import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { createProduct, listProducts } from "~/services/products.server";
import { productSchema } from "~/validation/products";

/** GET /api/products: the catalogue, public as the contract lists it. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  return jsonOk({ products: await listProducts(depsFrom(context)) });
});

/** POST /api/products (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, productSchema, IMAGE_JSON_BODY_LIMIT);
  const product = await createProduct(depsFrom(args.context), user, input);
  return jsonOk({ message: "Product created successfully", product }, { status: 201 });
});
