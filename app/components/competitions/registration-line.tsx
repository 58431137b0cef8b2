import { Icon } from "~/components/icon";
import { courseName } from "~/lib/courses";
import { formatPublishedDate } from "~/lib/dates";
import { feeLabel, registrationState } from "~/lib/registration";
import type { Competition } from "./types";

/** The card's registration line: open until the deadline with the fee, or closed; nothing when it was never opened. */
export function RegistrationLine({
  competition,
}: {
  competition: Pick<Competition, "registrationDeadline" | "registrationClosedAt" | "entryFee" | "course">;
}) {
  const state = registrationState(competition);
  if (state === "none" || !competition.registrationDeadline) return null;
  if (state === "closed")
    return (
      <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-600">
        <Icon name="lock" className="size-4" /> Registration closed
      </p>
    );
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="block">Registration open until {formatPublishedDate(competition.registrationDeadline)}</strong>
        {feeLabel(competition.entryFee)}
        {competition.course ? <span className="block">For {courseName(competition.course)} students</span> : null}
      </span>
    </p>
  );
}
