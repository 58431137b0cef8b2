import type { Translator } from "../i18n/translate";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { formatCount } from "../lib/counts";
import { formatIndiaDayIn } from "../lib/dates";
import { fileSizeText } from "../lib/franchise-brochure";
import type { FranchiseBrochure, FranchiseOffer } from "../lib/site";

// The /franchise page's own words (the benefits are the home page's: web/home-content.server.ts),
// sent as loader data in the reader's language, like the home page's. The figures and the brochure
// are said only when the owner saved them: their words are not sent otherwise.

type T = Translator;

const STEPS = ["enquire", "meet", "train", "open"] as const;
const FAQS = ["background", "space", "investment", "soon"] as const;
const FIGURES = ["investment", "fees", "payback", "includes"] as const satisfies readonly (keyof FranchiseOffer)[];

/** "850 KB", "2.4 MB" in the page's digits (lib/franchise-brochure.ts fileSizeText in English). */
function sizeIn(bytes: number, { locale, tag }: T): string {
  if (locale === DEFAULT_LOCALE) return fileSizeText(bytes);
  if (bytes < 1024 * 1024) return `${formatCount(Math.max(1, Math.round(bytes / 1024)), tag)} KB`;
  const megabytes = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return `${megabytes} MB`;
}

/** The steps, the questions, and the figures and brochure when saved. `translator`: with "franchiseContent". */
export function franchiseContent(translator: T, offer: FranchiseOffer | null, brochure: FranchiseBrochure | undefined) {
  const { t, tag } = translator;
  const shown = FIGURES.filter((key) => offer?.[key]);
  return {
    steps: STEPS.map((key, index) => ({
      number: formatCount(index + 1, tag),
      title: t(`franchiseContent.step.${key}.title`),
      text: t(`franchiseContent.step.${key}.text`),
    })),
    faqs: FAQS.map((key) => ({ question: t(`franchiseContent.faq.${key}.q`), answer: t(`franchiseContent.faq.${key}.a`) })),
    figures: shown.length
      ? {
          title: t("franchiseContent.figures"),
          items: shown.map((key) => ({ key, term: t(`franchiseContent.figure.${key}`), value: offer?.[key] ?? "" })),
        }
      : null,
    brochure: brochure
      ? {
          title: t("franchiseContent.brochure.title"),
          text: t("franchiseContent.brochure.text", {
            size: sizeIn(brochure.bytes, translator),
            date: formatIndiaDayIn(brochure.uploadedAt, tag),
          }),
          download: t("franchiseContent.brochure.download"),
        }
      : null,
  };
}
export type FranchiseContent = ReturnType<typeof franchiseContent>;
