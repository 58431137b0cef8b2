import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { TaxInvoice } from "~/components/orders/tax-invoice";
import { requireKitAccess } from "~/web/guards.server";
import { SITE_NAME } from "~/lib/site";
import { getOrder } from "~/services/orders.server";
import { depsFrom } from "~/services/deps.server";
import { getPaymentSettings } from "~/services/payment-flow.server";
import { orPageNotFound } from "~/lib/http.server";
import { PrintableError } from "~/components/printable-page";

// A bare printable document, outside the site layout (no header, footer or menu on the paper).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax Invoice ${data.order.invoiceNumber} | ${SITE_NAME}` : `Invoice not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Three D1 queries: the session's user, the order (a partner's own only; others are 404) and how to pay (site settings). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  const deps = depsFrom(args.context);
  const [order, pay] = await Promise.all([orPageNotFound(getOrder(deps, user, args.params.id ?? "")), getPaymentSettings(deps, user)]);
  // The pay panel (components/orders/invoice-payment.tsx) is for the order's own partner.
  return { order, pay: order.userId === user.id ? pay : undefined };
}

export default function InvoiceRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <TaxInvoice order={order} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="invoice"
      notFoundText="There is no invoice here, or it belongs to another account."
      back={{ to: "/kit-ordering/orders", label: "Back to My Orders" }}
    />
  );
}
