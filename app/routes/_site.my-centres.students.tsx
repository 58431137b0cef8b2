import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { StudentsPage } from "~/components/students/students-page";
import { indiaDate } from "~/lib/dates";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireMember } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { enrolStudent } from "~/services/consent-requests.server";
import { depsFrom } from "~/services/deps.server";
import { importStudents } from "~/services/student-import.server";
import { askForStudent } from "~/services/transfer-asks.server";
import {
  archiveStudent,
  listStudentsPage,
  ROSTER_CENTRES_ON_PAGE,
  rosterCentres,
  STUDENTS_PER_PAGE,
  updateStudent,
} from "~/services/students.server";
import { IMPORT_BODY_LIMIT, STUDENT_FAILURES, studentActionSchema, studentListParams, studentListSchema } from "~/validation/students";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [{ title: `Students | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

/**
 * The session's user (and the footer), then two queries: the centres the reader keeps students of
 * (none past ROSTER_CENTRES_ON_PAGE: the forms then fetch them), and a page of the roster as
 * filtered (`?offset=`) with its total.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const url = new URL(args.request.url);
  // A link with nonsense in its filters shows the current roster rather than an error.
  const parsed = studentListSchema.safeParse(studentListParams(url.searchParams));
  const query = parsed.success ? parsed.data : studentListSchema.parse({});
  const page = pageListQuery(url, {}, STUDENTS_PER_PAGE);
  const deps = depsFrom(args.context);
  const [centres, roster] = await Promise.all([
    rosterCentres(deps, user, { limit: ROSTER_CENTRES_ON_PAGE + 1, first: query.centreId }),
    listStudentsPage(deps, user, query, page),
  ]);
  const carried = centres.length <= ROSTER_CENTRES_ON_PAGE;
  // The centre the page is filtered by, named even when the page does not carry the list.
  const filterCentre = centres[0]?.id === query.centreId ? centres[0]! : null;
  return { centres: carried ? centres : null, filterCentre, ...roster, query, isAdmin: isAdmin(user), today: indiaDate() };
}

export const action = pageAction({
  guard: requireMember,
  schema: studentActionSchema,
  failures: STUDENT_FAILURES,
  bodyLimit: IMPORT_BODY_LIMIT,
  handlers: {
    addStudent: async ({ deps, actor, input: { intent: _intent, ...student }, args }) => {
      const saved = await enrolStudent(deps, actor, student, new URL(args.request.url).origin);
      return { message: `${saved.name} added to the roster` };
    },
    editStudent: async ({ deps, actor, input: { intent: _intent, id, ...student } }) => {
      const saved = await updateStudent(deps, actor, id, student);
      return { message: `${saved.name} saved` };
    },
    archiveStudent: async ({ deps, actor, input }) => {
      const saved = await archiveStudent(deps, actor, input.id);
      return { message: `${saved.name} archived` };
    },
    restoreStudent: async ({ deps, actor, input }) => {
      const saved = await updateStudent(deps, actor, input.id, { archived: false });
      return { message: `${saved.name} is back on the roster` };
    },
    importStudents: async ({ deps, actor, input }) => {
      const imported = await importStudents(deps, actor, await input.file.text());
      return { message: imported.length === 1 ? "1 student imported" : `${imported.length} students imported` };
    },
    askForStudent: async ({ deps, actor, input: { intent: _intent, ...child } }) => {
      const { moved } = await askForStudent(deps, actor, child);
      return { message: moved ? `${child.name} moved to your centre` : `Asked for ${child.name}: the head office will confirm the move` };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(STUDENT_FAILURES);

export default function StudentsRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Students" compact>
        {data.isAdmin
          ? "Every centre's students: the roster partners keep for competitions."
          : "Your centres' roster: the students you enter in competitions."}
      </PageHero>
      <StudentsPage {...data} />
    </>
  );
}
