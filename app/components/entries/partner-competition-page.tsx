import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PartnerAreaLinks } from "~/components/kit/partner-area-links";
import { PageHero } from "~/components/page-hero";
import { formatPublishedDate } from "~/lib/dates";
import { registrationState } from "~/lib/registration";
import type { PaymentOptions } from "~/lib/payment-options";
import { CompetitionFacts } from "./competition-facts";
import { EntryFee } from "./entry-fee";
import { EntryList } from "./entry-list";
import { StudentPicker } from "./student-picker";
import { type EntryCompetition, type EntryView, type PickableStudent } from "./types";
import { plural } from "~/lib/counts";
import { PromotionKitsLink } from "~/components/level-exams/promotion-kits-link";

type Props = {
  competition: EntryCompetition;
  totalEntered: number;
  entries: EntryView[];
  students: PickableStudent[];
  /** How to pay what is due (null: nothing is); `qr` the UPI code's SVG when UPI is offered. */
  payment: PaymentOptions | null;
  qr: string | null;
  action: string;
  /** A published level exam: per passed entry, the WhatsApp link that tells the parent. */
  parentLinks?: Record<string, string>;
};

/** The partner's page of one competition: the facts, picking and entering students, their entries, the fee. */
export function PartnerCompetitionPage({ competition, totalEntered, entries, students, payment, qr, action, parentLinks }: Props) {
  const open = registrationState(competition) === "open";
  const published = competition.resultsPublishedAt !== null;
  const placesLeft = competition.capacity === null ? null : Math.max(0, competition.capacity - totalEntered);
  return (
    <>
      <PageHero title={competition.title} compact>
        {formatPublishedDate(competition.date)} · {competition.location}
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <Link to="/my-centres/competitions" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" /> All competitions
        </Link>
        <CompetitionFacts competition={competition} totalEntered={totalEntered} />
        {open ? (
          <section aria-labelledby="enter-heading" className="space-y-3">
            <h2 id="enter-heading" className="text-xl font-bold text-brand-900">
              Enter students
            </h2>
            {placesLeft === 0 ? (
              <p className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-900">This competition is full.</p>
            ) : (
              <StudentPicker competition={competition} students={students} placesLeft={placesLeft} action={action} />
            )}
          </section>
        ) : !published ? (
          <p className="flex items-center gap-2 rounded-xl bg-slate-100 p-4 text-slate-700">
            <Icon name="lock" className="size-5 shrink-0" />
            Registration is {competition.registrationDeadline ? "closed" : "not open yet"}: students can no longer be entered or withdrawn.
          </p>
        ) : null}
        <section aria-labelledby="entries-heading" className="space-y-3">
          <h2 id="entries-heading" className="flex items-baseline justify-between gap-3 text-xl font-bold text-brand-900">
            {published ? "Results" : "Your entries"}
            <span className="text-sm font-semibold text-slate-600">{plural(entries.length, "student")}</span>
          </h2>
          <EntryList
            entries={entries}
            action={action}
            canWithdraw={open}
            published={published}
            showPayment={competition.entryFee > 0}
            passMark={competition.kind === "level-exam" ? competition.passMark : null}
            parentLinks={parentLinks}
          />
        </section>
        {published && competition.kind === "level-exam" ? <PromotionKitsLink /> : null}
        <EntryFee fee={competition.entryFee} entries={entries} payment={payment} qr={qr} action={action} />
        <PartnerAreaLinks isAdmin={false} />
      </div>
    </>
  );
}
