import type { Translator } from "../i18n/translate";
import { formatCount } from "../lib/counts";
import { CLAIMS, DEFAULT_SITE_INFO, type SiteInfo } from "../lib/site";

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

const DEFAULT_VIDEOS = ["abacus", "phonics", "vedic"] as const;
const DEFAULT_TESTIMONIALS = ["sneha", "rahul", "priya"] as const;

/**
 * The site info in the reader's language: testimonials and videos the admin never saved are the
 * built-in ones, written in each language; saved ones are shown as saved. Needs "homeContent".
 */
export function siteInfoIn({ t, locale }: T, info: SiteInfo): SiteInfo {
  if (locale === "en") return info;
  const defaults = DEFAULT_SITE_INFO;
  return {
    ...info,
    videos:
      info.videos === defaults.videos
        ? defaults.videos.map((video, index) => {
            const key = DEFAULT_VIDEOS[index]!;
            return { ...video, title: t(`homeContent.video.${key}.title`), description: t(`homeContent.video.${key}.text`) };
          })
        : info.videos,
    testimonials:
      info.testimonials === defaults.testimonials
        ? defaults.testimonials.map((testimonial, index) => {
            const key = DEFAULT_TESTIMONIALS[index]!;
            const [name, role, content] = (["name", "role", "content"] as const).map((part) => t(`homeContent.testimonial.${key}.${part}`));
            return { ...testimonial, name: name!, role: role!, content: content! };
          })
        : info.testimonials,
  };
}

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
