import { formatCount } from "~/lib/counts";
import { courseByName } from "~/lib/courses";
import { useT } from "~/i18n/i18n-context";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { formatDayIn } from "~/lib/dates";
import { telHref } from "~/lib/indian-phones";
import type { DemoBookingSummary } from "~/services/leads.server";

/**
 * What a parent keeps once a demo class is booked: the reference, what was booked and where, what
 * happens next, the day in their calendar, and how to change or cancel (the centre's phone).
 */
export function DemoBookingConfirmation({ booking, againHref }: { booking: DemoBookingSummary; againHref: string }) {
  const { t, tag } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus();
  }, [booking]);
  const { centre } = booking;
  const course = courseByName(booking.course);
  const when = [booking.preferredDate ? formatDayIn(booking.preferredDate, tag) : null, booking.preferredTime].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="booked-heading" className="@container space-y-6">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <h3 id="booked-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-extrabold outline-none">
          <Icon name="circle-check" className="size-6 shrink-0 text-emerald-700" />
          {t("demo.booked")}
        </h3>
        <p className="mt-2">{t("demo.thanks", { centre: centre.name, phone: booking.phone })}</p>
        <p className="mt-3 text-sm">
          {t("demo.reference")}
          <strong className="font-mono text-base tracking-wide">{booking.reference}</strong>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 @lg:grid-cols-2">
        <Item term={t("demo.child")}>{t("demo.childAged", { name: booking.childName, age: formatCount(booking.childAge, tag) })}</Item>
        <Item term={t("demo.course")}>{course ? t(`shell.course.${course.key}`) : booking.course}</Item>
        <Item term={t("demo.centre")}>
          {centre.name}
          <span className="block text-sm font-normal text-slate-600">
            {centre.address}, {centre.city}
          </span>
        </Item>
        <Item term={t("demo.when")}>{when || t("demo.anyTime")}</Item>
        <Item term={t("demo.parent")}>
          {booking.parentName}, {booking.phone}
        </Item>
      </dl>
      <div className="flex flex-col gap-3 @lg:flex-row @lg:flex-wrap">
        {booking.calendarFile ? (
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.calendarFile)}`}
            download={`demo-class-${booking.reference}.ics`}
            className="btn btn-md btn-primary"
          >
            <Icon name="calendar-days" className="size-5" />
            {t("demo.addToCalendar")}
          </a>
        ) : null}
        <a href={telHref(centre.phone)} className="btn btn-md btn-brand-outline">
          <Icon name="phone" className="size-5" />
          {t("demo.callCentre", { centre: centre.name })}
        </a>
        <a href={againHref} className="btn btn-md btn-brand-outline">
          {t("demo.again")}
        </a>
      </div>
      <p className="text-sm text-slate-600">{t("demo.change")}</p>
    </section>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
