import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { KitPage, type KitPageData } from "~/components/kit/kit-page";
import type { KitActionData } from "~/components/kit/types";
import { invalidInput, ServiceError } from "~/lib/errors.server";
import { readFormData } from "~/lib/form.server";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { runFormAction } from "~/lib/form-action.server";
import { requireKitAccess } from "~/lib/guards.server";
import { parseWith, readJsonValue } from "~/lib/http.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { checkIdempotencyKey, ORDER_PLACED_MESSAGE, placeOrder } from "~/services/orders.server";
import { createProduct, deleteProduct, listProducts, updateProduct } from "~/services/products.server";
import { orderSchema } from "~/validation/orders";
import { productFormSchema } from "~/validation/products";

export const meta: MetaFunction = () => [
  { title: `Kit Ordering | ${SITE_NAME}` },
  {
    name: "description",
    content: "Order abacus, phonics and Vedic maths teaching kits for your franchise centre, with a GST tax invoice for every order.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs): Promise<KitPageData> {
  const user = await requireKitAccess(args);
  const products = await listProducts(args.context.db);
  return { user: { id: user.id, name: user.name, role: user.role }, products, canManage: isAdmin(user) };
}

const PRODUCT_MESSAGES = { createProduct: "Product created successfully", updateProduct: "Product updated successfully" } as const;

/** What each intent says when it fails unexpectedly or no answer arrives (the order's is the spec's). */
const FAILURES = {
  placeOrder: "Could not place order",
  createProduct: "Could not save the product. Please try again.",
  updateProduct: "Could not save the product. Please try again.",
  deleteProduct: "Could not delete the product. Please try again.",
} as const;
const failureFor = (intent: string | null) =>
  FAILURES[intent === "createProduct" || intent === "updateProduct" || intent === "deleteProduct" ? intent : "placeOrder"];

/** Failures come back as readable data with their HTTP status (4xx answers skip revalidation). */
const failed = (error: ServiceError) =>
  data<KitActionData>({ ok: false, message: error.message, status: error.status }, { status: error.status });

export async function action(args: ActionFunctionArgs) {
  const user = await requireKitAccess(args);
  const { request, context } = args;
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent");
  const id = url.searchParams.get("id") ?? "";
  const deps = { db: context.db, bucket: context.cloudflare.env.IMAGES };

  try {
    if (intent === "placeOrder") {
      const body = await readJsonValue(request);
      const input = parseWith(orderSchema, body);
      // One key per opening of the checkout, so a double submit places one order.
      const key = checkIdempotencyKey((body as { idempotencyKey?: unknown }).idempotencyKey);
      const { notificationIds } = await placeOrder(context.db, user, input, key);
      context.deliver(notificationIds);
      return { ok: true, message: ORDER_PLACED_MESSAGE } satisfies KitActionData;
    }
    if (intent === "deleteProduct") {
      await readFormData(request);
      await deleteProduct(deps, user, id);
      return { ok: true, message: "Product deleted successfully" } satisfies KitActionData;
    }
    if (intent !== "createProduct" && intent !== "updateProduct") throw invalidInput("Unknown action.");
  } catch (error) {
    if (error instanceof ServiceError) return failed(error);
    console.error(`Kit ${intent} failed`, error);
    return data<KitActionData>({ ok: false, message: failureFor(intent) }, { status: 500 });
  }

  const outcome = await runFormAction(
    request,
    productFormSchema,
    async (input, formData) => {
      const product = { ...input, imageUrl: imageFromForm(input.imageUrl, formData) };
      if (intent === "createProduct") await createProduct(deps, user, product);
      else await updateProduct(deps, user, id, product);
      return { ok: true as const, message: PRODUCT_MESSAGES[intent] };
    },
    { bodyLimit: IMAGE_FORM_BODY_LIMIT, unexpected: failureFor(intent) },
  );
  if ("ok" in outcome) return outcome;
  const message = outcome.result.error?.[""]?.[0] ?? "Please correct the highlighted fields.";
  return data<KitActionData>({ ok: false, message, status: 400, result: outcome.result }, { status: 400 });
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((_kind, intent): KitActionData => ({ ok: false, message: failureFor(intent) }));

export default function KitOrderingRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <KitPage data={loaderData} />;
}
