import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/icon";
import { responsiveImage } from "~/web/responsive-image";

type CardMediaProps = {
  /** The uploaded image, or null for the gradient placeholder with `icon`. */
  imageUrl: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the card is shown at each breakpoint. */
  sizes: string;
  width: number;
  height: number;
  /** On the first screen: the image loads at once; the others wait until they are near it. */
  eager: boolean;
  aspect: "video" | "4/3";
  icon: IconName;
  /** The placeholder icon's size (and colour, if not the default). */
  iconClassName: string;
  iconStrokeWidth?: number;
  /** Badges laid over the top-left corner of the image. */
  badges?: ReactNode;
  className?: string;
};

const ASPECT = { video: "aspect-video", "4/3": "aspect-[4/3]" } as const;

/** The top of a card: a responsive image, or a gradient with a large icon when there is none. */
export function CardMedia({
  imageUrl,
  alt,
  sizes,
  width,
  height,
  eager,
  aspect,
  icon,
  iconClassName,
  iconStrokeWidth,
  badges,
  className = "",
}: CardMediaProps) {
  return (
    <div className={className ? `relative ${className}` : "relative"}>
      {imageUrl ? (
        <img
          {...responsiveImage(imageUrl, sizes)}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={`${ASPECT[aspect]} w-full bg-slate-100 object-cover`}
        />
      ) : (
        <div
          aria-hidden="true"
          className={`flex ${ASPECT[aspect]} w-full items-center justify-center bg-gradient-to-br from-brand-50 via-brand-100 to-amber-100`}
        >
          <Icon name={icon} className={`${iconClassName} text-brand-600/60`} strokeWidth={iconStrokeWidth} />
        </div>
      )}
      {badges ? <div className="absolute left-3 top-3 flex flex-wrap gap-2">{badges}</div> : null}
    </div>
  );
}
