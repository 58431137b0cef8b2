import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { KitPage, type KitPageData } from "~/components/kit/kit-page";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireKitAccess } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { canManageContent } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { supplierStateOf } from "~/lib/gst";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo } from "~/services/site-info.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { ORDER_PLACED_MESSAGE, placeOrder } from "~/services/orders.server";
import { createProduct, deleteProduct, KITS_PER_PAGE, updateProduct } from "~/services/products.server";
import { listProductsWithProfile } from "~/services/profile.server";
import { KIT_FAILURES, kitActionSchema, productListFilters } from "~/validation/products";
import { pageListQuery } from "~/lib/pagination.server";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Kit Ordering | ${SITE_NAME}` },
  {
    name: "description",
    content: "Order abacus, phonics and Vedic maths teaching kits for your franchise centre, with a GST tax invoice for every order.",
  },
  { name: "robots", content: "noindex" },
];

/** A page of the catalogue (`?category=&offset=`): "Load more" appends the next through this loader. */
export async function loader(args: LoaderFunctionArgs): Promise<KitPageData> {
  const user = await requireKitAccess(args);
  const deps = depsFrom(args.context);
  const { category, ...page } = pageListQuery(new URL(args.request.url), productListFilters, KITS_PER_PAGE);
  // The site info is the layout's read (one per request): the checkout splits the tax as the invoice will.
  // The buyer's saved details come with the catalogue, in its one query (the page's query budget).
  const [{ products, profile, hasMore, nextOffset }, info] = await Promise.all([
    listProductsWithProfile(deps, user, { category, ...page }),
    getSiteInfo(deps, user),
  ]);
  return {
    user: { id: user.id, name: user.name, role: user.role },
    products,
    category: category ?? null,
    hasMore,
    nextOffset,
    profile,
    canManage: canManageContent(user),
    supplierState: supplierStateOf(info.business),
  };
}

export const action = pageAction({
  guard: requireKitAccess,
  schema: kitActionSchema,
  failures: KIT_FAILURES,
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  jsonOnly: ["placeOrder"],
  handlers: {
    placeOrder: async ({ deps, actor, input }) => {
      const { order } = await placeOrder(deps, actor, input);
      return { message: ORDER_PLACED_MESSAGE, data: { orderId: order.id, invoiceNumber: order.invoiceNumber } };
    },
    createProduct: async ({ deps, actor, input, form }) => {
      await createProduct(deps, actor, { ...input, imageUrl: imageFromForm(input.imageUrl, form) });
      return { message: "Product created successfully" };
    },
    updateProduct: async ({ deps, actor, input, form }) => {
      await updateProduct(deps, actor, { ...input, imageUrl: imageFromForm(input.imageUrl, form) });
      return { message: "Product updated successfully" };
    },
    deleteProduct: async ({ deps, actor, input }) => {
      await deleteProduct(deps, actor, input.id);
      return { message: "Product deleted successfully" };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(KIT_FAILURES);

export default function KitOrderingRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <KitPage data={loaderData} />;
}
