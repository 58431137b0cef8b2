import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { HallTicket } from "~/components/entries/hall-ticket";
import { LinkButton } from "~/components/ui/button";
import { ServiceError } from "~/lib/errors";
import { requireMember } from "~/lib/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getHallTicket } from "~/services/entry-pages.server";

// A bare printable hall ticket, outside the site layout (no header, footer or menu on the paper).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Hall Ticket ${data.entry.rollNumber} | ${SITE_NAME}` : `Hall ticket not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Two D1 queries: the session's user and the entry with its student, centre and competition (the owner partner's or an admin's; others 404). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  try {
    const ticket = await getHallTicket(depsFrom(args.context), user, args.params.entryId ?? "");
    const back = isAdmin(user) ? `/admin/competitions/${ticket.competition.id}` : `/my-centres/competitions/${ticket.competition.id}`;
    return { ...ticket, back };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export default function HallTicketRoute() {
  const ticket = useLoaderData<typeof loader>();
  return <HallTicket {...ticket} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">{notFound ? "Hall ticket not found" : "Could not show this hall ticket"}</h1>
      <p className="text-lg text-slate-600">
        {notFound
          ? "There is no hall ticket here, or it belongs to another centre."
          : "Something went wrong. Please try again in a moment."}
      </p>
      <LinkButton to="/my-centres/competitions" size="lg">
        Back to Competitions
      </LinkButton>
    </main>
  );
}
