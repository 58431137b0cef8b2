// What an uploaded image may be, for the server (services/images.server.ts checks the bytes) and
// the browser (forms check the picked file first, and prepare the pair below). Client-safe.

/** The image types we take, by the type their bytes show, with the file ending they are stored under. */
export const IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
/** For a file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_TYPES).join(",");
export const UNSUPPORTED_IMAGE_MESSAGE = "Only JPEG, PNG, WebP or GIF images can be uploaded";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MESSAGE = "Images must be at most 5 MB";
/** The small version a page form sends besides the image (a 640-px WebP is far below this). */
export const MAX_SMALL_IMAGE_BYTES = 1024 * 1024;

/**
 * A page upload comes as a pair the admin's browser made (app/web/prepare-image.client.ts): a WebP
 * at most LARGE_IMAGE_WIDTH px wide, and one exactly SMALL_IMAGE_WIDTH px wide sent in the form's
 * SMALL_IMAGE_FIELD. The server stores them under one id as `<uuid>.<width>w.webp` and
 * `<uuid>.640w.webp` (services/images.server.ts); cards recognise the pair by its URL and give
 * phones the small one (web/responsive-image.ts). Client-safe: no server imports.
 */
export const SMALL_IMAGE_FIELD = "imageSmall";
export const SMALL_IMAGE_WIDTH = 640;
export const LARGE_IMAGE_WIDTH = 1600;

/** The larger version's site URL: its id (`/images/<folder>/<uuid>`) and width. */
export const IMAGE_PAIR_URL = /^(\/images\/[a-z]+\/[0-9a-f-]{36})\.([1-9][0-9]{2,3})w\.webp$/;

/** The small version's address beside the larger one's (`…/<uuid>.1600w.webp` → `…/<uuid>.640w.webp`). */
export const smallVersionOf = (id: string) => `${id}.${SMALL_IMAGE_WIDTH}w.webp`;
