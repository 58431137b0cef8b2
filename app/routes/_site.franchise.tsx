import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Faq } from "~/components/home/faq";
import { FranchiseSection } from "~/components/home/franchise-section";
import { FRANCHISE_FAQS, FRANCHISE_STEPS } from "~/components/leads/franchise-content";
import { FranchiseEnquiryForm } from "~/components/leads/franchise-enquiry-form";
import { PageHero } from "~/components/page-hero";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor } from "~/web/guards.server";
import { franchiseBenefits } from "~/web/home-content.server";
import { localeOf, pageMessages, serverTranslator } from "~/i18n/catalog.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { FRANCHISE_ENQUIRY_MESSAGE, SITE_NAME, whatsappChatUrl } from "~/lib/site";
import { FranchiseFigures } from "~/components/leads/franchise-figures";
import { FranchiseBrochureLink } from "~/components/leads/franchise-brochure-link";
import { depsFrom } from "~/services/deps.server";
import { createLead } from "~/services/leads.server";
import { getSiteInfo } from "~/services/site-info.server";
import { FRANCHISE_FAILURES, franchiseActionSchema } from "~/validation/leads";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Become a Franchise Partner | ${SITE_NAME}` },
  {
    name: "description",
    content: `Open a ${SITE_NAME} centre: training, teaching kits and ongoing support. See the steps and send a franchise enquiry.`,
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const info = await getSiteInfo(depsFrom(context), null);
  return {
    enquiryNumber: info.adminWhatsApp.franchiseEnquiryNumber,
    benefits: franchiseBenefits(serverTranslator(localeOf(request), "homeContent")),
    // The franchise section and the questions are the home page's.
    messages: pageMessages(request, "home"),
    offer: info.franchise,
    brochure: info.franchiseBrochure ?? null,
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
  const { enquiryNumber, benefits, offer, brochure } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero title="Become a Franchise Partner">Bring abacus, phonics and Vedic maths to the children of your town.</PageHero>
      <FranchiseSection enquiryNumber={enquiryNumber} benefits={benefits} formHref="#enquiry" />
      {offer ? <FranchiseFigures offer={offer} /> : null}
      {brochure ? <FranchiseBrochureLink brochure={brochure} /> : null}
      <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="steps-heading" className="text-center text-3xl font-extrabold text-brand-900">
          Four steps to your own centre
        </h2>
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FRANCHISE_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-16 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="enquiry-heading" className="text-2xl font-extrabold text-brand-900">
              Send a franchise enquiry
            </h2>
            <p className="mt-2 text-slate-600">
              Our franchise team calls you within two working days.
              {enquiryNumber ? (
                <>
                  {" "}
                  Or{" "}
                  <a
                    href={whatsappChatUrl(enquiryNumber, FRANCHISE_ENQUIRY_MESSAGE)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  .
                </>
              ) : null}
            </p>
            <div className="mt-6">
              <FranchiseEnquiryForm result={result} />
            </div>
          </div>
        </div>
      </section>
      <Faq faqs={FRANCHISE_FAQS} />
    </>
  );
}
