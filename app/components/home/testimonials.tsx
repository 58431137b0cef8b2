import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import { formatCount } from "~/lib/counts";
import type { Testimonial } from "~/lib/site";
import { SectionHeading } from "./section-heading";

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useT();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="testimonials-heading" title={t("home.testimonials.title")} />
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={`${index}-${testimonial.name}`} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Stars rating={testimonial.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">&ldquo;{testimonial.content}&rdquo;</blockquote>
            <p className="mt-5 font-bold text-slate-900">{testimonial.name}</p>
            <p className="text-sm text-slate-600">{testimonial.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t, tag } = useT();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5" role="img" aria-label={t("home.testimonials.rated", { stars: formatCount(filled, tag) })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={`size-5 ${i < filled ? "fill-sun-400 text-sun-500" : "text-slate-300"}`} />
      ))}
    </p>
  );
}
