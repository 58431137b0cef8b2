import type { CourseCentre } from "~/services/courses.server";
import { COURSE_CONTENT, typicalAgeRange } from "./course-content.server";
import { COURSE_INFO, coursePath, type CourseInfo } from "../lib/courses";
import { COURSES, type BlogCategory, type Course } from "../lib/enums";
import { academy, breadcrumbList, postalAddress } from "./structured-data";
import { formatRupees } from "../lib/gst";
import type { Translator } from "../i18n/translate";

/** A course page lists this many centres; the centre finder has the rest. */
export const LISTED_CENTRES = 8;

export const demoHref = (course: CourseInfo["key"]) => `/book-demo?course=${course}`;

/** "₹1,500" for a course's lowest fee (services/courses.server.ts lowestFees), or null when no centre shows one. */
export const lowestFeeText = (amount: number | undefined) => (amount ? formatRupees(amount) : null);

/** Where a course page sits, as its breadcrumbs show it: the home page's list of courses, then the course. */
const courseBreadcrumbs = (info: CourseInfo) => [
  { name: "Home", path: "/" },
  { name: "Our Courses", path: "/#courses" },
  { name: info.name, path: coursePath(info.key) },
];

/** The breadcrumbs as the page shows them, in its language (`t` knows "shell"). */
const shownBreadcrumbs = (info: CourseInfo, { t }: Translator) =>
  courseBreadcrumbs(info).map((crumb, index) => ({
    ...crumb,
    name: [t("shell.nav.home"), t("shell.footer.courses"), t(`shell.course.${info.key}`)][index] ?? crumb.name,
  }));

/**
 * Everything a course page shows (the first LISTED_CENTRES centres teaching it, and how many more),
 * with its schema.org Course for search engines, naming the centres listed, and the BreadcrumbList
 * of its breadcrumbs (in English, as the course's content). No `offers`: fees are the centres' own,
 * and a free demo class priced 0 would read as a free course in search results. `translator`: the
 * page's, with "shell".
 */
export function coursePage(
  info: CourseInfo,
  { centres, total }: { centres: CourseCentre[]; total: number },
  origin: string,
  translator: Translator,
) {
  const content = COURSE_CONTENT[info.key];
  const url = origin + coursePath(info.key);
  const breadcrumbs = courseBreadcrumbs(info);
  const course = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: info.name,
    description: content.summary,
    url,
    inLanguage: "en-IN",
    provider: academy(origin),
    audience: { "@type": "EducationalAudience", educationalRole: "student", audienceType: `Children aged ${content.ageGroup.label}` },
    typicalAgeRange: typicalAgeRange(content.ageGroup),
    hasCourseInstance: centres.map((centre) => ({
      "@type": "CourseInstance",
      courseMode: "Blended",
      location: { "@type": "Place", name: centre.name, url: `${origin}/centres/${centre.slug}`, address: postalAddress(centre) },
    })),
  };
  return {
    course: info,
    content,
    url,
    demoHref: demoHref(info.key),
    breadcrumbs: shownBreadcrumbs(info, translator),
    centres: centres.map(({ slug, name, area, city }) => ({ slug, name, area, city })),
    moreCentres: Math.max(0, total - centres.length),
    others: COURSES.filter((key) => key !== info.key).map((key) => ({
      ...COURSE_INFO[key],
      path: coursePath(key),
      tagline: COURSE_CONTENT[key].tagline,
    })),
    jsonLd: [course, breadcrumbList(breadcrumbs.map((crumb) => ({ name: crumb.name, url: origin + crumb.path })))],
  };
}

/** A blog category is about the course of the same key. */
const BLOG_COURSE: Readonly<Record<BlogCategory, Course>> = { abacus: "abacus", phonics: "phonics", vedic_maths: "vedic_maths" };

/** Where a blog post leads a parent: the course it is about and its demo class. */
export function blogWayForward(category: BlogCategory) {
  const info = COURSE_INFO[BLOG_COURSE[category]];
  const content = COURSE_CONTENT[info.key];
  return {
    key: info.key,
    name: info.name,
    path: coursePath(info.key),
    summary: content.summary,
    age: content.ageGroup.label,
    demoHref: demoHref(info.key),
  };
}
