import { translatorOf } from "~/i18n/translate";
import { LinkedText } from "~/i18n/linked-text";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoSteps } from "~/components/leads/demo-steps";
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

export default function BookDemoPage() {
  const { centres, cities, city, centreId, course } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("demo.heading")}>{t("demo.intro")}</PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-3">
        <DemoSteps />
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
                <LinkedText text={t("demo.noCentres")} to="/contact" className="font-semibold text-brand-700 underline" />
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
