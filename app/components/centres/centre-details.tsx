import { useT } from "~/i18n/i18n-context";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { AnchorButton } from "~/components/ui/button";
import { DemoBookingForm } from "~/components/leads/demo-booking-form";
import { coursePath } from "~/lib/courses";
import { responsiveImage } from "~/web/responsive-image";
import type { CentreView } from "~/services/centres.server";
import { CentreContactButtons } from "./centre-contact-buttons";
import { mapUrl } from "~/lib/distance";
import { streetAddressOf } from "~/web/centre-address";
import { formatPhone, telHref } from "~/lib/indian-phones";

/** A centre's page: photo, address and map, contact, courses with their fees, timings, and the demo class. */
export function CentreDetails({ centre }: { centre: Omit<CentreView, "partnerIds" | "distanceKm"> }) {
  const bookable = { id: centre.id, name: centre.name, city: centre.city, courses: centre.courses };
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/centres" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" />
        {t("centres.page.all")}
      </Link>
      <header className="mt-5">
        {!centre.active ? (
          <p className="mb-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t("centres.page.inactive")}
          </p>
        ) : null}
        <h1 className="text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">{centre.name}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-lg text-slate-700">
          <Icon name="map-pin" className="size-5 shrink-0 text-brand-600" />
          {centre.area}, {centre.city}
        </p>
        {/* On a phone the booking card is far below: the way to it comes first. */}
        <AnchorButton href="#demo-booking" variant="accent" size="lg" className="mt-5 lg:hidden">
          {t("shell.bookDemoClass")}
        </AnchorButton>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          {centre.imageUrl ? (
            <img
              {...responsiveImage(centre.imageUrl, "(min-width: 1024px) 640px, 100vw")}
              alt={`${centre.name}`}
              width={1200}
              height={675}
              className="aspect-video w-full rounded-2xl object-cover shadow-sm"
            />
          ) : null}
          <section aria-labelledby="courses-heading">
            <h2 id="courses-heading" className="text-xl font-bold text-brand-900">
              {t("centres.page.coursesFees")}
            </h2>
            <ul className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {centre.courses.map((course) => (
                <li key={course} className="flex flex-wrap items-center justify-between gap-2 px-5 py-4">
                  <Link to={coursePath(course)} className="font-semibold text-brand-800 hover:underline">
                    {t(`shell.course.${course}`)}
                  </Link>
                  <span className="text-slate-700">{centre.fees[course] ?? t("centres.page.askCentre")}</span>
                </li>
              ))}
            </ul>
          </section>
          {centre.timings ? (
            <section aria-labelledby="timings-heading">
              <h2 id="timings-heading" className="text-xl font-bold text-brand-900">
                {t("centres.page.timings")}
              </h2>
              <p className="mt-3 flex items-start gap-2 text-slate-800">
                <Icon name="clock" className="mt-1 size-4 shrink-0 text-brand-600" />
                {centre.timings}
              </p>
            </section>
          ) : null}
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="visit-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="visit-heading" className="text-lg font-bold text-brand-900">
              {t("centres.page.visit")}
            </h2>
            <address className="mt-3 whitespace-pre-line not-italic text-slate-800">
              {streetAddressOf(centre)}
              {"\n"}
              {centre.city} {centre.pincode}
            </address>
            <p className="mt-3">
              <a href={telHref(centre.phone)} className="font-semibold text-brand-700 hover:underline">
                {formatPhone(centre.phone)}
              </a>
            </p>
            <div className="mt-4">
              <CentreContactButtons centre={centre} size="md" />
            </div>
            <AnchorButton href={mapUrl(centre)} target="_blank" rel="noopener noreferrer" variant="outline" size="sm" className="mt-3">
              <Icon name="map-pin" className="size-4" />
              {t("centres.page.map")}
              <span className="sr-only">{t("centres.page.mapHidden")}</span>
            </AnchorButton>
          </section>
          <section id="demo-booking" aria-labelledby="demo-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="demo-heading" className="text-xl font-bold text-brand-900">
              {t("shell.bookDemoClass")}
            </h2>
            <p className="mt-2 text-slate-700">{t("centres.page.demoText", { centre: centre.name })}</p>
            <div className="mt-5">
              <DemoBookingForm centres={[bookable]} centreId={centre.id} />
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
