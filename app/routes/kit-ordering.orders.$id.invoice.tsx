import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { TaxInvoice } from "~/components/orders/tax-invoice";
import { LinkButton } from "~/components/ui/button";
import { ServiceError } from "~/lib/errors";
import { requireKitAccess } from "~/lib/guards.server";
import { SITE_NAME } from "~/lib/site";
import { getOrder } from "~/services/orders.server";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo } from "~/services/site-info.server";

// A bare printable document, outside the site layout (no header, footer or menu on the paper).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax Invoice ${data.order.invoiceNumber} | ${SITE_NAME}` : `Invoice not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Three D1 queries: the session's user, the order (a partner's own only; others are 404) and the UPI payee (site settings). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  const deps = depsFrom(args.context);
  try {
    const [order, info] = await Promise.all([getOrder(deps, user, args.params.id ?? ""), getSiteInfo(deps, user)]);
    // The pay panel (components/orders/invoice-payment.tsx) is for the order's own partner.
    return { order, upi: order.userId === user.id ? (info.upi ?? null) : undefined };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export default function InvoiceRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <TaxInvoice order={order} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">{notFound ? "Invoice not found" : "Could not show this invoice"}</h1>
      <p className="text-lg text-slate-600">
        {notFound ? "There is no invoice here, or it belongs to another account." : "Something went wrong. Please try again in a moment."}
      </p>
      <LinkButton to="/kit-ordering/orders" size="lg">
        Back to My Orders
      </LinkButton>
    </main>
  );
}
