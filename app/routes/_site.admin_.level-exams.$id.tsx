import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { MarksRowForm } from "~/components/level-exams/marks-row-form";
import { PublishLevelExam } from "~/components/level-exams/publish-level-exam";
import { PageHero } from "~/components/page-hero";
import { offsetHref, PageLinks } from "~/components/page-links";
import { ResultsImport } from "~/components/results/results-import";
import { formatPublishedDate } from "~/lib/dates";
import { orPageNotFound } from "~/lib/http.server";
import { pageListQuery } from "~/lib/pagination.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getMarksSheet, importMarksCsv, MARKS_PER_PAGE, saveMarks } from "~/services/level-exam-marks.server";
import { publishLevelExam } from "~/services/level-exam-publish.server";
import { MARKS_FAILURES, marksActionSchema } from "~/validation/level-exams";
import { RESULTS_CSV_LIMIT_BYTES } from "~/validation/results";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { heroLinks } from "~/web/hero-slides";
import { pageAction } from "~/web/page-action.server";

// A level exam's marks sheet (admins): marks out of 100 typed per student or imported from its CSV
// template, then published (passes move up a level with a certificate; partners are told).

export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Marks${data ? `: ${data.exam.title}` : ""} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** One round trip: the exam with its counts, and a page of its entries with their marks (`?offset=`). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const page = pageListQuery(new URL(args.request.url), {}, MARKS_PER_PAGE);
  return orPageNotFound(getMarksSheet(depsFrom(args.context), user, args.params.id ?? "", page));
}

export const action = pageAction({
  guard: requireAdmin,
  schema: marksActionSchema,
  failures: MARKS_FAILURES,
  bodyLimit: RESULTS_CSV_LIMIT_BYTES + 16 * 1024,
  handlers: {
    saveMarks: async ({ deps, actor, args, input: { rollNumber, marks } }) => {
      await saveMarks(deps, actor, args.params.id ?? "", [{ rollNumber, marks, field: "marks", where: `Roll number ${rollNumber}` }]);
      return { message: `Saved the marks of roll number ${rollNumber}.` };
    },
    importMarks: async ({ deps, actor, args, input }) => {
      const text = typeof input.csv === "string" ? input.csv : await input.csv.text();
      const { saved } = await importMarksCsv(deps, actor, args.params.id ?? "", text);
      return { message: saved === 1 ? "1 student's marks saved." : `${saved} students' marks saved.` };
    },
    publish: async ({ deps, actor, args }) => {
      const { passed, firstPublish } = await publishLevelExam(deps, actor, args.params.id ?? "");
      const moved = `${passed} student${passed === 1 ? "" : "s"} moved up a level`;
      return { message: firstPublish ? `Published: ${moved}. Partners are notified.` : `Published: ${moved}.` };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(MARKS_FAILURES);

export default function LevelExamMarksRoute() {
  const { exam, counts, newPasses, notYetHeld, entries, offset, previousOffset, hasMore, nextOffset } = useLoaderData<typeof loader>();
  const path = `/admin/level-exams/${encodeURIComponent(exam.id)}`;
  const published = exam.resultsPublishedAt !== null;
  return (
    <>
      <PageHero title={`Marks: ${exam.title}`} compact>
        <time dateTime={exam.date}>{formatPublishedDate(exam.date)}</time> · {exam.venue} · pass mark {exam.passMark}
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to={`/admin/competitions/${encodeURIComponent(exam.id)}`}
          className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" /> Entries and fees
        </Link>
        <PublishLevelExam
          action={path}
          publishedAt={exam.resultsPublishedAt}
          counts={counts}
          newPasses={newPasses}
          passMark={exam.passMark}
          notYetHeld={notYetHeld}
        />
        <ResultsImport action={path} templateUrl={`/admin/level-exams/${encodeURIComponent(exam.id)}/marks.csv`} of="marks" />
        {entries.length ? (
          <ul aria-label="Students entered" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {entries.map((entry) => (
              <MarksRowForm key={entry.id} entry={entry} action={path} passMark={exam.passMark} published={published} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">No students are entered in this exam yet.</p>
        )}
        <PageLinks
          label="Marks pages"
          noun="Students"
          from={offset}
          shown={entries.length}
          total={counts.entries}
          previousHref={offsetHref(path, previousOffset)}
          nextHref={offsetHref(path, hasMore ? nextOffset : null)}
        />
      </div>
    </>
  );
}
