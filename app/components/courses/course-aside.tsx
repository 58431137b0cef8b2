import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { LinkButton } from "~/components/ui/button";

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
  return (
    <div className="space-y-6 lg:sticky lg:top-24">
      <section aria-labelledby="glance-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="glance-heading" className="text-lg font-bold text-brand-900">
          At a glance
        </h2>
        <dl className="mt-4 space-y-4 text-slate-700">
          <Fact term="Age group" value={age.label} note={age.note} />
          <Fact term="Duration" value={duration.label} note={duration.note} />
          <Fact term="Classes" value="At the centre, online or mixed" note="Depending on the centre you choose." />
          {feesFrom ? (
            <Fact term="Fees" value={`From ${feesFrom}`} note="Each centre sets its own: see its page, or ask at the demo class." />
          ) : null}
        </dl>
      </section>

      <section
        id="centres"
        aria-labelledby="centres-heading"
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="centres-heading" className="text-lg font-bold text-brand-900">
          Centres that teach {name}
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
          <p className="mt-3 text-slate-700">
            Our centres across Maharashtra are being listed. Find the one nearest you in the centre finder.
          </p>
        )}
        <Link to="/centres" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="map-pin" className="size-4" />
          {moreCentres > 0 ? `See all ${centres.length + moreCentres} centres` : "Find a centre near you"}
        </Link>
      </section>

      <section aria-labelledby="demo-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 id="demo-heading" className="text-lg font-bold text-brand-900">
          Try a class first
        </h2>
        <p className="mt-2 text-slate-700">
          Sit in on a class with your child, meet the teacher and ask anything. The demo class is free, with no obligation to join.
        </p>
        <LinkButton to={demoHref} block size="lg" className="mt-4">
          Book a free demo class
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
