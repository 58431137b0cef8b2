import type { IconName } from "./icon-names";

export type { IconName };

/**
 * An icon from the site's SVG sprite (/icons.svg): the drawing is fetched once and cached, and
 * costs no JavaScript. Decorative: the control or text beside it carries the meaning. The symbols
 * draw with currentColor and inherit the stroke width, so `strokeWidth={1.5}` thins a large
 * placeholder icon and a `fill-current` class fills a shape (the liked heart).
 */
export function Icon({ name, className = "size-5", strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
