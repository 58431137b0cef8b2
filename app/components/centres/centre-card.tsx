import { useT } from "~/i18n/i18n-context";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import { formatDistance } from "~/lib/distance";
import type { Course } from "~/lib/enums";
import { CentreContactButtons } from "./centre-contact-buttons";
import { CourseTags } from "./course-tags";
import { bookDemoHref, type ReachableCentre } from "./links";

export type CentreCardData = ReachableCentre & {
  slug: string;
  city: string;
  area: string;
  pincode: string;
  courses: Course[];
  timings: string;
  distanceKm?: number;
};

/** One centre in the finder: where, what, when, how far, and the ways to reach it. */
export function CentreCard({ centre }: { centre: CentreCardData }) {
  const headingId = `centre-${centre.id}`;
  const { t } = useT();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold leading-snug text-brand-900">
            <Link to={`/centres/${centre.slug}`} className="hover:underline">
              {centre.name}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Icon name="map-pin" className="size-4 shrink-0 text-brand-600" />
            {centre.area}, {centre.city} {centre.pincode}
          </p>
        </div>
        {centre.distanceKm !== undefined ? (
          <p className="shrink-0 rounded-full bg-sun-300 px-3 py-1 text-sm font-bold text-brand-900">
            {formatDistance(centre.distanceKm)}
            <span className="sr-only">{t("centres.card.away")}</span>
          </p>
        ) : null}
      </header>
      <CourseTags courses={centre.courses} />
      {centre.timings ? (
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            <span className="sr-only">{t("centres.card.timings")}</span>
            {centre.timings}
          </span>
        </p>
      ) : null}
      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        <CentreContactButtons centre={centre} />
        <LinkButton to={bookDemoHref(centre)} variant="accent" block>
          {t("shell.bookDemoClass")}
          <span className="sr-only">{t("centres.card.bookAt", { centre: centre.name })}</span>
        </LinkButton>
      </div>
    </article>
  );
}
