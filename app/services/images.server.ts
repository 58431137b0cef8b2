import { invalidInput } from "~/lib/errors.server";

/** Uploaded images: checked by their bytes, stored in R2 under generated keys, served at /images/KEY. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A JSON body carrying a 5 MB image as a base64 data URL, with room for the other fields. */
export const IMAGE_JSON_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
/** A multipart form carrying a 5 MB file and its fields. */
export const IMAGE_FORM_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export const IMAGE_URL_PREFIX = "/images/";
export type ImageFolder = "gallery" | "competitions" | "blogs" | "products";

const TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
type ImageType = keyof typeof TYPES;

const UNSUPPORTED = "Only JPEG, PNG, WebP or GIF images can be uploaded";

/** The image type the bytes really are (never what the client claims), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "image/webp";
  return null;
}

/** Checks and stores image bytes; answers the site URL of the stored image. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array, folder: ImageFolder, field = "image"): Promise<string> {
  if (bytes.byteLength === 0) throw invalidInput(`${labelOf(field)}: the file is empty`, { [field]: ["The file is empty"] });
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw invalidInput(`${labelOf(field)}: images must be at most 5 MB`, { [field]: ["Images must be at most 5 MB"] });
  }
  const type = sniffImageType(bytes);
  if (!type) throw invalidInput(`${labelOf(field)}: ${UNSUPPORTED}`, { [field]: [UNSUPPORTED] });
  const key = `${folder}/${crypto.randomUUID()}.${TYPES[type]}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: "public, max-age=31536000, immutable" } });
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** The R2 key behind a site image URL, or null for anything else. */
export function imageKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

export const IMAGE_KEY_PATTERN = /^(gallery|competitions|blogs|products)\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

/** Deletes a stored image; URLs that are not ours are ignored. */
export async function deleteImage(bucket: R2Bucket, url: string | null | undefined): Promise<void> {
  const key = imageKeyFromUrl(url);
  if (key) await bucket.delete(key);
}

/** An image as a page uploads it (File) or an API client sends it (a data URL, or the row's own /images/ URL). */
export type ImageInput = File | string | null | undefined;

/** Why a text image field that is not a data URL is refused (an /images/ URL of another row included). */
const NOT_AN_UPLOAD = "send a new image as a file upload or a data URL; an /images/ address is accepted only as this item's own current image";

/**
 * What an image field of a payload becomes: a File (pages) or a data URL (API clients) is checked
 * and stored; the row's own current image (`current`; null on create) is kept. Nothing else is
 * accepted, not even another row's /images/ address: every stored object then belongs to exactly
 * one row, so deleting or replacing a row's image can never take away another row's picture.
 * No data URL is ever returned, so none reaches D1.
 */
export async function resolveImageInput(
  bucket: R2Bucket,
  input: ImageInput,
  folder: ImageFolder,
  current: string | null,
  field = "imageUrl",
): Promise<string | null> {
  if (input === null || input === undefined || input === "") return null;
  if (typeof input !== "string") return storeImage(bucket, new Uint8Array(await input.arrayBuffer()), folder, field);
  const text = input.trim();
  if (text.startsWith("data:")) return storeImage(bucket, decodeDataUrl(text, field), folder, field);
  if (current !== null && text === current) return current;
  throw invalidInput(`${field}: ${NOT_AN_UPLOAD}`, { [field]: [`Upload an image file (JPEG, PNG, WebP or GIF): ${NOT_AN_UPLOAD}`] });
}

/**
 * Creates a row with an image: the image is stored first, then `insert` runs with its URL; when
 * the insert fails, the upload is deleted again.
 */
export async function createWithImage<Row>(
  bucket: R2Bucket,
  folder: ImageFolder,
  image: ImageInput,
  insert: (imageUrl: string | null) => Promise<Row>,
): Promise<Row> {
  const imageUrl = await resolveImageInput(bucket, image, folder, null);
  try {
    return await insert(imageUrl);
  } catch (error) {
    await deleteImage(bucket, imageUrl);
    throw error;
  }
}

/**
 * Saves a row whose image may change. A replacement (left out: keep the image; null or "": remove
 * it) is stored before `save` runs with the URL to keep; then whichever image is no longer used is
 * deleted: the old one once the row is saved, the new upload when `save` found no row or failed.
 * Anything but the current image is a fresh upload of this row's (see resolveImageInput).
 */
export async function saveWithImage<Row>(
  bucket: R2Bucket,
  folder: ImageFolder,
  current: string | null,
  replacement: ImageInput,
  save: (imageUrl: string | null) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const imageUrl = replacement === undefined ? current : await resolveImageInput(bucket, replacement, folder, current);
  let row: Row | undefined;
  try {
    row = await save(imageUrl);
  } catch (error) {
    if (imageUrl !== current) await deleteImage(bucket, imageUrl);
    throw error;
  }
  if (imageUrl !== current) await deleteImage(bucket, row ? current : imageUrl);
  return row;
}

function decodeDataUrl(dataUrl: string, field: string): Uint8Array {
  const match = dataUrl.match(/^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/);
  if (!match?.[1]) throw invalidInput(`${labelOf(field)}: not a valid base64 data URL`, { [field]: ["Not a valid base64 data URL"] });
  try {
    return Uint8Array.from(atob(match[1].replace(/\s/g, "")), (c) => c.charCodeAt(0));
  } catch {
    throw invalidInput(`${labelOf(field)}: not a valid base64 data URL`, { [field]: ["Not a valid base64 data URL"] });
  }
}

const labelOf = (field: string) => (field === "imageUrl" || field === "image" ? "Image" : field);
