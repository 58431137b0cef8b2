import type { IconName } from "~/components/icon";
import type { Course } from "~/lib/enums";

/** Each course's picture on its page, in the list of other courses and on a blog post's way forward. */
export const COURSE_ICONS: Readonly<Record<Course, IconName>> = {
  abacus: "calculator",
  phonics: "book-open",
  vedic_maths: "sigma",
  mental_math: "trending-up",
  brain_development: "brain",
};
