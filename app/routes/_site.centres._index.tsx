import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CentreCard } from "~/components/centres/centre-card";
import { CentreSearch } from "~/components/centres/centre-search";
import { PageHero } from "~/components/page-hero";
import { courseName } from "~/lib/courses";
import { SITE_NAME } from "~/lib/site";
import { searchCentres } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { centreSearchQuery, type CentreSearch as Search } from "~/validation/centres";
import { heroLinks } from "~/lib/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Find a Centre Near You | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Find an abacus, phonics and Vedic maths centre near you across Maharashtra: search by city, area or PIN code and book a free demo class.",
  },
];

/** Each parameter on its own: a nonsense one (a mangled ?near=) is ignored, the rest still searches. */
function readSearch(params: URLSearchParams): Search {
  const field = <K extends keyof Search>(key: K): Search[K] => {
    const parsed = centreSearchQuery[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? (parsed.data as Search[K]) : undefined;
  };
  return { q: field("q"), course: field("course"), near: field("near") };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const search = readSearch(params);
  const centres = await searchCentres(depsFrom(context), search);
  const near = search.near ? params.get("near") : null;
  return { centres, values: { q: search.q ?? "", course: search.course ?? null, near } };
}

export default function CentresPage() {
  const { centres, values } = useLoaderData<typeof loader>();
  const searched = values.q || values.course;
  const what = [values.course ? courseName(values.course) : null, values.q ? `“${values.q}”` : null].filter(Boolean).join(" near ");
  return (
    <>
      <PageHero title="Find a centre near you">
        Abacus, phonics and Vedic maths classes across Maharashtra. Search by city, area or PIN code, or use your location.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="pt-6 sm:pt-8">
          <CentreSearch values={values} />
        </div>
        <section aria-labelledby="centres-results" className="mt-8">
          <h2 id="centres-results" className="text-xl font-bold text-brand-900" aria-live="polite">
            {centres.length === 0
              ? "No centres found"
              : `${centres.length} ${centres.length === 1 ? "centre" : "centres"}${searched ? ` for ${what}` : ""}${values.near ? ", nearest first" : ""}`}
          </h2>
          {centres.length === 0 ? (
            <p className="mt-3 max-w-2xl text-slate-700">
              Try a nearby city or area, the first digits of your PIN code, or all courses. New centres open every month: message us on
              WhatsApp from the Contact page and we will point you to the nearest one.
            </p>
          ) : (
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {centres.map((centre) => (
                <li key={centre.id} className="grid">
                  <CentreCard centre={centre} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
