import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isPaymentDue } from "~/lib/payment-states";
import { useLoaderData } from "@remix-run/react";
import { PartnerCompetitionPage } from "~/components/entries/partner-competition-page";
import { partnerCompetitionPath } from "~/components/entries/types";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireMember } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { entryFeesDue, paymentOptions } from "~/lib/payment-options";
import { qrSvg } from "~/web/upi-qr.server";
import { depsFrom } from "~/services/deps.server";
import { enterStudents, withdrawEntry } from "~/services/entries.server";
import { loadCompetitionEntries } from "~/services/entry-pages.server";
import { reportEntryPayment } from "~/services/entry-payments.server";
import { getPaymentSettings } from "~/services/payment-flow.server";
import { PARTNER_ENTRY_FAILURES, partnerEntryActionSchema } from "~/validation/entries";
import { orPageNotFound } from "~/lib/http.server";
import { heroLinks } from "~/web/hero-slides";
import { levelPassLinks } from "~/web/level-pass-links";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.competition.title ?? "Competition"} | Entries | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The session's user, then one batch (the competition, the partner's entries, their roster); how to pay comes with the footer's settings. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const id = args.params.id ?? "";
  if (isAdmin(user)) throw redirect(`/admin/competitions/${encodeURIComponent(id)}`);
  const deps = depsFrom(args.context);
  const [page, pay] = await Promise.all([orPageNotFound(loadCompetitionEntries(deps, user, id)), getPaymentSettings(deps, user)]);
  const { competition, entries, parentsOfPasses, ...rest } = page;
  const due = entries.filter((entry) => isPaymentDue(entry.paymentStatus)).length;
  const payment = due && competition.entryFee ? paymentOptions(pay, entryFeesDue(competition, user.id, due)) : null;
  const parentLinks = levelPassLinks(competition, entries, parentsOfPasses, new URL(args.request.url).origin);
  return { ...rest, competition, entries, parentLinks, payment, qr: payment?.upi ? qrSvg(payment.upi.link) : null };
}

export const action = pageAction({
  guard: requireMember,
  schema: partnerEntryActionSchema,
  failures: PARTNER_ENTRY_FAILURES,
  handlers: {
    enter: async ({ deps, actor, input, args }) => {
      const entries = await enterStudents(deps, actor, {
        competitionId: args.params.id ?? "",
        studentIds: input.studentIds,
        level: input.level,
      });
      return { message: entries.length === 1 ? "1 student entered." : `${entries.length} students entered.` };
    },
    withdraw: async ({ deps, actor, input, args }) => {
      const entry = await withdrawEntry(deps, actor, { competitionId: args.params.id ?? "", entryId: input.entryId });
      return { message: `Roll number ${entry.rollNumber} withdrawn.` };
    },
    reportPayment: async ({ deps, actor, input, args }) => {
      const payment = await reportEntryPayment(deps, actor, { competitionId: args.params.id ?? "", utr: input.utr });
      return {
        message: `Payment reported for ${payment.count === 1 ? "1 entry" : `${payment.count} entries`}. We will confirm it once it reaches our bank.`,
      };
    },
  },
});

export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PARTNER_ENTRY_FAILURES);

export default function PartnerCompetitionRoute() {
  const data = useLoaderData<typeof loader>();
  return <PartnerCompetitionPage {...data} action={partnerCompetitionPath(data.competition.id)} />;
}
