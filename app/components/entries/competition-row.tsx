import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { formatPublishedDate } from "~/lib/dates";
import { feeLabel, registrationState } from "~/lib/registration";
import { partnerCompetitionPath, type EntryCompetition } from "./types";
import { plural } from "~/lib/counts";

type Props = { competition: EntryCompetition; entered: number; mine: number; unpaid: number };

const STATE_BADGE = {
  open: ["Registration open", "bg-emerald-100 text-emerald-900"],
  closed: ["Registration closed", "bg-slate-200 text-slate-800"],
  none: ["Registration not open", "bg-slate-200 text-slate-800"],
} as const;

/** One competition in the partner's list: its state, the deadline and fee, and how many of their students are in. */
export function CompetitionRow({ competition, mine, unpaid }: Props) {
  const state = registrationState(competition);
  const [label, badge] = competition.resultsPublishedAt
    ? (["Results published", "bg-amber-100 text-amber-900"] as const)
    : STATE_BADGE[state];
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-2">
        <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${badge}`}>{label}</span>
        <h2 className="text-lg font-bold text-slate-900">{competition.title}</h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4 text-brand-700" /> {formatPublishedDate(competition.date)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4 text-brand-700" /> {competition.location}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {state === "open" && competition.registrationDeadline ? (
            <>Enter by {formatPublishedDate(competition.registrationDeadline)} · </>
          ) : null}
          {feeLabel(competition.entryFee)}
        </p>
        <p className="text-sm font-semibold text-slate-900">
          {mine ? `${plural(mine, "of your students", "of your students")} entered` : "None of your students entered yet"}
          {unpaid && competition.entryFee ? <span className="text-amber-800"> · {plural(unpaid, "fee")} to pay</span> : null}
        </p>
      </div>
      <Link
        to={partnerCompetitionPath(competition.id)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {state === "open" ? "Enter students" : "View entries"}
        <span className="sr-only"> for {competition.title}</span>
        <Icon name="arrow-left" className="size-4 rotate-180" />
      </Link>
    </li>
  );
}
