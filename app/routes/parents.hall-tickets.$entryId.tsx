import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { HallTicket } from "~/components/entries/hall-ticket";
import { PrintableError } from "~/components/printable-page";
import { orPageNotFound } from "~/lib/http.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getParentHallTicket } from "~/services/entry-pages.server";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { requireParentPage } from "~/web/parent-session.server";

// A parent's own child's hall ticket, to print or keep on the phone (the same paper the centre prints).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Hall Ticket ${data.entry.rollNumber} | ${SITE_NAME}` : `Hall ticket not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "no-store" });

/** Two D1 queries: the parent's session, and the entry of a child of that phone (another family's: 404). */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const ticket = await orPageNotFound(getParentHallTicket(depsFrom(args.context), parent.phone, args.params.entryId ?? ""));
  return { ...ticket, back: PARENTS_PAGE };
}

export default function ParentHallTicketRoute() {
  return <HallTicket {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="hall ticket"
      notFoundText="There is no hall ticket here for your children."
      back={{ to: PARENTS_PAGE, label: "Back to your children" }}
    />
  );
}
