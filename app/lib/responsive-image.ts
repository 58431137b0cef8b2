/**
 * What an <img> of an uploaded image gets. A page upload is stored as a pair under one id (see
 * SMALL_IMAGE_FIELD in app/services/images.server.ts): `/images/<folder>/<uuid>.<width>w.webp` and
 * `…/<uuid>.640w.webp`; such a URL gets a srcset of both, so a phone downloads the small one.
 * Any other URL (API uploads, old rows) is shown as it is. Client-safe: no server imports.
 */
const PAIR = /^(\/images\/[a-z]+\/[0-9a-f-]{36})\.([1-9][0-9]{2,3})w\.webp$/;
const SMALL_WIDTH = 640;

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/** `sizes` says how wide the image is shown (e.g. "(min-width: 1024px) 25vw, 50vw"). */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const pair = url.match(PAIR);
  if (!pair) return { src: url };
  return {
    src: url,
    srcSet: `${pair[1]}.${SMALL_WIDTH}w.webp ${SMALL_WIDTH}w, ${url} ${pair[2]}w`,
    sizes,
  };
}
