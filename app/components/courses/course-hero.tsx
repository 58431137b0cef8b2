import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { Icon, type IconName } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import { useT } from "~/i18n/i18n-context";

type Props = {
  /** Where the page sits, the page itself last (the same crumbs as its BreadcrumbList). */
  breadcrumbs: { name: string; path: string }[];
  name: string;
  tagline: string;
  icon: IconName;
  age: string;
  duration: string;
  demoHref: string;
};

/** The top of a course page: where it sits, its name and promise, the two facts a parent asks first, and the way in. */
export function CourseHero({ breadcrumbs, name, tagline, icon, age, duration, demoHref }: Props) {
  const { t } = useT();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full bg-sun-400/10" />
      <div aria-hidden="true" className="absolute -bottom-32 right-40 hidden size-72 rounded-full bg-white/5 lg:block" />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16">
        <nav aria-label={t("courses.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-100">
            {breadcrumbs.map((crumb, index) =>
              index < breadcrumbs.length - 1 ? (
                <Fragment key={crumb.path}>
                  <li>
                    <Link to={crumb.path} className="hover:text-white hover:underline">
                      {crumb.name}
                    </Link>
                  </li>
                  <li aria-hidden="true">/</li>
                </Fragment>
              ) : (
                <li key={crumb.path} aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </li>
              ),
            )}
          </ol>
        </nav>
        <div className="mt-6 flex items-start gap-4 sm:gap-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-sun-400 text-brand-900 shadow-lg sm:size-16">
            <Icon name={icon} className="size-6 sm:size-8" />
          </span>
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{name}</h1>
            <p className="mt-3 max-w-2xl text-lg text-brand-100 sm:text-xl">{tagline}</p>
          </div>
        </div>
        <ul className="mt-7 flex flex-wrap gap-3 text-sm sm:text-base">
          <Fact icon="users" label={t("courses.ageGroup")} value={age} />
          <Fact icon="calendar-days" label={t("courses.duration")} value={duration} />
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={demoHref} variant="accent" size="lg" className="shadow-lg">
            <Icon name="graduation-cap" className="size-5" />
            {t("shell.bookDemoClass")}
          </LinkButton>
          <a
            href="#centres"
            className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-white/40 px-6 py-3 font-bold text-white transition-colors hover:bg-white/10"
          >
            <Icon name="map-pin" className="size-5" />
            {t("courses.whereToLearn")}
          </a>
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <li className="flex items-center gap-2 rounded-xl bg-white/10 px-4 py-2 ring-1 ring-white/15">
      <Icon name={icon} className="size-4 shrink-0 text-sun-300" />
      <span>
        <span className="text-brand-100">{label}:</span> <span className="font-semibold">{value}</span>
      </span>
    </li>
  );
}
