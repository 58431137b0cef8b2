import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiMethods, jsonOk } from "~/lib/http.server";
import { deleteProduct, readProductJson, updateProduct } from "~/services/products.server";

const deps = ({ context }: ActionFunctionArgs) => ({ db: context.db, bucket: context.cloudflare.env.IMAGES });

/** PUT /api/products/{id} and DELETE /api/products/{id} (admin). */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const product = await updateProduct(deps(args), user, args.params.id ?? "", await readProductJson(args.request));
    return jsonOk({ message: "Product updated successfully", product });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const product = await deleteProduct(deps(args), user, args.params.id ?? "");
    return jsonOk({ message: "Product deleted successfully", product });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
