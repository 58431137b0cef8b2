import { formatDayIn } from "~/lib/dates";
import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { offsetHref, PageLinks } from "~/components/page-links";
import { ResultsByLevel } from "~/components/results/results-by-level";
import { SITE_NAME } from "~/lib/site";
import { getPublicResultsPage, PUBLIC_RESULTS_PER_PAGE } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { orPageNotFound } from "~/lib/http.server";
import { pageListQuery } from "~/lib/pagination.server";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t, tag } = translatorOf(matches);
  if (!data) return [{ title: `${t("shell.error.notFound")} | ${SITE_NAME}` }];
  const competition = data.competition.title;
  return [
    { title: t("results.title", { competition, site: SITE_NAME }) },
    { name: "description", content: t("results.description", { competition, date: formatDayIn(data.competition.date, tag) }) },
  ];
};

/**
 * One round trip (two statements): the competition with its counts, only once its results are
 * published (404 before), and a page of its results (`?offset=`).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = pageListQuery(new URL(request.url), {}, PUBLIC_RESULTS_PER_PAGE);
  const results = await orPageNotFound(getPublicResultsPage(depsFrom(context), params.id ?? "", page));
  return { ...results, messages: pageMessages(request, "results") };
}

export default function CompetitionResultsRoute() {
  const { competition, levels, totals, results, offset, previousOffset, nextOffset } = useLoaderData<typeof loader>();
  const { results: resultCount, firstPlaces: winners } = totals;
  const path = `/competitions/${encodeURIComponent(competition.id)}/results`;
  const { t, tag } = useT();
  return (
    <>
      <PageHero title={competition.title} compact>
        {t("results.results")} · <time dateTime={competition.date}>{formatDayIn(competition.date, tag)}</time> · {competition.location}
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to="/competitions?category=completed"
            className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {t("results.all")}
          </Link>
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Icon name="trophy" className="size-4 text-amber-600" />
            {t("results.count", { count: resultCount })}
            {winners ? t("results.firsts", { count: winners }) : ""}
          </p>
        </div>
        <ResultsByLevel results={results} counts={levels} />
        <PageLinks
          label={t("results.pages")}
          noun={t("results.results")}
          from={offset}
          shown={results.length}
          total={resultCount}
          previousHref={offsetHref(path, previousOffset)}
          nextHref={offsetHref(path, nextOffset)}
        />
        <aside className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">
            <span className="font-semibold">{t("results.haveCertificate")}</span>
            {t("results.checkIt")}
          </p>
          <Link to="/verify" className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand-700 hover:underline">
            <Icon name="circle-check" className="size-4" />
            {t("results.verify")}
          </Link>
        </aside>
        <p className="text-sm text-slate-600">{t("results.privacy")}</p>
      </div>
    </>
  );
}
