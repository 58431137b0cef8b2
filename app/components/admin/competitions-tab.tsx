import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PageLinks } from "~/components/page-links";
import type { CompetitionRow } from "~/db/schema";
import { formatPublishedDate } from "~/lib/dates";
import { formatRupees } from "~/lib/gst";
import { registrationState } from "~/lib/registration";
import { adminTabHref } from "./types";
import { useState } from "react";
import { CompetitionFormDialog } from "~/components/competitions/competition-form";
import type { Competition } from "~/components/competitions/types";
import { Button } from "~/components/ui/button";
import { ScheduleLevelExam } from "~/components/level-exams/schedule-level-exam";

type Item = { competition: CompetitionRow; entered: number; paid: number; reported: number };
type Page = { competitions: Item[]; total: number; offset: number; previousOffset: number | null; nextOffset: number | null };

const pageHref = (offset: number) => adminTabHref("competitions", { offset });

const STATE = {
  open: ["Open", "bg-emerald-100 text-emerald-900"],
  closed: ["Closed", "bg-slate-200 text-slate-800"],
  none: ["Not open", "bg-slate-100 text-slate-700"],
} as const;

/**
 * A page of the competitions, newest first, each with its registration, entries and fees, linking to
 * its entries page; the admin adds and edits competitions here (the competitions page's own form).
 */
export function CompetitionsTab({ page: { competitions, total, offset, previousOffset, nextOffset } }: { page: Page }) {
  // undefined: the form is closed; null: adding a new one.
  const [editing, setEditing] = useState<Competition | null | undefined>(undefined);
  const form = <CompetitionFormDialog open={editing !== undefined} competition={editing ?? null} onClose={() => setEditing(undefined)} />;
  const add = (
    <Button onClick={() => setEditing(null)}>
      <Icon name="plus" className="size-4" /> Add competition
    </Button>
  );
  if (competitions.length === 0 && offset === 0)
    return (
      <div className="space-y-4 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
        <p>No competitions yet. Add one, with a registration deadline to open entries, or schedule a level exam.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <ScheduleLevelExam />
          {add}
        </div>
        {form}
      </div>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Open registration by giving a competition a deadline (Edit).</p>
        <div className="flex flex-wrap gap-2">
          <ScheduleLevelExam />
          {add}
        </div>
      </div>
      {/* A page past the last (a link typed by hand) shows only its way back: "No more competitions". */}
      {competitions.length ? (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200">
          {competitions.map(({ competition, entered, paid, reported }) => {
            const exam = competition.kind === "level-exam";
            const [label, badge] = competition.resultsPublishedAt
              ? (["Results published", "bg-amber-100 text-amber-900"] as const)
              : STATE[registrationState(competition)];
            return (
              <li key={competition.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${badge}`}>{label}</span>
                    {exam ? (
                      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-900">Level exam</span>
                    ) : null}
                    <span className="font-bold text-slate-900">{competition.title}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {formatPublishedDate(competition.date)} · {competition.location}
                    {competition.registrationDeadline ? <> · deadline {formatPublishedDate(competition.registrationDeadline)}</> : null}
                  </p>
                </div>
                <dl className="grid grid-cols-3 gap-4 text-sm lg:w-96">
                  <div>
                    <dt className="text-slate-600">Entries</dt>
                    <dd className="font-bold text-slate-900">
                      {entered}
                      {competition.capacity !== null ? <span className="font-normal text-slate-600"> / {competition.capacity}</span> : null}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Fees paid</dt>
                    <dd className="font-bold text-slate-900">
                      {competition.entryFee
                        ? `${formatRupees(paid * competition.entryFee)} of ${formatRupees(entered * competition.entryFee)}`
                        : "Free"}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">To check</dt>
                    <dd className={`font-bold ${reported ? "text-sky-800" : "text-slate-900"}`}>{reported}</dd>
                  </div>
                </dl>
                {exam ? (
                  <Link
                    to={`/admin/level-exams/${encodeURIComponent(competition.id)}`}
                    className="inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Icon name="pencil" className="size-4" /> Marks<span className="sr-only"> of {competition.title}</span>
                  </Link>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setEditing(competition)}>
                    <Icon name="pencil" className="size-4" /> Edit<span className="sr-only"> {competition.title}</span>
                  </Button>
                )}
                <Link
                  to={`/admin/competitions/${encodeURIComponent(competition.id)}`}
                  className="inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon name="list" className="size-4" /> Entries<span className="sr-only"> of {competition.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PageLinks
        label="Competition pages"
        noun="Competitions"
        from={offset}
        shown={competitions.length}
        total={total}
        previousHref={previousOffset !== null ? pageHref(previousOffset) : null}
        nextHref={nextOffset !== null ? pageHref(nextOffset) : null}
      />
      {form}
    </div>
  );
}
