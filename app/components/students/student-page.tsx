import { Link } from "@remix-run/react";
import { useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { courseName } from "~/lib/courses";
import { formatIndiaDay, formatPublishedDate } from "~/lib/dates";
import type { StudentWithHistory } from "~/services/level-history.server";
import { studentLink } from "~/lib/notification-links";
import { STUDENTS_PATH, weeksText } from "./format";
import { ConsentSection } from "./consent-section";
import { LevelHistoryList } from "./level-history-list";
import { MoveStudentDialog } from "./move-student-dialog";
import { RecordReadsList } from "./record-reads-list";

/** One student: where they are now, how long at their level, a move waiting, the parent's consent, their level history, (admins) who opened the record; "Move to another centre". */
export function StudentPage({ student, isAdmin, parentsPage }: { student: StudentWithHistory; isAdmin: boolean; parentsPage: string }) {
  const [moving, setMoving] = useState(false);
  const pending = student.pendingTransfer;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link to={STUDENTS_PATH} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Students
      </Link>
      <section aria-label="Now" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{courseName(student.course)}</span>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">Level {student.level}</span>
          {student.archived ? (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Archived</span>
          ) : student.dueForExam ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Due for an exam</span>
          ) : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact term="Centre">{student.centreName}</Fact>
          <Fact term="Enrolled on">{formatPublishedDate(student.enrolledOn)}</Fact>
          <Fact term="At this level">
            {weeksText(student.weeksAtLevel)}
            {student.levelStartedOn ? `, since ${formatPublishedDate(student.levelStartedOn)}` : ""}
          </Fact>
        </dl>
        {pending ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Waiting for the head office: a move to <strong>{pending.toCentreName}</strong>, asked on {formatIndiaDay(pending.requestedAt)}.
          </p>
        ) : student.archived ? null : (
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            <Icon name="arrow-right-left" className="size-4" />
            Move to another centre
          </Button>
        )}
      </section>
      <ConsentSection
        studentId={student.id}
        studentName={student.name}
        archived={student.archived}
        consent={student.consent}
        record={student.consentRecord}
        parentsPage={parentsPage}
      />
      <LevelHistoryList history={student.levelHistory} />
      {student.reads ? <RecordReadsList reads={student.reads} /> : null}
      <MoveStudentDialog
        open={moving}
        studentName={student.name}
        currentCentreId={student.centreId}
        isAdmin={isAdmin}
        action={studentLink(student.id)}
        onClose={() => setMoving(false)}
      />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
