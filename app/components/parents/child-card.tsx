import { Icon } from "~/components/icon";
import { AWARD_LABELS, AWARD_STYLES } from "~/components/entries/types";
import { formatPublishedDate } from "~/lib/dates";
import { parentCertificatePath, parentHallTicketPath } from "~/lib/parent-paths";
import type { ParentChild } from "~/services/parents.server";
import { ConsentChoices } from "./consent-choices";

// One child on the parents' page: where they learn, their levels, what is coming up (with the hall
// ticket), their results (with the certificate) and the parent's choices for their data.

const STATUS = {
  needed: { text: "Your consent is needed", style: "bg-amber-100 text-amber-950" },
  awaiting: { text: "Your consent is needed", style: "bg-amber-100 text-amber-950" },
  given: { text: "Consent given", style: "bg-emerald-100 text-emerald-900" },
  withdrawn: { text: "Consent withdrawn", style: "bg-slate-200 text-slate-800" },
} as const;

const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function ChildCard({ child }: { child: ParentChild }) {
  const status = STATUS[child.consent.status];
  const headingId = `child-${child.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {child.name}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${status.style}`}>{status.text}</span>
        </div>
        <p className="text-sm text-slate-700">
          {child.course}, level {child.level} · {child.centre.name}, {child.centre.city}
          {child.archived ? " · has left the centre" : ""}
        </p>
      </header>

      <Part title="Your choices for their data" icon="shield-check">
        <ConsentChoices
          studentId={child.id}
          name={child.name}
          consent={child.consent}
          lastRecorded={child.consents[0] ?? null}
          noticeChanged={child.noticeChanged}
        />
      </Part>

      {child.upcoming.length ? (
        <Part title="Coming up" icon="calendar-days">
          <ul className="space-y-2">
            {child.upcoming.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm">
                <span>
                  <span className="block font-semibold text-slate-900">{entry.title}</span>
                  {formatPublishedDate(entry.date)} · roll number {entry.rollNumber}
                </span>
                <a href={parentHallTicketPath(entry.id)} className={linkClass}>
                  <Icon name="ticket" className="size-4" /> Hall ticket<span className="sr-only"> for {entry.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {child.results.length ? (
        <Part title="Results" icon="trophy">
          <ul className="space-y-2">
            {child.results.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm">
                <span>
                  <span className="block font-semibold text-slate-900">{entry.title}</span>
                  {formatPublishedDate(entry.date)}
                  {entry.kind === "level-exam" && entry.score !== null ? ` · ${entry.score} / 100` : ""}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {entry.award ? (
                    <span className={`rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset ${AWARD_STYLES[entry.award]}`}>
                      {AWARD_LABELS[entry.award]}
                      {entry.rank ? ` · Rank ${entry.rank}` : ""}
                    </span>
                  ) : null}
                  {entry.certificateCode ? (
                    <a href={parentCertificatePath(entry.id)} className={linkClass}>
                      <Icon name="award" className="size-4" /> Certificate<span className="sr-only"> for {entry.title}</span>
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {child.levels.length ? (
        <Part title="Levels" icon="graduation-cap">
          <ol className="space-y-1 text-sm">
            {child.levels.map((level) => (
              <li
                key={`${level.course}-${level.level}-${level.startedOn}`}
                className="flex flex-wrap justify-between gap-2 border-b border-slate-100 py-1.5"
              >
                <span className="font-medium text-slate-900">
                  {level.course}, level {level.level}
                </span>
                <span className="text-slate-600">
                  {formatPublishedDate(level.startedOn)}
                  {level.completedOn ? ` to ${formatPublishedDate(level.completedOn)}` : ", now"}
                  {level.result === "passed" ? " · passed" : ""}
                </span>
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
    </article>
  );
}

function Part({
  title,
  icon,
  children,
}: {
  title: string;
  icon: "shield-check" | "calendar-days" | "trophy" | "graduation-cap";
  children: React.ReactNode;
}) {
  return (
    <section className="space-y-2 border-t border-slate-100 pt-4">
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        <Icon name={icon} className="size-4 text-brand-700" /> {title}
      </h3>
      {children}
    </section>
  );
}
