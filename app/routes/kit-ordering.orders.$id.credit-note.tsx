import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { CreditNote } from "~/components/orders/credit-note";
import { PrintableError } from "~/components/printable-page";
import { orPageNotFound } from "~/lib/http.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getCreditNote } from "~/services/orders.server";
import { requireKitAccess } from "~/web/guards.server";

// A bare printable document like the invoice, outside the site layout.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Credit Note ${data.order.creditNoteNumber} | ${SITE_NAME}` : `Credit note not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Two D1 queries: the session's user and the order (a partner's own only; others, and orders without a credit note, are 404). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  return { order: await orPageNotFound(getCreditNote(depsFrom(args.context), user, args.params.id ?? "")) };
}

export default function CreditNoteRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <CreditNote order={order} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="credit note"
      notFoundText="There is no credit note here: the order was not cancelled, or it belongs to another account."
      back={{ to: "/kit-ordering/orders", label: "Back to My Orders" }}
    />
  );
}
