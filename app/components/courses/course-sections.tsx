import { FaqList } from "~/components/faq-list";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";
import { formatCount } from "~/lib/counts";

type Level = { name: string; detail: string };
type Gain = { title: string; text: string };
type Faq = { question: string; answer: string };

/** A titled part of the course page's main column. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function CourseAbout({ name, paragraphs }: { name: string; paragraphs: string[] }) {
  const { t } = useT();
  return (
    <Part id="about-heading" title={t("courses.whatIs", { course: name })}>
      <div className="space-y-4 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((text) => (
          <p key={text.slice(0, 40)}>{text}</p>
        ))}
      </div>
    </Part>
  );
}

/** The levels as a numbered path, with the length of the whole course above it. */
export function CourseLevels({ levels, duration }: { levels: Level[]; duration: { label: string; note: string } }) {
  const { t, tag } = useT();
  return (
    <Part id="levels-heading" title={t("courses.levels")}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-slate-800">
        <Icon name="clock" className="size-5 shrink-0 text-amber-700" />
        <strong className="font-bold">{duration.label}.</strong>
        <span>{duration.note}</span>
      </p>
      <ol className="mt-6 space-y-0">
        {levels.map((level, index) => (
          <li key={level.name} className="relative flex gap-4 pb-6 last:pb-0">
            {index < levels.length - 1 ? (
              <span aria-hidden="true" className="absolute left-5 top-11 bottom-1 w-0.5 -translate-x-1/2 bg-brand-100" />
            ) : null}
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white ring-4 ring-brand-50"
            >
              {formatCount(index + 1, tag)}
            </span>
            <div className="pt-1.5">
              <h3 className="font-bold text-slate-900">{level.name}</h3>
              <p className="mt-1 text-slate-700">{level.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </Part>
  );
}

export function CourseGains({ gains }: { gains: Gain[] }) {
  const { t } = useT();
  return (
    <Part id="gains-heading" title={t("courses.gains")}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {gains.map((gain) => (
          <li key={gain.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-bold text-slate-900">
              <span className="flex size-7 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <Icon name="check" className="size-4" />
              </span>
              {gain.title}
            </h3>
            <p className="mt-2 text-slate-700">{gain.text}</p>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function CourseFaq({ faqs }: { faqs: Faq[] }) {
  const { t } = useT();
  return (
    <Part id="faq-heading" title={t("courses.faq")}>
      <FaqList faqs={faqs} />
    </Part>
  );
}

/**
 * The programme level by level, as the admins keep it (services/programmes.server.ts): each level's
 * name and the weeks it typically takes. Nothing while no programme is saved.
 */
export function CourseProgramme({ levels }: { levels: { level: number; name: string; weeks: number }[] }) {
  const translator = useT();
  if (levels.length === 0) return null;
  const { t, tag } = translator;
  const [levelBefore, levelAfter] = around(translator, "courses.level", "level");
  const [weeksBefore, weeksAfter] = around(translator, "courses.weeks", "weeks");
  return (
    <Part id="programme-heading" title={t("courses.programme")}>
      <p className="text-slate-700">{t("courses.programmeText")}</p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {levels.map((level) => (
          <li key={level.level} className="flex items-baseline justify-between gap-4 px-4 py-3">
            <span>
              <span className="font-semibold text-brand-800">
                {levelBefore}
                {formatCount(level.level, tag)}
                {levelAfter}
              </span>
              <span className="text-slate-900"> · {level.name}</span>
            </span>
            <span className="shrink-0 text-sm text-slate-600">
              {weeksBefore}
              {formatCount(level.weeks, tag)}
              {weeksAfter}
            </span>
          </li>
        ))}
      </ol>
    </Part>
  );
}
