import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { Slideshow } from "~/components/slideshow";
import { formatCount, formatTotal } from "~/lib/counts";
import { HERO_SLIDES, HOME_HERO } from "~/web/hero-slides";
import { CLAIMS } from "~/lib/site";

export function HomeHero() {
  const { t, tag } = useT();
  const stats = [
    { value: formatTotal(CLAIMS.students, true, tag), label: t("home.stat.students") },
    { value: formatTotal(CLAIMS.centres, true, tag), label: t("home.stat.centres") },
    { value: formatTotal(CLAIMS.years, true, tag), label: t("home.stat.years") },
  ];
  return (
    <Slideshow slides={HERO_SLIDES} {...HOME_HERO}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <ul className="mb-5 flex flex-wrap gap-2 text-sm font-semibold text-sun-300">
            <li className="rounded-full bg-black/40 px-3.5 py-1.5">
              {t("home.hero.records", { count: formatCount(CLAIMS.worldRecords, tag) })}
            </li>
            <li className="rounded-full bg-black/40 px-3.5 py-1.5">{t("home.hero.awards", { count: formatCount(CLAIMS.awards, tag) })}</li>
          </ul>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight drop-shadow sm:text-5xl">{t("home.hero.title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 drop-shadow">{t("home.hero.text")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/book-demo"
              className="inline-flex items-center gap-2 rounded-lg bg-sun-400 px-6 py-3 text-base font-bold text-brand-900 shadow-lg transition hover:bg-sun-300"
            >
              <Icon name="graduation-cap" className="size-5" />
              {t("shell.bookDemoClass")}
            </Link>
            <Link
              to="/blogs"
              className="inline-flex rounded-lg border-2 border-white bg-black/30 px-6 py-3 text-base font-bold text-white shadow-lg backdrop-blur transition hover:bg-white hover:text-brand-900"
            >
              {t("home.hero.learnMore")}
              <span className="sr-only">{t("home.hero.learnMoreHidden")}</span>
            </Link>
            <Link
              to="/centres"
              className="inline-flex items-center gap-2 rounded-lg border-2 border-white bg-black/30 px-6 py-3 text-base font-bold text-white shadow-lg backdrop-blur transition hover:bg-white hover:text-brand-900"
            >
              <Icon name="map-pin" className="size-5" />
              {t("home.hero.findCentre")}
            </Link>
          </div>
        </div>
        {/* The students' figure (1,00,000+) is the longest: its card is wider, so it fits from a 360-px phone up. */}
        <dl className="grid grid-cols-[1.4fr_1fr_1fr] gap-3 sm:gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-2xl bg-black/40 px-2 py-4 text-center backdrop-blur sm:p-5"
            >
              <dt className="mt-1 text-xs font-medium text-white/90 sm:text-sm">{stat.label}</dt>
              <dd className="text-lg font-extrabold tabular-nums text-sun-300 sm:text-2xl lg:text-xl xl:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Slideshow>
  );
}
