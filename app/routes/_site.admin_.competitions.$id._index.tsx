import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminCompetitionPage } from "~/components/entries/admin-competition-page";
import { ServiceError } from "~/lib/errors";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { withdrawEntry } from "~/services/entries.server";
import { loadCompetitionEntries, setRegistrationClosed } from "~/services/entry-pages.server";
import { decideEntryPayment } from "~/services/entry-payments.server";
import { ADMIN_ENTRY_FAILURES, adminEntryActionSchema } from "~/validation/entries";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.competition.title ?? "Competition"} | Entries | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The session's user, then one batch: the competition with its entry count and every entry. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  try {
    const { competition, totalEntered, entries } = await loadCompetitionEntries(depsFrom(args.context), user, args.params.id ?? "");
    return { competition, totalEntered, entries };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

const PAYMENT_SAID = { paid: "Marked paid", rejected: "Payment rejected; the partner is told why" } as const;

export const action = pageAction({
  guard: requireAdmin,
  schema: adminEntryActionSchema,
  failures: ADMIN_ENTRY_FAILURES,
  handlers: {
    close: async ({ deps, actor, args }) => {
      await setRegistrationClosed(deps, actor, { competitionId: args.params.id ?? "", closed: true });
      return { message: "Registration closed" };
    },
    reopen: async ({ deps, actor, args }) => {
      await setRegistrationClosed(deps, actor, { competitionId: args.params.id ?? "", closed: false });
      return { message: "Registration reopened" };
    },
    withdraw: async ({ deps, actor, input, args }) => {
      const entry = await withdrawEntry(deps, actor, { competitionId: args.params.id ?? "", entryId: input.entryId });
      return { message: `Roll number ${entry.rollNumber} withdrawn` };
    },
    decidePayment: async ({ deps, actor, input: { intent: _intent, ...decision }, args }) => {
      const result = await decideEntryPayment(deps, actor, { competitionId: args.params.id ?? "", ...decision });
      return { message: `${PAYMENT_SAID[result.paymentStatus]} (${result.count === 1 ? "1 entry" : `${result.count} entries`})` };
    },
  },
});

export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(ADMIN_ENTRY_FAILURES);

export default function AdminCompetitionRoute() {
  const data = useLoaderData<typeof loader>();
  return <AdminCompetitionPage {...data} />;
}
