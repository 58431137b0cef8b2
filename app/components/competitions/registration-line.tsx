import { Icon } from "~/components/icon";
import { formatPublishedDate } from "~/lib/dates";
import { feeLabel, registrationState } from "~/lib/registration";
import type { Competition } from "./types";

/** The card's registration line: open until the deadline with the fee, or closed; nothing when it was never opened. */
export function RegistrationLine({
  competition,
}: {
  competition: Pick<Competition, "registrationDeadline" | "registrationClosedAt" | "entryFee">;
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
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <Icon name="calendar-days" className="size-4 shrink-0" />
      <strong>Registration open until {formatPublishedDate(competition.registrationDeadline)}</strong>
      <span aria-hidden="true">·</span>
      <span>{feeLabel(competition.entryFee)}</span>
    </p>
  );
}
