import type { IconName } from "./icon-names";

export type { IconName };

/**
 * An icon from the site's SVG sprite (/icons.svg): the drawing is fetched once and cached, and
 * costs no JavaScript. Decorative: the control or text beside it carries the meaning.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
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
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
