import { formatCount } from "~/lib/counts";
import { courseByName } from "~/lib/courses";
import type { Translator } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { AWARD_STYLES } from "~/components/entries/types";
import { formatDayIn } from "~/lib/dates";
import { parentCertificatePath, parentHallTicketPath } from "~/lib/parent-paths";
import type { ParentChild } from "~/services/parents.server";
import { ConsentChoices } from "./consent-choices";

// One child on the parents' page: where they learn, their levels, what is coming up (with the hall
// ticket), their results (with the certificate) and the parent's choices for their data.

const STATUS = {
  needed: { text: "parents.status.needed", style: "bg-amber-100 text-amber-950" },
  awaiting: { text: "parents.status.needed", style: "bg-amber-100 text-amber-950" },
  given: { text: "parents.status.given", style: "bg-emerald-100 text-emerald-900" },
  withdrawn: { text: "parents.status.withdrawn", style: "bg-slate-200 text-slate-800" },
} as const;

/** A course the server names in English, in the page's language. */
const courseIn = ({ t }: Translator, name: string) => {
  const course = courseByName(name);
  return course ? t(`shell.course.${course.key}`) : name;
};

const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function ChildCard({ child }: { child: ParentChild }) {
  const status = STATUS[child.consent.status];
  const headingId = `child-${child.id}`;
  const translator = useT();
  const { t, tag } = translator;
  const level = (course: string, number: number) =>
    t("parents.courseLevel", { course: courseIn(translator, course), level: formatCount(number, tag) });
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {child.name}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${status.style}`}>{t(status.text)}</span>
        </div>
        <p className="text-sm text-slate-700">
          {level(child.course, child.level)} · {child.centre.name}, {child.centre.city}
          {child.archived ? t("parents.left") : ""}
        </p>
      </header>

      <Part title={t("parents.choicesTitle")} icon="shield-check">
        <ConsentChoices
          studentId={child.id}
          name={child.name}
          consent={child.consent}
          lastRecorded={child.consents[0] ?? null}
          noticeChanged={child.noticeChanged}
        />
      </Part>

      {child.upcoming.length ? (
        <Part title={t("parents.comingUp")} icon="calendar-days">
          <ul className="space-y-2">
            {child.upcoming.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm">
                <span>
                  <span className="block font-semibold text-slate-900">{entry.title}</span>
                  {t("parents.roll", { date: formatDayIn(entry.date, tag), roll: entry.rollNumber })}
                </span>
                <a href={parentHallTicketPath(entry.id)} className={linkClass}>
                  <Icon name="ticket" className="size-4" /> {t("parents.hallTicket")}
                  <span className="sr-only">{t("parents.forEntry", { title: entry.title })}</span>
                </a>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {child.results.length ? (
        <Part title={t("parents.results")} icon="trophy">
          <ul className="space-y-2">
            {child.results.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm">
                <span>
                  <span className="block font-semibold text-slate-900">{entry.title}</span>
                  {formatDayIn(entry.date, tag)}
                  {entry.kind === "level-exam" && entry.score !== null ? ` · ${entry.score} / 100` : ""}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {entry.award ? (
                    <span className={`rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset ${AWARD_STYLES[entry.award]}`}>
                      {t(`shell.award.${entry.award}`)}
                      {entry.rank ? t("parents.rank", { rank: formatCount(entry.rank, tag) }) : ""}
                    </span>
                  ) : null}
                  {entry.certificateCode ? (
                    <a href={parentCertificatePath(entry.id)} className={linkClass}>
                      <Icon name="award" className="size-4" /> {t("parents.certificate")}
                      <span className="sr-only">{t("parents.forEntry", { title: entry.title })}</span>
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {child.levels.length ? (
        <Part title={t("parents.levels")} icon="graduation-cap">
          <ol className="space-y-1 text-sm">
            {child.levels.map((step) => (
              <li
                key={`${step.course}-${step.level}-${step.startedOn}`}
                className="flex flex-wrap justify-between gap-2 border-b border-slate-100 py-1.5"
              >
                <span className="font-medium text-slate-900">{level(step.course, step.level)}</span>
                <span className="text-slate-600">
                  {formatDayIn(step.startedOn, tag)}
                  {step.completedOn ? t("parents.levelTo", { date: formatDayIn(step.completedOn, tag) }) : t("parents.levelNow")}
                  {step.result === "passed" ? t("parents.levelPassed") : ""}
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
