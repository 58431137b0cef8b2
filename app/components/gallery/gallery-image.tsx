import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { responsiveImage } from "~/web/responsive-image";

type GalleryImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the photo is shown, for the srcset of a page upload's two versions (see responsiveImage). */
  sizes: string;
  /** Loaded at once (the first row of a page); otherwise it waits until it is near the screen. */
  eager?: boolean;
  className?: string;
};

/**
 * A gallery photo filling its box; a neutral placeholder, announced with the same text, when it
 * cannot be loaded. Shared by the gallery page's cards and the home page's highlights, and light
 * enough for the home page's JavaScript budget (the placeholder's icon comes from the sprite).
 */
export function GalleryImage({ src, alt, width, height, sizes, eager = false, className = "" }: GalleryImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span role="img" aria-label={alt} className="flex size-full items-center justify-center bg-slate-200 text-slate-500">
        <Icon name="image-off" className="size-10" />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      {...responsiveImage(src, sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`size-full object-cover ${className}`}
    />
  );
}
