import { Link } from "@remix-run/react";
import { useState } from "react";
import { formatPhone, telHref } from "~/lib/indian-phones";
import { Icon } from "~/components/icon";
import { ConfirmDialog } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { courseName } from "~/lib/courses";
import type { RosterStudent } from "~/services/students.server";
import { studentLink } from "~/lib/notification-links";
import { bornText, STUDENTS_PATH, weeksText } from "./format";
import { formatTotal } from "~/lib/counts";
import { isErased } from "~/lib/erasure";

type Props = {
  students: RosterStudent[];
  /** How many match in all (the list may be one page of them). */
  total: number;
  /** A search's count stopped at `total`: there are more. */
  totalCapped: boolean;
  showCentre: boolean;
  today: string;
  archivedView: boolean;
  onEdit: (student: RosterStudent) => void;
};

/** The students, one row each: who, their course and level, centre, date of birth, the parent's phone; edit and archive (or restore, unless their data was erased). */
export function StudentList({ students, total, totalCapped, showCentre, today, archivedView, onEdit }: Props) {
  const [archiving, setArchiving] = useState<RosterStudent | null>(null);
  const fetcher = useActionFetcher({ errorTitle: "Could not change the student", onSuccess: () => setArchiving(null) });
  const submit = (intent: "archiveStudent" | "restoreStudent", id: string) =>
    fetcher.submit({ intent, id }, { method: "post", action: STUDENTS_PATH });
  return (
    <section aria-labelledby="roster-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="roster-heading" className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5">
        {total === 1 && !totalCapped ? "1 student" : `${formatTotal(total, totalCapped)} students`}
        {archivedView ? " archived" : ""}
      </h2>
      <ul className="divide-y divide-slate-100">
        {students.map((student) => (
          <li key={student.id} className="flex items-start gap-3 px-4 py-4 sm:items-center sm:gap-5 sm:px-5">
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link to={studentLink(student.id)} className="text-lg font-bold break-words text-brand-900 hover:underline">
                  {student.name}
                </Link>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {courseName(student.course)}
                </span>
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">Level {student.level}</span>
                {archivedView ? null : <LevelProgressChips student={student} />}
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                {showCentre ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="school" className="size-4 text-slate-500" />
                    {student.centreName}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="calendar-days" className="size-4 text-slate-500" />
                  <span className="sr-only">Born </span>
                  {bornText(student.dateOfBirth, today)}
                </span>
                {student.parentPhone ? (
                  <a
                    href={telHref(student.parentPhone)}
                    className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                  >
                    <Icon name="phone" className="size-4" />
                    <span className="sr-only">Parent&apos;s phone </span>
                    {formatPhone(student.parentPhone)}
                  </a>
                ) : null}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              {isErased(student) ? null : archivedView ? (
                <Button size="sm" variant="outline" onClick={() => submit("restoreStudent", student.id)} disabled={fetcher.busy}>
                  <Icon name="rotate-ccw" className="size-4" />
                  <span className="sr-only sm:not-sr-only">Restore</span>
                  <span className="sr-only"> {student.name}</span>
                </Button>
              ) : (
                <>
                  <Button size="sm" variant="outline" onClick={() => onEdit(student)}>
                    <Icon name="pencil" className="size-4" />
                    <span className="sr-only sm:not-sr-only">Edit</span>
                    <span className="sr-only"> {student.name}</span>
                  </Button>
                  <Button size="sm" variant="dangerOutline" onClick={() => setArchiving(student)}>
                    <Icon name="archive" className="size-4" />
                    <span className="sr-only sm:not-sr-only">Archive</span>
                    <span className="sr-only"> {student.name}</span>
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={archiving !== null}
        title={`Archive ${archiving?.name ?? "student"}?`}
        message="They leave the roster and can no longer be entered in competitions. Their entries and certificates stay, and you can restore them from Archived."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        busy={fetcher.busy}
        onConfirm={() => archiving && submit("archiveStudent", archiving.id)}
        onCancel={() => setArchiving(null)}
      />
    </section>
  );
}

/** How long at the level, due for its exam, no parent's consent yet, a move waiting for the head office. */
function LevelProgressChips({ student }: { student: RosterStudent }) {
  return (
    <>
      <span className="text-sm text-slate-700">{`${weeksText(student.weeksAtLevel)} at this level`}</span>
      {student.dueForExam ? (
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Due for an exam</span>
      ) : null}
      {student.consent.status === "given" || student.archived ? null : (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">Consent needed</span>
      )}
      {student.pendingTransfer ? (
        <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
          Moving to {student.pendingTransfer.toCentreName}
        </span>
      ) : null}
    </>
  );
}
