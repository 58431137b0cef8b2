import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CourseAside } from "~/components/courses/course-aside";
import { CourseHero } from "~/components/courses/course-hero";
import { COURSE_ICONS } from "~/components/courses/course-icons";
import { CourseAbout, CourseFaq, CourseGains, CourseLevels, CourseProgramme } from "~/components/courses/course-sections";
import { CourseClosing } from "~/components/courses/other-courses";
import { JsonLd } from "~/components/json-ld";
import { coursePage, lowestFeeText, LISTED_CENTRES } from "~/web/course-page.server";
import { courseBySlug } from "~/lib/courses";
import { SITE_NAME } from "~/lib/site";
import { centresTeaching, lowestFees } from "~/services/courses.server";
import { depsFrom } from "~/services/deps.server";
import { getCourseLevels, programmeEditor, saveCourseLevels } from "~/services/programmes.server";
import { ProgrammeEditor } from "~/components/courses/programme-editor";
import { courseLevelsFormSchema } from "~/validation/programmes";
import { z } from "~/validation/zod";
import { optionalActor, requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageNotFound } from "~/lib/http.server";
import { localeOf, pageMessages, serverTranslator } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { translatorOf } from "~/i18n/translate";

// A course a parent can read about: what it is, for whom, how long, what it gives, where it is
// taught; an administrator also edits its programme here.
export async function loader(args: LoaderFunctionArgs) {
  const info = courseBySlug(args.params.slug ?? "");
  if (!info) throw pageNotFound();
  const deps = depsFrom(args.context);
  const actor = await optionalActor(args);
  const [centres, fees, levels, editor] = await Promise.all([
    centresTeaching(deps, info.key, LISTED_CENTRES),
    lowestFees(deps),
    getCourseLevels(deps, actor, info.key),
    programmeEditor(deps, actor),
  ]);
  const page = coursePage(info, centres, new URL(args.request.url).origin, serverTranslator(localeOf(args.request), "shell"));
  return { ...page, feesFrom: lowestFeeText(fees[info.key]), levels, editor, messages: pageMessages(args.request, "courses") };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: z.discriminatedUnion("intent", [courseLevelsFormSchema]),
  failures: { saveLevels: "Could not save the programme. Please try again." },
  handlers: {
    saveLevels: async ({ deps, actor, input, args }) => {
      const info = courseBySlug(args.params.slug ?? "");
      if (!info) throw pageNotFound();
      await saveCourseLevels(deps, actor, info.key, input);
      return { message: `The ${info.name} programme is saved.` };
    },
  },
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `Course not found | ${SITE_NAME}` }];
  const { course, content, url } = data;
  const { t } = translatorOf(matches);
  const title = t("courses.title", { course: t(`shell.course.${course.key}`), age: content.ageGroup.label, site: SITE_NAME });
  return [
    { title },
    { name: "description", content: content.summary },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: content.summary },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: content.summary },
  ];
};

export default function CoursePage() {
  const { course, content, demoHref, breadcrumbs, centres, moreCentres, others, jsonLd, feesFrom, levels, editor } =
    useLoaderData<typeof loader>();
  const { t } = useT();
  const name = t(`shell.course.${course.key}`);
  return (
    <>
      <JsonLd data={jsonLd} />
      <CourseHero
        breadcrumbs={breadcrumbs}
        name={name}
        tagline={content.tagline}
        icon={COURSE_ICONS[course.key]}
        age={content.ageGroup.label}
        duration={content.duration.label}
        demoHref={demoHref}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="space-y-14">
          <CourseAbout name={name} paragraphs={content.about} />
          <CourseLevels levels={content.levels} duration={content.duration} />
          <div>
            <CourseProgramme levels={levels} />
            {editor ? <ProgrammeEditor levels={levels} kits={editor.kits} /> : null}
          </div>
          <CourseGains gains={content.gains} />
          <CourseFaq faqs={content.faqs} />
        </div>
        <aside aria-label={t("courses.asideLabel", { course: name })}>
          <CourseAside
            name={name}
            age={content.ageGroup}
            duration={content.duration}
            feesFrom={feesFrom}
            centres={centres}
            moreCentres={moreCentres}
            demoHref={demoHref}
          />
        </aside>
      </div>
      <CourseClosing name={name} demoHref={demoHref} others={others} />
    </>
  );
}
