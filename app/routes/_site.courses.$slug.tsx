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
import { getCourseLevels } from "~/services/programmes.server";
import { pageNotFound } from "~/lib/http.server";

// A course a parent can read about: what it is, for whom, how long, what it gives, where it is taught.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const info = courseBySlug(params.slug ?? "");
  if (!info) throw pageNotFound();
  const deps = depsFrom(context);
  // As a visitor sees them (no kits), so the page stays one for everyone.
  const [centres, fees, levels] = await Promise.all([
    centresTeaching(deps, info.key, LISTED_CENTRES),
    lowestFees(deps),
    getCourseLevels(deps, null, info.key),
  ]);
  return { ...coursePage(info, centres, new URL(request.url).origin), feesFrom: lowestFeeText(fees[info.key]), levels };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `Course not found | ${SITE_NAME}` }];
  const { course, content, url } = data;
  const title = `${course.name} for children aged ${content.ageGroup.label} | ${SITE_NAME}`;
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
  const { course, content, demoHref, breadcrumbs, centres, moreCentres, others, jsonLd, feesFrom, levels } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={jsonLd} />
      <CourseHero
        breadcrumbs={breadcrumbs}
        name={course.name}
        tagline={content.tagline}
        icon={COURSE_ICONS[course.key]}
        age={content.ageGroup.label}
        duration={content.duration.label}
        demoHref={demoHref}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="space-y-14">
          <CourseAbout name={course.name} paragraphs={content.about} />
          <CourseLevels levels={content.levels} duration={content.duration} />
          <CourseProgramme levels={levels} />
          <CourseGains gains={content.gains} />
          <CourseFaq faqs={content.faqs} />
        </div>
        <aside aria-label={`${course.name}: at a glance and where to learn`}>
          <CourseAside
            name={course.name}
            age={content.ageGroup}
            duration={content.duration}
            feesFrom={feesFrom}
            centres={centres}
            moreCentres={moreCentres}
            demoHref={demoHref}
          />
        </aside>
      </div>
      <CourseClosing name={course.name} demoHref={demoHref} others={others} />
    </>
  );
}
