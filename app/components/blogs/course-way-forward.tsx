import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { COURSE_ICONS } from "~/components/courses/course-icons";
import { LinkButton } from "~/components/ui/button";
import type { Course } from "~/lib/enums";

export type WayForward = { key: Course; name: string; path: string; summary: string; age: string; demoHref: string };

/** The end of a blog post: the course it is about, and the demo class a parent can book for it. */
export function CourseWayForward({ course }: { course: WayForward }) {
  const { t } = useT();
  const name = t(`shell.course.${course.key}`);
  return (
    <aside
      aria-labelledby="way-forward-heading"
      className="mt-12 overflow-hidden rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-amber-50 p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md">
          <Icon name={COURSE_ICONS[course.key]} className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{t("blogs.wantThis")}</p>
          <h2 id="way-forward-heading" className="mt-1 text-2xl font-extrabold text-brand-900">
            {name}
          </h2>
          <p className="mt-2 text-slate-700">{course.summary}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
            <Icon name="users" className="size-4 text-brand-600" />
            {t("blogs.ages", { ages: course.age })}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <LinkButton to={course.demoHref} size="lg">
              {t("shell.bookDemoClass")}
            </LinkButton>
            <LinkButton to={course.path} variant="brandOutline" size="lg">
              {t("blogs.aboutCourse", { course: name })}
            </LinkButton>
          </div>
        </div>
      </div>
    </aside>
  );
}
