import { IMAGE_PAIR_URL, SMALL_IMAGE_WIDTH, smallVersionOf } from "../lib/image-rules";

/**
 * What an <img> of an uploaded image gets. A page upload is stored as a pair under one id
 * (lib/image-rules.ts); such a URL gets a srcset of both, so a phone downloads the small one.
 * Any other URL (API uploads, old rows) is shown as it is. Client-safe: no server imports.
 */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/** `sizes` says how wide the image is shown (e.g. "(min-width: 1024px) 25vw, 50vw"). */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const pair = url.match(IMAGE_PAIR_URL);
  if (!pair?.[1]) return { src: url };
  return {
    src: url,
    srcSet: `${smallVersionOf(pair[1])} ${SMALL_IMAGE_WIDTH}w, ${url} ${pair[2]}w`,
    sizes,
  };
}
