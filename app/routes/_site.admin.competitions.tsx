import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompetitionsTab } from "~/components/admin/competitions-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { requireAdmin } from "~/web/guards.server";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { COMPETITIONS_PER_ADMIN_PAGE, listCompetitionsWithEntries } from "~/services/entry-pages.server";
import { scheduleLevelExam } from "~/services/level-exams.server";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { pageAction } from "~/web/page-action.server";
import { SCHEDULE_FAILURES, scheduleLevelExamActionSchema } from "~/validation/level-exams";

// Competitions: a page of them, newest first, each with its entries and fees, linking to its own
// entries page (/admin/competitions/:id, a page of its own outside the dashboard).

export const meta = adminTabMeta("competitions");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const page = pageListQuery(new URL(args.request.url), {}, COMPETITIONS_PER_ADMIN_PAGE);
  return listCompetitionsWithEntries(depsFrom(args.context), user, page);
}

/** "Schedule a level exam": the exam joins this list (a competition of kind level-exam). */
export const action = pageAction({
  guard: requireAdmin,
  schema: scheduleLevelExamActionSchema,
  failures: SCHEDULE_FAILURES,
  handlers: {
    scheduleLevelExam: async ({ deps, actor, input: { intent: _intent, ...exam } }) => {
      const scheduled = await scheduleLevelExam(deps, actor, exam);
      return { message: `Scheduled “${scheduled.title}”. Partners can enter students until the deadline.` };
    },
  },
});

export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(SCHEDULE_FAILURES);

export const ErrorBoundary = adminTabErrorBoundary("competitions");

export default function CompetitionsRoute() {
  return <CompetitionsTab page={useLoaderData<typeof loader>()} />;
}
