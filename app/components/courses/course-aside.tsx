import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";
import { useT } from "~/i18n/i18n-context";
import { around } from "~/i18n/translate";
import { formatCount } from "~/lib/counts";

type Centre = { slug: string; name: string; area: string; city: string };

/** The course page's side column: the facts at a glance, where it is taught, and the demo class. */
export function CourseAside({
  name,
  age,
  duration,
  feesFrom,
  centres,
  moreCentres,
  demoHref,
}: {
  name: string;
  age: { label: string; note: string };
  duration: { label: string; note: string };
  /** "₹1,500": the lowest fee a centre shows for it; null when none shows one. */
  feesFrom: string | null;
  centres: Centre[];
  /** How many more teach it than are listed; the centre finder shows them all. */
  moreCentres: number;
  demoHref: string;
}) {
  const translator = useT();
  const { t, tag } = translator;
  const [teachBefore, teachAfter] = around(translator, "courses.centresTeaching", "course");
  return (
    <div className="space-y-6 lg:sticky lg:top-24">
      <section aria-labelledby="glance-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="glance-heading" className="text-lg font-bold text-brand-900">
          {t("courses.glance")}
        </h2>
        <dl className="mt-4 space-y-4 text-slate-700">
          <Fact term={t("courses.ageGroup")} value={age.label} note={age.note} />
          <Fact term={t("courses.duration")} value={duration.label} note={duration.note} />
          <Fact term={t("courses.classes")} value={t("courses.classesValue")} note={t("courses.classesNote")} />
          {feesFrom ? (
            <Fact term={t("courses.fees")} value={t("courses.feesFrom", { fee: feesFrom })} note={t("courses.feesNote")} />
          ) : null}
        </dl>
      </section>

      <section
        id="centres"
        aria-labelledby="centres-heading"
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="centres-heading" className="text-lg font-bold text-brand-900">
          {teachBefore}
          {name}
          {teachAfter}
        </h2>
        {centres.length ? (
          <ul className="mt-4 divide-y divide-slate-100">
            {centres.map((centre) => (
              <li key={centre.slug}>
                <Link to={`/centres/${centre.slug}`} className="group flex items-start gap-3 py-3 hover:text-brand-700">
                  <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline">
                      {centre.name}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {centre.area}, {centre.city}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t("courses.noCentres")}</p>
        )}
        <Link to="/centres" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="map-pin" className="size-4" />
          {moreCentres > 0 ? t("courses.seeAll", { count: formatCount(centres.length + moreCentres, tag) }) : t("courses.findCentre")}
        </Link>
      </section>

      <section aria-labelledby="demo-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 id="demo-heading" className="text-lg font-bold text-brand-900">
          {t("courses.tryFirst")}
        </h2>
        <p className="mt-2 text-slate-700">{t("courses.tryText")}</p>
        <LinkButton to={demoHref} block size="lg" className="mt-4">
          {t("shell.bookDemoClass")}
        </LinkButton>
      </section>
    </div>
  );
}

function Fact({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}
