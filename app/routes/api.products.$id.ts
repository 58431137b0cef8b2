import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { deleteProduct, readProductJson, updateProduct } from "~/services/products.server";

const ALLOWED = ["PUT", "DELETE"];

export const loader = () => methodNotAllowed(ALLOWED);

/** PUT /api/products/{id} and DELETE /api/products/{id} (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  const user = await requireApiAdmin(args);
  const deps = { db: context.db, bucket: context.cloudflare.env.IMAGES };
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    const product = await deleteProduct(deps, user, id);
    return jsonOk({ message: "Product deleted successfully", product });
  }
  const product = await updateProduct(deps, user, id, await readProductJson(request));
  return jsonOk({ message: "Product updated successfully", product });
});
