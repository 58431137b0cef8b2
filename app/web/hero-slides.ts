import type { Slide } from "~/components/slideshow";

// The illustrated hero backgrounds (scripts/make-hero-images.mjs renders them), decorative: alt "".
const slide = (name: string): Slide => ({
  src: `/images/hero/${name}-1024.webp`,
  srcSet: [640, 1024, 1600].map((width) => `/images/hero/${name}-${width}.webp ${width}w`).join(", "),
  alt: "",
});

export const HERO_SLIDES: Slide[] = [slide("abacus"), slide("phonics"), slide("vedic")];

/** Home: 6000 ms per slide, 1200 ms fade, 0.4 overlay. */
export const HOME_HERO = { intervalMs: 6000, fadeMs: 1200, overlay: 0.4 };
/** Contact, blogs, gallery and competitions: 6000 ms, 1200 ms, 0.45. */
export const PAGE_HERO = { intervalMs: 6000, fadeMs: 1200, overlay: 0.45 };

/**
 * The routes that show a hero (HomeHero, PageHero) export this as their `links`: the browser starts
 * fetching the first slide (the page's largest paint) from the document's head, before the stylesheet
 * and the body are parsed. Same srcset and sizes as the slideshow's first <img>, so it picks the same
 * file. Routes without a hero preload nothing.
 */
export const heroLinks = () => [
  {
    rel: "preload",
    as: "image",
    href: HERO_SLIDES[0]!.src,
    imageSrcSet: HERO_SLIDES[0]!.srcSet,
    imageSizes: "100vw",
    // React 18 passes only the lowercase attribute through (as on the slide's <img>).
    ...{ fetchpriority: "high" },
  } as const,
];
