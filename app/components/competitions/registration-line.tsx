import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { formatCount } from "~/lib/counts";
import { formatDayIn } from "~/lib/dates";
import { registrationState } from "~/lib/registration";
import type { Competition } from "./types";

/** The card's registration line: open until the deadline with the fee, or closed; nothing when it was never opened. */
export function RegistrationLine({
  competition,
}: {
  competition: Pick<Competition, "registrationDeadline" | "registrationClosedAt" | "entryFee" | "course">;
}) {
  const state = registrationState(competition);
  const { t, tag } = useT();
  if (state === "none" || !competition.registrationDeadline) return null;
  if (state === "closed")
    return (
      <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-600">
        <Icon name="lock" className="size-4" /> {t("competitions.closed")}
      </p>
    );
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="block">{t("competitions.openUntil", { date: formatDayIn(competition.registrationDeadline, tag) })}</strong>
        {competition.entryFee > 0 ? t("competitions.fee", { fee: formatCount(competition.entryFee, tag) }) : t("competitions.free")}
        {competition.course ? (
          <span className="block">{t("competitions.forCourse", { course: t(`shell.course.${competition.course}`) })}</span>
        ) : null}
      </span>
    </p>
  );
}
