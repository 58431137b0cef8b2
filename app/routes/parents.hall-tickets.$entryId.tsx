import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { HallTicket } from "~/components/entries/hall-ticket";
import { PrintableError } from "~/components/printable-page";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { translatorOf } from "~/i18n/translate";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getParentHallTicket } from "~/services/entry-pages.server";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { requireParentPage } from "~/web/parent-session.server";
import { orMissing } from "~/web/print-sheets.server";

// A parent's own child's hall ticket, to print or keep on the phone (the same paper the centre
// prints), in the language of the parents' page it was opened from.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  const roll = data?.ticket?.entry.rollNumber;
  return [
    { title: roll ? t("printSheets.hallTicketTitle", { roll, site: SITE_NAME }) : `${t("printSheets.hallTicketMissing")} | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
};

export const headers = () => ({ "Cache-Control": "no-store" });

/** Two D1 queries: the parent's session, and the entry of a child of that phone (another family's: 404). */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const ticket = await orMissing(getParentHallTicket(depsFrom(args.context), parent.phone, args.params.entryId ?? ""));
  const messages = pageMessages(args.request, "printSheets");
  return data({ ticket: ticket && { ...ticket, back: PARENTS_PAGE }, messages }, { status: ticket ? 200 : 404 });
}

export default function ParentHallTicketRoute() {
  const { ticket } = useLoaderData<typeof loader>();
  const { t } = useT();
  if (ticket) return <HallTicket {...ticket} />;
  return (
    <PrintableError
      notFound
      document="hall ticket"
      notFoundTitle={t("printSheets.hallTicketMissing")}
      notFoundText={t("printSheets.hallTicketMissingText")}
      back={{ to: PARENTS_PAGE, label: t("printSheets.backToChildren") }}
    />
  );
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
