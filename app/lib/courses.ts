import type { Course } from "./enums";

// The five courses: their names as the site shows them and their pages (/courses/<slug>).
// Browser-safe; the pages' own words live with the course pages.

export type CourseInfo = { key: Course; slug: string; name: string };

export const COURSE_INFO: Readonly<Record<Course, CourseInfo>> = {
  abacus: { key: "abacus", slug: "abacus-training", name: "Abacus Training" },
  phonics: { key: "phonics", slug: "phonics-programs", name: "Phonics Programs" },
  vedic_maths: { key: "vedic_maths", slug: "vedic-mathematics", name: "Vedic Mathematics" },
  mental_math: { key: "mental_math", slug: "mental-math", name: "Mental Math" },
  brain_development: { key: "brain_development", slug: "brain-development", name: "Brain Development" },
};

export const courseName = (course: Course) => COURSE_INFO[course].name;
export const coursePath = (course: Course) => `/courses/${COURSE_INFO[course].slug}`;
export const courseBySlug = (slug: string) => Object.values(COURSE_INFO).find((info) => info.slug === slug);
/** The course a name shown in English names (a booking's summary says the course by its name). */
export const courseByName = (name: string) => Object.values(COURSE_INFO).find((info) => info.name === name);
