import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";
import { Icon } from "~/components/icon";
import { coursePath } from "~/lib/courses";
import type { Course } from "~/lib/enums";

const COURSE_ICONS = { abacus: "calculator", phonics: "book-open", vedic: "brain" } as const;

type CourseCard = { title: string; text: string; icon: keyof typeof COURSE_ICONS; course: Course; feesFrom: string | null };

/** The home page's courses: what each is, its lowest fee when a centre shows one, and its page. */
function FeesFrom({ fee }: { fee: string }) {
  const [before, after] = around(useT(), "home.courses.feesFrom", "fee");
  return (
    <p className="mt-4 text-sm text-slate-600">
      {before}
      <span className="font-semibold text-slate-900">{fee}</span>
      {after}
    </p>
  );
}

export function CourseCards({ courses }: { courses: readonly CourseCard[] }) {
  const { t } = useT();
  return (
    <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-16 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="courses-heading" className="text-center text-3xl font-extrabold text-brand-900">
          {t("home.courses.title")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {courses.map(({ title, text, icon, course, feesFrom }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={COURSE_ICONS[icon]} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{text}</p>
              {feesFrom ? <FeesFrom fee={feesFrom} /> : null}
              <Link
                to={coursePath(course)}
                className="mt-5 inline-flex self-start rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("home.hero.learnMore")}
                <span className="sr-only">{t("home.courses.learnMoreAbout", { course: title })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
