import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { HallTicket } from "~/components/entries/hall-ticket";
import { requireMember } from "~/web/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getHallTicket } from "~/services/entry-pages.server";
import { orPageNotFound } from "~/lib/http.server";
import { PrintableError } from "~/components/printable-page";
import { pageMessages } from "~/i18n/catalog.server";
import { translatorOf } from "~/i18n/translate";

// A bare printable hall ticket, outside the site layout (no header, footer or menu on the paper).

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? translatorOf(matches).t("printSheets.hallTicketTitle", { roll: data.entry.rollNumber, site: SITE_NAME })
      : `Hall ticket not found | ${SITE_NAME}`,
  },
  { name: "robots", content: "noindex" },
];

/** Two D1 queries: the session's user and the entry with its student, centre and competition (the owner partner's or an admin's; others 404). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const ticket = await orPageNotFound(getHallTicket(depsFrom(args.context), user, args.params.entryId ?? ""));
  const back = isAdmin(user) ? `/admin/competitions/${ticket.competition.id}` : `/my-centres/competitions/${ticket.competition.id}`;
  return { ...ticket, back, messages: pageMessages(args.request, "printSheets") };
}

export default function HallTicketRoute() {
  const ticket = useLoaderData<typeof loader>();
  return <HallTicket {...ticket} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="hall ticket"
      notFoundText="There is no hall ticket here, or it belongs to another centre."
      back={{ to: "/my-centres/competitions", label: "Back to Competitions" }}
    />
  );
}
