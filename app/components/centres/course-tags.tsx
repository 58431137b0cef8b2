import { courseName } from "~/lib/courses";
import type { Course } from "~/lib/enums";

/** The courses a centre teaches, as small tags. */
export function CourseTags({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Courses">
      {courses.map((course) => (
        <li key={course} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {courseName(course)}
        </li>
      ))}
    </ul>
  );
}
