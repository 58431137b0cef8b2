/**
 * A page upload comes as a pair the admin's browser made (app/lib/prepare-image.client.ts): a WebP
 * at most LARGE_IMAGE_WIDTH px wide, and one exactly SMALL_IMAGE_WIDTH px wide sent in the form's
 * SMALL_IMAGE_FIELD. The server stores them under one id as `<uuid>.<width>w.webp` and
 * `<uuid>.640w.webp` (services/images.server.ts); cards recognise the pair by its URL and give
 * phones the small one (lib/responsive-image.ts). Client-safe: no server imports.
 */
export const SMALL_IMAGE_FIELD = "imageSmall";
export const SMALL_IMAGE_WIDTH = 640;
export const LARGE_IMAGE_WIDTH = 1600;

/** The larger version's site URL: its id (`/images/<folder>/<uuid>`) and width. */
export const IMAGE_PAIR_URL = /^(\/images\/[a-z]+\/[0-9a-f-]{36})\.([1-9][0-9]{2,3})w\.webp$/;

/** The small version's address beside the larger one's (`…/<uuid>.1600w.webp` → `…/<uuid>.640w.webp`). */
export const smallVersionOf = (id: string) => `${id}.${SMALL_IMAGE_WIDTH}w.webp`;
