import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Faq } from "~/components/home/faq";
import { FranchiseSection } from "~/components/home/franchise-section";
import { FranchiseBrochureLink } from "~/components/leads/franchise-brochure-link";
import { FranchiseEnquiry } from "~/components/leads/franchise-enquiry";
import { FranchiseFigures } from "~/components/leads/franchise-figures";
import { FranchiseSteps } from "~/components/leads/franchise-steps";
import { PageHero } from "~/components/page-hero";
import { localeOf, pageMessages, serverTranslator } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { translatorOf } from "~/i18n/translate";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { createLead } from "~/services/leads.server";
import { getSiteInfo } from "~/services/site-info.server";
import { FRANCHISE_FAILURES, franchiseActionSchema } from "~/validation/leads";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { franchiseContent } from "~/web/franchise-content.server";
import { optionalActor } from "~/web/guards.server";
import { heroLinks } from "~/web/hero-slides";
import { franchiseBenefits } from "~/web/home-content.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("franchise.title", { site: SITE_NAME }) },
    { name: "description", content: t("franchise.description", { site: SITE_NAME }) },
  ];
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const locale = localeOf(request);
  // The owner's figures in the page's language where saved in it (each figure falls back to English).
  const info = await getSiteInfo(depsFrom(context), null, locale);
  const translator = serverTranslator(locale, "homeContent", "franchiseContent");
  return {
    enquiryNumber: info.adminWhatsApp.franchiseEnquiryNumber,
    benefits: franchiseBenefits(translator),
    ...franchiseContent(translator, info.franchise, info.franchiseBrochure),
    // The franchise section and the questions' heading are the home page's.
    messages: pageMessages(request, "home", "franchise", "formErrors", "formResults"),
  };
}

export const action = pageAction({
  guard: optionalActor,
  schema: franchiseActionSchema,
  failures: FRANCHISE_FAILURES,
  handlers: {
    enquire: async ({ deps, input: { intent: _intent, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "leads");
      return { message: (await createLead(deps, input)).message };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(FRANCHISE_FAILURES);

export default function FranchisePage() {
  const { enquiryNumber, benefits, steps, faqs, figures, brochure } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("franchise.heading")}>{t("franchise.intro")}</PageHero>
      <FranchiseSection enquiryNumber={enquiryNumber} benefits={benefits} formHref="#enquiry" />
      {figures ? <FranchiseFigures figures={figures} /> : null}
      {brochure ? <FranchiseBrochureLink brochure={brochure} /> : null}
      <FranchiseSteps steps={steps} />
      <FranchiseEnquiry enquiryNumber={enquiryNumber} result={result} />
      <Faq faqs={faqs} />
    </>
  );
}
