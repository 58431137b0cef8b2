import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CentreCard } from "~/components/centres/centre-card";
import { CentreSearch, type CentreSearchValues } from "~/components/centres/centre-search";
import { PageHero } from "~/components/page-hero";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { translatorOf } from "~/i18n/translate";
import { LinkedText } from "~/i18n/linked-text";
import { resultsHeading } from "~/components/centres/results-heading";
import { SITE_NAME } from "~/lib/site";
import { PageLinks } from "~/components/page-links";
import { pageListQuery } from "~/lib/pagination.server";
import { CENTRES_PER_PAGE, searchCentresPage } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { centreSearchQuery, type CentreSearch as Search } from "~/validation/centres";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("centres.title", { site: SITE_NAME }) }, { name: "description", content: t("centres.description") }];
};

/** Each parameter on its own: a nonsense one (a mangled ?near=) is ignored, the rest still searches. */
function readSearch(params: URLSearchParams): Search {
  const field = <K extends keyof Search>(key: K): Search[K] => {
    const parsed = centreSearchQuery[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? (parsed.data as Search[K]) : undefined;
  };
  return { q: field("q"), course: field("course"), near: field("near") };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const search = readSearch(params);
  const { offset } = pageListQuery(url, {}, CENTRES_PER_PAGE);
  const page = await searchCentresPage(depsFrom(context), search, { offset });
  const near = search.near ? params.get("near") : null;
  return { ...page, values: { q: search.q ?? "", course: search.course ?? null, near }, messages: pageMessages(request, "centres") };
}

/** The finder's address with the same search, at `offset` (null: no such page). */
function pageHref(values: CentreSearchValues, offset: number | null) {
  if (offset === null) return null;
  const params = new URLSearchParams();
  if (values.q) params.set("q", values.q);
  if (values.course) params.set("course", values.course);
  if (values.near) params.set("near", values.near);
  if (offset > 0) params.set("offset", String(offset));
  return params.size ? `/centres?${params}` : "/centres";
}

export default function CentresPage() {
  const { centres, total, offset, previousOffset, nextOffset, values, place } = useLoaderData<typeof loader>();
  const translator = useT();
  const { t } = translator;
  return (
    <>
      <PageHero title={t("centres.heading")}>{t("centres.intro")}</PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="pt-6 sm:pt-8">
          <CentreSearch values={values} />
        </div>
        <section aria-labelledby="centres-results" className="mt-8">
          <h2 id="centres-results" className="text-xl font-bold text-brand-900" aria-live="polite">
            {resultsHeading(translator, { total, values, place })}
          </h2>
          {total === 0 ? (
            <p className="mt-3 max-w-2xl text-slate-700">
              <LinkedText
                text={t("centres.noneHelp")}
                to="/contact"
                className="font-semibold text-brand-700 underline underline-offset-2"
              />
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
          <PageLinks
            label={t("centres.pages")}
            noun={t("centres.pagesNoun")}
            from={offset}
            shown={centres.length}
            total={total}
            previousHref={pageHref(values, previousOffset)}
            nextHref={pageHref(values, nextOffset)}
            className="mt-6"
          />
        </section>
      </div>
    </>
  );
}
