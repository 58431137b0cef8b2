import { Link } from "@remix-run/react";
import { PAYABLE_STATUSES } from "~/lib/payment-states";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { formatPublishedDate } from "~/lib/dates";
import { formatRupees } from "~/lib/gst";
import { CompetitionFacts } from "./competition-facts";
import { EntriesByCentre } from "./entries-by-centre";
import { EntryPaymentReview } from "./payment-review";
import { RegistrationControl } from "./registration-control";
import { type EntryCompetition, type EntryView } from "./types";
import { plural } from "~/lib/counts";

type Props = { competition: EntryCompetition; totalEntered: number; entries: EntryView[] };

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50";

/** The admin's page of one competition: registration, the payments to check, every entry by centre and level, the CSV. */
export function AdminCompetitionPage({ competition, totalEntered, entries }: Props) {
  const base = `/admin/competitions/${encodeURIComponent(competition.id)}`;
  return (
    <>
      <PageHero title={competition.title} compact>
        {formatPublishedDate(competition.date)} · {competition.location}
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <Link to="/admin/competitions" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" /> All competitions
        </Link>
        <CompetitionFacts competition={competition} totalEntered={totalEntered} />
        <div className="flex flex-wrap gap-2">
          <RegistrationControl competition={competition} action={base} />
          <a href={`${base}/entries.csv`} className={linkClass} download>
            <Icon name="arrow-down" className="size-4" /> Export entries (CSV)
          </a>
          <Link to={`${base}/results`} className={linkClass}>
            <Icon name="trophy" className="size-4" /> Results
          </Link>
        </div>
        {competition.entryFee > 0 && entries.length ? <FeeSummary entries={entries} fee={competition.entryFee} /> : null}
        <EntryPaymentReview entries={entries} fee={competition.entryFee} action={base} />
        <section aria-labelledby="entries-heading" className="space-y-3">
          <h2 id="entries-heading" className="flex items-baseline justify-between gap-3 text-xl font-bold text-brand-900">
            Entries
            <span className="text-sm font-semibold text-slate-600">{plural(entries.length, "student")}</span>
          </h2>
          <EntriesByCentre
            entries={entries}
            action={base}
            published={competition.resultsPublishedAt !== null}
            showPayment={competition.entryFee > 0}
          />
        </section>
      </div>
    </>
  );
}

/** The fees of every entry: paid, awaiting a check, and not yet paid. */
function FeeSummary({ entries, fee }: { entries: EntryView[]; fee: number }) {
  const sum = (status: readonly EntryView["paymentStatus"][]) =>
    fee * entries.filter((entry) => status.includes(entry.paymentStatus)).length;
  return (
    <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      Entry fees: <strong className="text-slate-900">{formatRupees(sum(["paid"]))} paid</strong> of {formatRupees(fee * entries.length)}
      {" · "}
      {formatRupees(sum(["reported"]))} awaiting a check · {formatRupees(sum(PAYABLE_STATUSES))} not paid yet
    </p>
  );
}
