import { formatCount } from "~/lib/counts";
import { translatorOf, withLink } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { DemoBookingForm } from "~/components/leads/demo-booking-form";
import { DemoCityPicker } from "~/components/leads/demo-city-picker";
import { PageHero } from "~/components/page-hero";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { createLead, listBookableCentres } from "~/services/leads.server";
import { DEMO_FAILURES, demoActionSchema, demoPageQuerySchema } from "~/validation/leads";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("demo.title", { site: SITE_NAME }) }, { name: "description", content: t("demo.description", { site: SITE_NAME }) }];
};

/** `?centre=` (a centre's own link) and `?course=` preselect; a big network's `?city=` lists that city's centres. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { centre: centreId, city: asked, course } = demoPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { centres, cities } = await listBookableCentres(depsFrom(context), { city: asked, centreId });
  const city = asked ?? centres.find((centre) => centre.id === centreId)?.city ?? null;
  return { centres, cities, city, centreId, course, messages: pageMessages(request, "demo", "formErrors") };
}

export const action = pageAction({
  guard: optionalActor,
  schema: demoActionSchema,
  failures: DEMO_FAILURES,
  handlers: {
    bookDemo: async ({ deps, input: { intent: _intent, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "leads");
      const { message, booking } = await createLead(deps, input);
      return { message, data: booking };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(DEMO_FAILURES);

const STEPS = [
  { icon: "calendar-days", text: "demo.step1" },
  { icon: "phone", text: "demo.step2" },
  { icon: "graduation-cap", text: "demo.step3" },
] as const;

export default function BookDemoPage() {
  const { centres, cities, city, centreId, course } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, tag } = useT();
  const [partnerBefore, partnerLink, partnerAfter] = withLink(t("demo.partner"));
  const [noneBefore, noneLink, noneAfter] = withLink(t("demo.noCentres"));
  return (
    <>
      <PageHero title={t("demo.heading")}>{t("demo.intro")}</PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-3">
        <section aria-labelledby="how-heading" className="space-y-4 lg:order-last">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="how-heading" className="text-lg font-bold text-brand-900">
              {t("demo.how")}
            </h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map((step, index) => (
                <li key={step.icon} className="flex items-start gap-3 text-slate-700">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon name={step.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="sr-only">{t("demo.step", { number: formatCount(index + 1, tag) })}</span>
                    {t(step.text)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <p className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
            {partnerBefore}
            <Link to="/franchise" className="font-semibold text-brand-700 underline underline-offset-2">
              {partnerLink}
            </Link>
            {partnerAfter}
          </p>
        </section>
        <section aria-labelledby="book-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="book-heading" className="text-2xl font-extrabold text-brand-900">
            {t("demo.details")}
          </h2>
          <p className="mt-2 text-slate-600">{t("demo.detailsUse")}</p>
          <div className="mt-6">
            {cities ? <DemoCityPicker cities={cities} city={city} course={course} /> : null}
            {centres.length || cities?.length ? (
              // A new city is a new list of centres: the form starts over on it.
              <DemoBookingForm key={city ?? ""} centres={centres} centreId={centreId} course={course} result={result} />
            ) : (
              <p role="status" className="rounded-lg bg-slate-50 p-4 text-slate-700">
                {noneBefore}
                <Link to="/contact" className="font-semibold text-brand-700 underline">
                  {noneLink}
                </Link>
                {noneAfter}
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
