import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { offsetHref, PageLinks } from "~/components/page-links";
import { PublishingStatus } from "~/components/results/publishing-status";
import { ResultsImport } from "~/components/results/results-import";
import { ResultsSheet } from "~/components/results/results-sheet";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { importResultsCsv } from "~/services/results-csv.server";
import { publishResults } from "~/services/results-publish.server";
import { getResultsSheetPage, RESULTS_PER_PAGE, saveResults } from "~/services/results.server";
import { RESULTS_CSV_LIMIT_BYTES, RESULTS_FAILURES, resultsActionSchema } from "~/validation/results";
import { orPageNotFound } from "~/lib/http.server";
import { heroLinks } from "~/web/hero-slides";
import { formatPublishedDate } from "~/lib/dates";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Results${data ? `: ${data.competition.title}` : ""} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** One round trip (two statements): the competition with its counts, and a page of the entries with their results (`?offset=`). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const page = pageListQuery(new URL(args.request.url), {}, RESULTS_PER_PAGE);
  return orPageNotFound(getResultsSheetPage(depsFrom(args.context), user, args.params.id ?? "", page));
}

export const action = pageAction({
  guard: requireAdmin,
  schema: resultsActionSchema,
  failures: RESULTS_FAILURES,
  bodyLimit: RESULTS_CSV_LIMIT_BYTES + 16 * 1024,
  handlers: {
    saveResult: async ({ deps, actor, args, input: { intent: _intent, ...result } }) => {
      await saveResults(deps, actor, args.params.id ?? "", [{ ...result, field: "rollNumber", where: `Roll number ${result.rollNumber}` }]);
      return { message: `Saved the result of roll number ${result.rollNumber}.` };
    },
    importResults: async ({ deps, actor, args, input }) => {
      const text = typeof input.csv === "string" ? input.csv : await input.csv.text();
      const { saved } = await importResultsCsv(deps, actor, args.params.id ?? "", text);
      return { message: saved === 1 ? "1 result saved." : `${saved} results saved.` };
    },
    publish: async ({ deps, actor, args }) => {
      const outcome = await publishResults(deps, actor, args.params.id ?? "");
      const codes = `${outcome.certificatesIssued} certificate${outcome.certificatesIssued === 1 ? "" : "s"}`;
      return { message: outcome.firstPublish ? `Published, with ${codes}. Partners are notified.` : `Issued ${codes}.` };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(RESULTS_FAILURES);

export default function AdminResultsRoute() {
  const { competition, levels, totals, entries, offset, previousOffset, hasMore, nextOffset, notYetHeld } = useLoaderData<typeof loader>();
  const path = `/admin/competitions/${encodeURIComponent(competition.id)}/results`;
  return (
    <>
      <PageHero title={`Results: ${competition.title}`} compact>
        <time dateTime={competition.date}>{formatPublishedDate(competition.date)}</time> · {competition.location}
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to={`/admin/competitions/${encodeURIComponent(competition.id)}`}
          className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" /> Entries
        </Link>
        <PublishingStatus competition={competition} totals={totals} action={path} notYetHeld={notYetHeld} />
        <ResultsImport action={path} templateUrl={`${path}.csv`} />
        <ResultsSheet entries={entries} levels={levels} action={path} />
        <PageLinks
          label="Results pages"
          noun="Entries"
          from={offset}
          shown={entries.length}
          total={totals.entries}
          previousHref={offsetHref(path, previousOffset)}
          nextHref={offsetHref(path, hasMore ? nextOffset : null)}
        />
      </div>
    </>
  );
}
