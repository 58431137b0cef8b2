import type { ReactNode } from "react";
import { HERO_SLIDES, PAGE_HERO } from "~/web/hero-slides";
import { Slideshow } from "./slideshow";

/**
 * The banner at the top of inner pages: a slideshow behind the page's title. `compact` is for
 * working pages (the dashboard), whose content must start on a phone's first screen.
 */
export function PageHero({ title, children, compact = false }: { title: string; children?: ReactNode; compact?: boolean }) {
  return (
    <Slideshow slides={HERO_SLIDES} {...PAGE_HERO}>
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${compact ? "py-5 pr-14 sm:py-10" : "py-16 sm:py-24"}`}>
        <h1 className={`font-extrabold tracking-tight drop-shadow ${compact ? "text-2xl sm:text-4xl" : "text-3xl sm:text-5xl"}`}>
          {title}
        </h1>
        {children ? (
          <div className={`max-w-2xl text-white/90 drop-shadow ${compact ? "mt-1 text-base sm:mt-2 sm:text-lg" : "mt-4 text-lg"}`}>
            {children}
          </div>
        ) : null}
      </div>
    </Slideshow>
  );
}
