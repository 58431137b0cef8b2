import type { Translator } from "../i18n/translate";
import { formatCount } from "../lib/counts";
import { CLAIMS } from "../lib/site";

// The home page's words, sent as loader data in the reader's language: text in JSON costs a phone
// far less than the same text compiled into JavaScript for hydration.

type T = Translator;

// `course`: the card's "Learn More" opens that course's page (a deliberate change from the spec's /blogs).
const COURSE_CARDS = [
  { icon: "abacus", course: "abacus" },
  { icon: "phonics", course: "phonics" },
  { icon: "vedic", course: "vedic_maths" },
] as const;

const BENEFITS = ["training", "kits", "growth", "support"] as const;
const FAQS = ["ages", "results", "training", "mode"] as const;

/** The franchise's four benefits (the home page's franchise section and the franchise page). Needs "homeContent". */
export const franchiseBenefits = ({ t }: T) =>
  BENEFITS.map((icon) => ({ icon, title: t(`homeContent.benefit.${icon}.title`), text: t(`homeContent.benefit.${icon}.text`) }));

/** The home page's own words. `translator`: with "shell" and "homeContent". */
export function homeContent(translator: T) {
  const { t, tag } = translator;
  const count = (value: number) => formatCount(value, tag);
  return {
    welcome: {
      welcome: t("homeContent.welcome", {
        years: count(CLAIMS.years),
        students: count(CLAIMS.students),
        centres: count(CLAIMS.centres),
        records: count(CLAIMS.worldRecords),
        awards: count(CLAIMS.awards),
      }),
      mission: t("homeContent.mission"),
    },
    courses: COURSE_CARDS.map((card) => ({
      ...card,
      title: t(`shell.course.${card.course}`),
      text: t(`homeContent.course.${card.course}`),
    })),
    benefits: franchiseBenefits(translator),
    faqs: FAQS.map((key) => ({ question: t(`homeContent.faq.${key}.q`), answer: t(`homeContent.faq.${key}.a`) })),
  };
}
