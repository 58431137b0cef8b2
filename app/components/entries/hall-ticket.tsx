import type { ReactNode } from "react";
import { BrandMark } from "~/components/brand-mark";
import type { CompetitionEntryRow, CompetitionRow } from "~/db/schema";
import { courseName } from "~/lib/courses";
import { formatPublishedDate } from "~/lib/dates";
import type { Course } from "~/lib/enums";
import { formatReportingTime } from "./types";
import { PrintablePage } from "~/components/printable-page";

type Props = {
  entry: Pick<CompetitionEntryRow, "id" | "rollNumber" | "level">;
  competition: Pick<CompetitionRow, "title" | "date" | "location" | "reportingTime">;
  student: { name: string; dateOfBirth: string; course: Course };
  centre: { name: string; city: string };
  back: string;
};

/**
 * One student's hall ticket, to print or save as PDF and share: the roll number large, the student,
 * centre and level, the competition with its date, venue and reporting time, and what to bring.
 * Half an A4 sheet, so two fit on one page when printed in a batch.
 */
export function HallTicket({ entry, competition, student, centre, back }: Props) {
  const reporting = formatReportingTime(competition.reportingTime);
  return (
    <PrintablePage page="size: A4; margin: 12mm;" widthClass="max-w-[190mm]" back={{ to: back, label: "Back to the entries" }}>
      <article className="mx-auto max-w-[190mm] overflow-hidden rounded-2xl border-2 border-brand-800 bg-white text-slate-900 shadow-lg print:rounded-none print:shadow-none">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-brand-800 bg-brand-50 px-5 py-4 print:bg-white">
          <BrandMark />
          <h1 className="text-xl font-extrabold uppercase tracking-widest text-brand-900 sm:text-2xl">Hall Ticket</h1>
        </header>
        <div className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:p-7 print:grid-cols-[1fr_auto]">
          <div className="space-y-4">
            <h2 className="text-lg font-bold leading-snug text-brand-900 sm:text-xl">{competition.title}</h2>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
              <Row term="Student">
                <span className="text-lg font-bold">{student.name}</span>
              </Row>
              <Row term="Date of birth">{formatPublishedDate(student.dateOfBirth)}</Row>
              <Row term="Centre">
                {centre.name}, {centre.city}
              </Row>
              <Row term="Level">
                {entry.level} · {courseName(student.course)}
              </Row>
              <Row term="Date">{formatPublishedDate(competition.date)}</Row>
              <Row term="Reporting time">{reporting ?? "To be announced"}</Row>
              <Row term="Venue" wide>
                {competition.location}
              </Row>
            </dl>
          </div>
          <div className="flex flex-col items-center justify-center rounded-xl border-2 border-dashed border-brand-600/40 px-6 py-4 text-center sm:min-w-44">
            <p className="text-xs font-bold uppercase tracking-widest text-slate-600">Roll number</p>
            <p className="mt-1 font-mono text-4xl font-extrabold tracking-wider text-brand-900" data-testid="roll-number">
              {entry.rollNumber}
            </p>
          </div>
        </div>
        <footer className="space-y-3 border-t border-slate-200 px-5 py-4 text-sm text-slate-700 sm:px-7">
          <ul className="list-disc space-y-1 pl-5">
            <li>Report at the venue {reporting ? `by ${reporting}` : "on time"} with this hall ticket (printed or on a phone).</li>
            <li>Give the roll number at the registration desk and write it on every answer sheet.</li>
          </ul>
          <div className="flex justify-end pt-6">
            <p className="w-48 border-t border-slate-400 pt-1 text-center text-xs text-slate-600">Centre head&apos;s signature</p>
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
