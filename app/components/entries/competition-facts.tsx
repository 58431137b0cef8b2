import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { formatPublishedDate } from "~/lib/dates";
import { feeLabel, registrationState } from "~/lib/registration";
import { formatReportingTime, type EntryCompetition } from "./types";

/** The facts a partner needs before entering: the day, the venue, the reporting time, the deadline, the fee and the places left. */
export function CompetitionFacts({ competition, totalEntered }: { competition: EntryCompetition; totalEntered: number }) {
  const state = registrationState(competition);
  const left = competition.capacity === null ? null : Math.max(0, competition.capacity - totalEntered);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Fact icon="calendar-days" term="Date">
        {formatPublishedDate(competition.date)}
      </Fact>
      <Fact icon="map-pin" term="Venue">
        {competition.location}
      </Fact>
      <Fact icon="clock" term="Reporting time">
        {formatReportingTime(competition.reportingTime) ?? "To be announced"}
      </Fact>
      <Fact icon={state === "open" ? "calendar-days" : "lock"} term="Registration">
        {state === "open" && competition.registrationDeadline ? (
          <span className="text-emerald-800">Open until {formatPublishedDate(competition.registrationDeadline)}</span>
        ) : state === "closed" ? (
          "Closed"
        ) : (
          "Not open"
        )}
      </Fact>
      <Fact icon="award" term="Entry fee">
        {feeLabel(competition.entryFee)}
      </Fact>
      <Fact icon="users" term="Places left">
        {left === null ? "No limit" : left === 0 ? "Full" : String(left)}
      </Fact>
    </dl>
  );
}

function Fact({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-slate-600">
        <Icon name={icon} className="size-3.5 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
