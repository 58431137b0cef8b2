import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { formatPublishedDate } from "~/lib/dates";
import { CompetitionFacts } from "./competition-facts";
import { EntriesByCentre } from "./entries-by-centre";
import { EntryPaymentReview } from "./payment-review";
import { RegistrationControl } from "./registration-control";
import { plural, type EntryCompetition, type EntryView } from "./types";

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
        <Link to="/admin?tab=competitions" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
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
