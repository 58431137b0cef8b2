import { Icon } from "~/components/icon";
import { useEffect, useState, type ReactNode } from "react";

export type Slide = { src: string; srcSet: string; alt: string };

export const DEFAULT_INTERVAL_MS = 5000;
export const MIN_INTERVAL_MS = 2000;

type SlideshowProps = {
  slides: Slide[];
  intervalMs?: number;
  fadeMs?: number;
  /** Darkness of the overlay that keeps the text readable, 0 to 1. */
  overlay?: number;
  children: ReactNode;
  className?: string;
};

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A hero with cross-fading background images. The first image is rendered by the server (it is
 * the page's largest paint); the others mount after hydration. It never advances faster than every
 * 2 s, stays still for people who ask for reduced motion, and can be paused.
 */
export function Slideshow({
  slides,
  intervalMs = DEFAULT_INTERVAL_MS,
  fadeMs = 1000,
  overlay = 0.4,
  children,
  className = "",
}: SlideshowProps) {
  const interval = Math.max(MIN_INTERVAL_MS, intervalMs);
  const [active, setActive] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    setHydrated(true); // eslint-disable-line react-hooks/set-state-in-effect -- mount the other slides only in the browser
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % slides.length), interval);
    return () => clearInterval(timer);
  }, [paused, interval, slides.length]);

  return (
    <section className={`relative isolate overflow-hidden bg-brand-900 text-white ${className}`}>
      {slides.map((slide, index) =>
        index === 0 || hydrated ? (
          <img
            key={slide.src}
            src={slide.src}
            srcSet={slide.srcSet}
            sizes="100vw"
            alt={slide.alt}
            width={1600}
            height={900}
            {
              ...{ fetchpriority: index === 0 ? "high" : "low" } /* React 18 passes only the lowercase attribute through */
            }
            decoding={index === 0 ? "sync" : "async"}
            className="absolute inset-0 -z-20 size-full object-cover transition-opacity ease-in-out"
            style={{ opacity: index === active ? 1 : 0, transitionDuration: `${fadeMs}ms` }}
          />
        ) : null,
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black" style={{ opacity: overlay }} />
      {/* A little more shade where the text sits, so it stays readable over busy pictures on phones. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/45 via-black/20 to-transparent" />
      {children}
      {slides.length > 1 && hydrated ? (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute bottom-3 right-3 flex size-11 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
          aria-label={paused ? "Play background slideshow" : "Pause background slideshow"}
        >
          {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
        </button>
      ) : null}
    </section>
  );
}
