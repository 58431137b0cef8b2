import type { CourseCentre } from "~/services/courses.server";
import { COURSE_CONTENT, typicalAgeRange, type CourseContent } from "./course-content.server";
import { COURSE_CONTENT_MR } from "./course-content-mr.server";
import { COURSE_CONTENT_HI } from "./course-content-hi.server";
import { LOCALE_TAGS, localizedPath, type Locale } from "../i18n/locales";
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

const COURSE_CONTENT_IN: Readonly<Record<Locale, Readonly<Record<Course, CourseContent>>>> = {
  en: COURSE_CONTENT,
  mr: COURSE_CONTENT_MR,
  hi: COURSE_CONTENT_HI,
};

/** What a course page says, in `locale`. */
export const courseContent = (course: Course, locale: Locale): CourseContent => COURSE_CONTENT_IN[locale][course];

/**
 * Where a course page sits, as its breadcrumbs show it, in its language (`t` knows "shell"): the
 * home page's list of courses, then the course.
 */
const courseBreadcrumbs = (info: CourseInfo, { t }: Translator) => [
  { name: t("shell.nav.home"), path: "/" },
  { name: t("shell.footer.courses"), path: "/#courses" },
  { name: t(`shell.course.${info.key}`), path: coursePath(info.key) },
];

/**
 * Everything a course page shows (the first LISTED_CENTRES centres teaching it, and how many more),
 * in the page's language, with its schema.org Course for search engines, naming the centres listed,
 * and the BreadcrumbList of its breadcrumbs, in that language too. No `offers`: fees are the centres'
 * own, and a free demo class priced 0 would read as a free course in search results. `translator`:
 * the page's, with "shell".
 */
export function coursePage(
  info: CourseInfo,
  { centres, total }: { centres: CourseCentre[]; total: number },
  origin: string,
  translator: Translator,
) {
  const { locale } = translator;
  const content = courseContent(info.key, locale);
  const url = origin + localizedPath(locale, coursePath(info.key));
  const breadcrumbs = courseBreadcrumbs(info, translator);
  const course = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: breadcrumbs[2]!.name,
    description: content.summary,
    url,
    inLanguage: LOCALE_TAGS[locale],
    provider: academy(origin),
    audience: {
      "@type": "EducationalAudience",
      educationalRole: "student",
      audienceType: locale === "en" ? `Children aged ${content.ageGroup.label}` : content.ageGroup.label,
    },
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
    breadcrumbs,
    centres: centres.map(({ slug, name, area, city }) => ({ slug, name, area, city })),
    moreCentres: Math.max(0, total - centres.length),
    others: COURSES.filter((key) => key !== info.key).map((key) => ({
      ...COURSE_INFO[key],
      path: coursePath(key),
      tagline: courseContent(key, locale).tagline,
    })),
    jsonLd: [course, breadcrumbList(breadcrumbs.map((crumb) => ({ name: crumb.name, url: origin + localizedPath(locale, crumb.path) })))],
  };
}

/** A blog category is about the course of the same key. */
const BLOG_COURSE: Readonly<Record<BlogCategory, Course>> = { abacus: "abacus", phonics: "phonics", vedic_maths: "vedic_maths" };

/** Where a blog post leads a parent: the course it is about and its demo class, in the page's `locale`. */
export function blogWayForward(category: BlogCategory, locale: Locale) {
  const info = COURSE_INFO[BLOG_COURSE[category]];
  const content = courseContent(info.key, locale);
  return {
    key: info.key,
    name: info.name,
    path: coursePath(info.key),
    summary: content.summary,
    age: content.ageGroup.label,
    demoHref: demoHref(info.key),
  };
}
