import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import type { Course } from "~/lib/enums";
import { COURSE_ICONS } from "./course-icons";
import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";

type Other = { key: Course; name: string; path: string; tagline: string };

/** The foot of a course page: one more invitation to the demo class, then the other courses. */
export function CourseClosing({ name, demoHref, others }: { name: string; demoHref: string; others: Other[] }) {
  const translator = useT();
  const { t } = translator;
  const [before, after] = around(translator, "courses.inAction", "course");
  return (
    <>
      <section aria-labelledby="closing-heading" className="bg-sun-400">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="closing-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {before}
              {name}
              {after}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-900/90">{t("courses.inActionText")}</p>
          </div>
          <LinkButton to={demoHref} size="lg" className="shrink-0 shadow-md">
            {t("shell.bookDemoClass")}
          </LinkButton>
        </div>
      </section>
      <section aria-labelledby="others-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="others-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {t("courses.others")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((course) => (
              <li key={course.key}>
                <Link
                  to={course.path}
                  className="group grid h-full grid-cols-[auto_1fr] content-start gap-x-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
                >
                  <span className="row-span-2 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:col-span-2 sm:row-span-1">
                    <Icon name={COURSE_ICONS[course.key]} className="size-5" />
                  </span>
                  <span className="font-bold text-slate-900 sm:col-span-2 sm:mt-3 group-hover:text-brand-700 group-hover:underline">
                    {t(`shell.course.${course.key}`)}
                  </span>
                  <span className="mt-1 text-sm text-slate-600 sm:col-span-2">{course.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
