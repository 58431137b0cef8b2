import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { formatPublishedDate } from "~/lib/dates";
import { telHref } from "~/lib/indian-phones";
import type { DemoBookingSummary } from "~/services/leads.server";

/**
 * What a parent keeps once a demo class is booked: the reference, what was booked and where, what
 * happens next, the day in their calendar, and how to change or cancel (the centre's phone).
 */
export function DemoBookingConfirmation({
  booking,
  message,
  againHref,
}: {
  booking: DemoBookingSummary;
  message: string;
  againHref: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus();
  }, [booking]);
  const { centre } = booking;
  const when = [booking.preferredDate ? formatPublishedDate(booking.preferredDate) : null, booking.preferredTime]
    .filter(Boolean)
    .join(", ");
  return (
    <section aria-labelledby="booked-heading" className="@container space-y-6">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <h3 id="booked-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-extrabold outline-none">
          <Icon name="circle-check" className="size-6 shrink-0 text-emerald-700" />
          Demo class booked
        </h3>
        <p className="mt-2">{message}</p>
        <p className="mt-3 text-sm">
          Your reference: <strong className="font-mono text-base tracking-wide">{booking.reference}</strong>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 @lg:grid-cols-2">
        <Item term="Child">
          {booking.childName}, aged {booking.childAge}
        </Item>
        <Item term="Course">{booking.course}</Item>
        <Item term="Centre">
          {centre.name}
          <span className="block text-sm font-normal text-slate-600">
            {centre.address}, {centre.city}
          </span>
        </Item>
        <Item term="Preferred day or time">{when || "Any: the centre suggests one"}</Item>
        <Item term="Parent">
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
            Add to calendar
          </a>
        ) : null}
        <a href={telHref(centre.phone)} className="btn btn-md btn-brand-outline">
          <Icon name="phone" className="size-5" />
          Call {centre.name}
        </a>
        <a href={againHref} className="btn btn-md btn-brand-outline">
          Book for another child
        </a>
      </div>
      <p className="text-sm text-slate-600">
        To change or cancel, call the centre and give your reference. We use your details only to arrange this class.
      </p>
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
