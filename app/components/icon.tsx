import type { IconName } from "./icon-names";

export type { IconName };

/**
 * An icon from the site's SVG sprite (/icons.svg): the drawing is fetched once and cached, and
 * costs no JavaScript. Decorative: the control or text beside it carries the meaning. The symbols
 * draw with currentColor and inherit the stroke width, so `strokeWidth={1.5}` thins a large
 * placeholder icon and a `fill-current` class fills a shape (the liked heart).
 */
export function Icon({ name, className = "size-5", strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  // The drawing's stroke and fill come from the `icon` class (app/styles/app.css), not from five
  // attributes on each of the hundreds of icons a list draws; a thinner stroke is a style, which
  // wins over the class as an attribute would not. No `focusable="false"`: only Internet Explorer
  // put an SVG in the tab order.
  return (
    <svg
      aria-hidden="true"
      className={`icon ${className}`}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      style={strokeWidth === 2 ? undefined : { strokeWidth }}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
