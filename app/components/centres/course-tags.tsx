import { useT } from "~/i18n/i18n-context";
import type { Course } from "~/lib/enums";

/** The courses a centre teaches, as small tags. */
export function CourseTags({ courses }: { courses: readonly Course[] }) {
  const { t } = useT();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("shell.courses")}>
      {courses.map((course) => (
        <li key={course} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {t(`shell.course.${course}`)}
        </li>
      ))}
    </ul>
  );
}
