import type { TranslatedContent } from "~/lib/site";
import { FranchiseOfferForm } from "./franchise-offer-form";
import { TestimonialsForm } from "./testimonials-form";

const LANGUAGES = [
  { code: "mr", name: "Marathi", own: "मराठी", testimonials: "testimonialsMr", franchise: "franchiseMr" },
  { code: "hi", name: "Hindi", own: "हिन्दी", testimonials: "testimonialsHi", franchise: "franchiseHi" },
] as const;

/**
 * The testimonials and franchise figures as the Marathi and Hindi pages show them. Whatever is left
 * empty shows in English there, so a language needs only what the owner has written in it.
 */
export function TranslatedContentForms({ translations }: { translations: Record<"mr" | "hi", TranslatedContent> }) {
  return (
    <div className="space-y-4">
      {LANGUAGES.map((language) => (
        <details key={language.code} className="group rounded-xl border border-slate-200 p-4 sm:p-5">
          <summary className="flex min-h-11 cursor-pointer items-center text-lg font-bold text-brand-900">
            In {language.name} (<span lang={language.code}>{language.own}</span>): testimonials and franchise figures
          </summary>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <TestimonialsForm
              part={language.testimonials}
              testimonials={translations[language.code].testimonials}
              title={`Testimonials in ${language.name}`}
              description={`Shown on the ${language.name} home page in this order. With none, it shows the English testimonials.`}
              saveLabel={`Save ${language.name} Testimonials`}
            />
            <FranchiseOfferForm
              part={language.franchise}
              offer={translations[language.code].franchise}
              title={`Franchise figures in ${language.name}`}
              description={`Shown on the ${language.name} franchise page. A figure left empty shows the English one.`}
              saveLabel={`Save ${language.name} Figures`}
            />
          </div>
        </details>
      ))}
    </div>
  );
}
