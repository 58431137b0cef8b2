import { useState } from "react";
import { Icon } from "~/components/icon";
import { PartnerAreaLinks } from "~/components/kit/partner-area-links";
import { PageLinks } from "~/components/page-links";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import type { RosterCentre, RosterStudent } from "~/services/students.server";
import type { StudentListQuery } from "~/validation/students";
import { ROSTER_CENTRES_PATH, rosterHref, STUDENTS_PATH } from "./format";
import { AskForStudentDialog } from "./ask-for-student-dialog";
import { ConsentNeededNotice } from "./consent-needed-notice";
import { RosterImportDialog } from "./roster-import-dialog";
import { RosterSearch } from "./roster-search";
import { StudentFormDialog } from "./student-form-dialog";
import { StudentList } from "./student-list";
import { useListOnDemand } from "~/components/use-list-on-demand";

export type StudentsPageData = {
  /** The reader's centres, or null when they are too many to carry (the form fetches them). */
  centres: RosterCentre[] | null;
  /** The centre the page is filtered by (`?centreId=`), when there is one. */
  filterCentre: RosterCentre | null;
  students: RosterStudent[];
  /** How many students match the filters in all (the page shows some of them). */
  total: number;
  /** A search's count stopped at `total`: there are more. */
  totalCapped: boolean;
  /** How many on the roster have no parent's consent in force (up to 1,000; null on a page past the end). */
  consentNeeded: number | null;
  offset: number;
  previousOffset: number | null;
  hasMore: boolean;
  nextOffset: number | null;
  query: StudentListQuery;
  isAdmin: boolean;
  today: string;
};

type Open = { kind: "add" } | { kind: "edit"; student: RosterStudent } | { kind: "import" } | { kind: "ask" } | null;

/** The roster: search and filters, add and import, and the students with their edit and archive buttons. */
export function StudentsPage({
  centres,
  filterCentre,
  students,
  total,
  totalCapped,
  consentNeeded,
  offset,
  previousOffset,
  hasMore,
  nextOffset,
  query,
  isAdmin,
  today,
}: StudentsPageData) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // A big network's page carries no centres: the student form fetches them when first opened.
  const fetchedCentres = useListOnDemand<RosterCentre>(
    ROSTER_CENTRES_PATH,
    "centres",
    centres === null && (open?.kind === "add" || open?.kind === "edit" || open?.kind === "ask"),
  );
  const formCentres = centres ? { ...fetchedCentres, items: centres } : fetchedCentres;
  const noCentres = centres?.length === 0;
  const filtered = !!(query.search || query.centreId || query.centre || query.due || query.consent);
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PartnerAreaLinks isAdmin={isAdmin} current={STUDENTS_PATH} />
      <section aria-label="Find students" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterChips
            label="Roster"
            items={[
              {
                key: "exclude",
                label: "On the roster",
                to: rosterHref({ ...query, archived: "exclude", due: undefined, consent: undefined }),
                active: query.archived !== "only" && !query.due && !query.consent,
              },
              {
                key: "due",
                label: "Due for an exam",
                to: rosterHref({ ...query, archived: "exclude", due: true, consent: undefined }),
                active: query.archived !== "only" && !!query.due,
              },
              {
                key: "consent",
                label: "Consent needed",
                to: rosterHref({ ...query, archived: "exclude", due: undefined, consent: "needed" }),
                active: query.archived !== "only" && !!query.consent,
              },
              {
                key: "only",
                label: "Archived",
                to: rosterHref({ ...query, archived: "only", due: undefined, consent: undefined }),
                active: query.archived === "only",
              },
            ]}
          />
          <div className="flex flex-wrap gap-2">
            {isAdmin ? null : (
              // An admin moves a student from the student's page; a partner asks for a child joining from elsewhere.
              <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "ask" })} disabled={noCentres}>
                <Icon name="arrow-right-left" className="size-4" />
                From another centre
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "import" })} disabled={noCentres}>
              <Icon name="upload" className="size-4" />
              Import CSV
            </Button>
            <Button size="sm" onClick={() => setOpen({ kind: "add" })} disabled={noCentres}>
              <Icon name="user-plus" className="size-4" />
              Add student
            </Button>
          </div>
        </div>
        <RosterSearch query={query} centres={centres} filterCentre={filterCentre} />
      </section>
      {consentNeeded && !query.consent && query.archived !== "only" ? (
        <ConsentNeededNotice count={consentNeeded} href={rosterHref({ ...query, due: undefined, consent: "needed" })} />
      ) : null}
      {noCentres ? (
        <Empty icon="school" title="No centre is linked to your account yet">
          The head office links partners to their centres; once yours are linked, you can keep their students here.
        </Empty>
      ) : students.length === 0 && offset === 0 ? (
        filtered ? (
          query.consent && !(query.search || query.centreId || query.centre || query.due) ? (
            <Empty icon="users" title="Every student has a parent's consent">
              Students added later need one too: record it from the student's page once the parent signs the form.
            </Empty>
          ) : query.due && !(query.search || query.centreId || query.centre) ? (
            <Empty icon="search" title="No student is due for an exam">
              A student is due once they have been at their level for the weeks the course's programme gives it.
            </Empty>
          ) : (
            <Empty icon="search" title="No student matches">
              Try another name or phone number, or another centre.
            </Empty>
          )
        ) : query.archived === "only" ? (
          <Empty icon="archive" title="No archived students">
            Students you archive (a child who left) are kept here, with their entries and certificates.
          </Empty>
        ) : (
          <Empty icon="users" title="No students yet">
            Add them one at a time, or import your whole roster from a spreadsheet (CSV).
          </Empty>
        )
      ) : (
        <StudentList
          students={students}
          total={total}
          totalCapped={totalCapped}
          showCentre={isAdmin || centres === null || centres.length > 1}
          today={today}
          archivedView={query.archived === "only"}
          onEdit={(student) => setOpen({ kind: "edit", student })}
        />
      )}
      <PageLinks
        label="Roster pages"
        noun="Students"
        from={offset}
        shown={students.length}
        total={total}
        totalCapped={totalCapped}
        previousHref={previousOffset === null ? null : rosterHref(query, previousOffset)}
        nextHref={hasMore && nextOffset !== null ? rosterHref(query, nextOffset) : null}
      />
      <StudentFormDialog
        open={open?.kind === "add" || open?.kind === "edit"}
        student={open?.kind === "edit" ? open.student : null}
        centres={formCentres}
        today={today}
        onClose={close}
      />
      <RosterImportDialog open={open?.kind === "import"} centres={centres} isAdmin={isAdmin} onClose={close} />
      {isAdmin ? null : <AskForStudentDialog open={open?.kind === "ask"} centres={formCentres} today={today} onClose={close} />}
    </div>
  );
}

function Empty({ icon, title, children }: { icon: "school" | "search" | "archive" | "users"; title: string; children: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Icon name={icon} className="size-10 text-slate-500" />
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      <p className="max-w-md text-slate-700">{children}</p>
    </div>
  );
}
