import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { deleteProduct, updateProduct } from "~/services/products.server";
import { productSchema } from "~/validation/products";

/** PUT /api/products/{id} and DELETE /api/products/{id} (admin). */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const input = await readJsonBody(args.request, productSchema, IMAGE_JSON_BODY_LIMIT);
    const product = await updateProduct(depsFrom(args.context), user, { ...input, id: args.params.id ?? "" });
    return jsonOk({ message: "Product updated successfully", product });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const product = await deleteProduct(depsFrom(args.context), user, args.params.id ?? "");
    return jsonOk({ message: "Product deleted successfully", product });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
