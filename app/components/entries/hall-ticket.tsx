import type { ReactNode } from "react";
import { BrandMark } from "~/components/brand-mark";
import type { CompetitionEntryRow, CompetitionRow } from "~/db/schema";
import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";
import { formatClockIn, formatDayIn } from "~/lib/dates";
import type { Course } from "~/lib/enums";
import { PrintablePage } from "~/components/printable-page";

type Props = {
  entry: Pick<CompetitionEntryRow, "id" | "rollNumber" | "level">;
  competition: Pick<CompetitionRow, "title" | "date" | "location" | "reportingTime">;
  student: { name: string; dateOfBirth: string; course: Course };
  centre: { name: string; city: string };
  back: string;
};

/** "07:45" as the page's language says it ("7:45 am", "सकाळी ७:४५"), or null when none is set. */
function reportingTimeIn(time: string | null, tag: string): string | null {
  if (!time) return null;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return formatClockIn(hours, minutes, tag);
}

/**
 * One student's hall ticket, to print or save as PDF and share: the roll number large, the student,
 * centre and level, the competition with its date, venue and reporting time, and what to bring.
 * Half an A4 sheet, so two fit on one page when printed in a batch. In the page's language (a
 * parent's from /mr/parents in Marathi; the centre's at its English address in English).
 */
export function HallTicket({ entry, competition, student, centre, back }: Props) {
  const translator = useT();
  const { t, tag } = translator;
  const reporting = reportingTimeIn(competition.reportingTime, tag);
  const [reportBefore, reportAfter] = around(translator, "printSheets.report", "when");
  return (
    <PrintablePage
      page="size: A4; margin: 12mm;"
      widthClass="max-w-[190mm]"
      back={{ to: back, label: t("printSheets.backToEntries") }}
      printLabel={t("printSheets.print")}
    >
      <article className="mx-auto max-w-[190mm] overflow-hidden rounded-2xl border-2 border-brand-800 bg-white text-slate-900 shadow-lg print:rounded-none print:shadow-none">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-brand-800 bg-brand-50 px-5 py-4 print:bg-white">
          <BrandMark />
          <h1 className="text-xl font-extrabold uppercase tracking-widest text-brand-900 sm:text-2xl">{t("printSheets.hallTicket")}</h1>
        </header>
        <div className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:p-7 print:grid-cols-[1fr_auto]">
          <div className="space-y-4">
            <h2 className="text-lg font-bold leading-snug text-brand-900 sm:text-xl">{competition.title}</h2>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
              <Row term={t("printSheets.student")}>
                <span className="text-lg font-bold">{student.name}</span>
              </Row>
              <Row term={t("printSheets.dateOfBirth")}>{formatDayIn(student.dateOfBirth, tag)}</Row>
              <Row term={t("printSheets.centre")}>
                {centre.name}, {centre.city}
              </Row>
              <Row term={t("printSheets.level")}>
                {entry.level} · {t(`shell.course.${student.course}`)}
              </Row>
              <Row term={t("printSheets.date")}>{formatDayIn(competition.date, tag)}</Row>
              <Row term={t("printSheets.reportingTime")}>{reporting ?? t("printSheets.toBeAnnounced")}</Row>
              <Row term={t("printSheets.venue")} wide>
                {competition.location}
              </Row>
            </dl>
          </div>
          <div className="flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-brand-600/40 px-6 py-4 text-center sm:min-w-44">
            <p className="text-xs font-bold uppercase tracking-widest text-slate-600">{t("printSheets.rollNumber")}</p>
            <p className="mt-1 font-mono text-4xl font-extrabold tracking-wider text-brand-900" data-testid="roll-number">
              {entry.rollNumber}
            </p>
          </div>
        </div>
        <footer className="space-y-3 border-t border-slate-200 px-5 py-4 text-sm text-slate-700 sm:px-7">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {reportBefore}
              {reporting ? t("printSheets.reportBy", { time: reporting }) : t("printSheets.reportOnTime")}
              {reportAfter}
            </li>
            <li>{t("printSheets.rollDesk")}</li>
          </ul>
          <div className="flex justify-end pt-6">
            <p className="w-48 border-t border-slate-400 pt-1 text-center text-xs text-slate-600">{t("printSheets.signature")}</p>
          </div>
        </footer>
      </article>
    </PrintablePage>
  );
}

function Row({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2 print:col-span-2" : undefined}>
      <dt className="text-xs font-bold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}
