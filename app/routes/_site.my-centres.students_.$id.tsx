import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { StudentPage } from "~/components/students/student-page";
import { orPageNotFound } from "~/lib/http.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { askParentConsent, parentsPageUrl } from "~/services/consent-requests.server";
import { depsFrom } from "~/services/deps.server";
import { getStudentWithHistory } from "~/services/level-history.server";
import { recordPaperConsent } from "~/services/consents.server";
import { READS } from "~/services/record-reads.server";
import { IMAGE_FORM_BODY_LIMIT } from "~/services/images.server";
import { requestTransfer } from "~/services/transfers.server";
import { STUDENT_PAGE_FAILURES, studentPageActionSchema } from "~/validation/transfers";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireMember } from "~/web/guards.server";
import { heroLinks } from "~/web/hero-slides";
import { pageAction } from "~/web/page-action.server";

// One student of the roster: their level history (every centre they were at), a move to another
// centre and the parent's consent (recorded from the signed form). A student of a centre the reader does not run is not there for them (404).

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.student.name ?? "Student"} | Students | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The session's user, then one batch: the read logged, the student with their progress, a move waiting, their history and (admins) who read it. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const student = await orPageNotFound(
    getStudentWithHistory(depsFrom(args.context), user, args.params.id ?? "", { what: READS.page, withReads: true }),
  );
  return { student, isAdmin: isAdmin(user), parentsPage: parentsPageUrl(new URL(args.request.url).origin) };
}

export const action = pageAction({
  guard: requireMember,
  schema: studentPageActionSchema,
  failures: STUDENT_PAGE_FAILURES,
  // The consent form carries a photo of the signed form.
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    requestTransfer: async ({ deps, actor, input, args }) => {
      const { moved } = await requestTransfer(deps, actor, args.params.id ?? "", { centreId: input.centreId });
      return { message: moved ? "Student moved" : "Move asked: the head office will confirm it" };
    },
    recordConsent: async ({ deps, actor, input: { intent: _intent, ...consent }, args }) => {
      const recorded = await recordPaperConsent(deps, actor, args.params.id ?? "", consent, new URL(args.request.url).origin);
      return { message: recorded.status === "given" ? "Consent recorded" : "Withdrawal recorded" };
    },
    askConsent: async ({ deps, actor, args }) => askParentConsent(deps, actor, args.params.id ?? "", new URL(args.request.url).origin),
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(STUDENT_PAGE_FAILURES);

export default function StudentRoute() {
  const { student, isAdmin, parentsPage } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={student.name} compact>
        Their level history, at every centre they were at.
      </PageHero>
      <StudentPage student={student} isAdmin={isAdmin} parentsPage={parentsPage} />
    </>
  );
}
