import type { ReactNode } from "react";
import { HERO_SLIDES, PAGE_HERO } from "~/lib/hero-slides";
import { Slideshow } from "./slideshow";

/** The banner at the top of inner pages: a slideshow behind the page's title. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Slideshow slides={HERO_SLIDES} {...PAGE_HERO}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="text-3xl font-extrabold tracking-tight drop-shadow sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-white/90 drop-shadow">{children}</div> : null}
      </div>
    </Slideshow>
  );
}
