import { invalidInput } from "~/lib/errors";
// The page forms' pair (the image and its small version, made in the admin's browser).
import {
  IMAGE_TYPES,
  LARGE_IMAGE_WIDTH,
  MAX_IMAGE_BYTES,
  MAX_SMALL_IMAGE_BYTES,
  SMALL_IMAGE_FIELD,
  SMALL_IMAGE_WIDTH,
  smallVersionOf,
  UNSUPPORTED_IMAGE_MESSAGE,
  type ImageType,
} from "~/lib/image-rules";

/** Uploaded images: checked by their bytes, stored in R2 under generated keys, served at /images/KEY. */
/** A JSON body carrying a 5 MB image as a base64 data URL, with room for the other fields. */
export const IMAGE_JSON_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
/** A multipart form carrying a 5 MB file, its small version and its fields. */
export const IMAGE_FORM_BODY_LIMIT = MAX_IMAGE_BYTES + MAX_SMALL_IMAGE_BYTES + 64 * 1024;

export const IMAGE_URL_PREFIX = "/images/";
export type ImageFolder = "gallery" | "competitions" | "blogs" | "products" | "centres" | "post-images";

/** The image type the bytes really are (never what the client claims), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return "image/webp";
  return null;
}

/** The pixel width a WebP's header declares (lossy, lossless or extended), or null. */
export function webpWidth(bytes: Uint8Array): number | null {
  if (sniffImageType(bytes) !== "image/webp" || bytes.byteLength < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X") return 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
  if (chunk === "VP8L" && bytes[20] === 0x2f) return 1 + ((bytes[21]! | (bytes[22]! << 8)) & 0x3fff);
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) return (bytes[26]! | (bytes[27]! << 8)) & 0x3fff;
  return null;
}

/** The type of image bytes that are not empty, not too big, and really an image we take. */
function checkedType(bytes: Uint8Array, field: string, maxBytes = MAX_IMAGE_BYTES): ImageType {
  if (bytes.byteLength === 0) throw invalidInput(`${labelOf(field)}: the file is empty`, { [field]: ["The file is empty"] });
  if (bytes.byteLength > maxBytes) {
    const limit = `${maxBytes / (1024 * 1024)} MB`;
    throw invalidInput(`${labelOf(field)}: images must be at most ${limit}`, { [field]: [`Images must be at most ${limit}`] });
  }
  const type = sniffImageType(bytes);
  if (!type) throw invalidInput(`${labelOf(field)}: ${UNSUPPORTED_IMAGE_MESSAGE}`, { [field]: [UNSUPPORTED_IMAGE_MESSAGE] });
  return type;
}

const put = (bucket: R2Bucket, key: string, bytes: Uint8Array, type: ImageType) =>
  bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: "public, max-age=31536000, immutable" } });

/** Checks and stores image bytes; answers the site URL of the stored image. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array, folder: ImageFolder, field = "image"): Promise<string> {
  const type = checkedType(bytes, field);
  const key = `${folder}/${crypto.randomUUID()}.${IMAGE_TYPES[type]}`;
  await put(bucket, key, bytes, type);
  return `${IMAGE_URL_PREFIX}${key}`;
}

const SMALL_REFUSED = `The small version must be a WebP image ${SMALL_IMAGE_WIDTH} px wide`;
const LARGE_REFUSED = `With a small version, the image must be a WebP wider than ${SMALL_IMAGE_WIDTH} px and at most ${LARGE_IMAGE_WIDTH} px wide`;

/**
 * Checks both versions of a page upload and only then stores them, under one id: the image as
 * `<uuid>.<width>w.webp`, the small one as `<uuid>.640w.webp`. Either one wrong: nothing is stored.
 */
async function storeImagePair(bucket: R2Bucket, upload: ImageUpload, folder: ImageFolder, field: string): Promise<string> {
  const large = new Uint8Array(await upload.file.arrayBuffer());
  const small = new Uint8Array(await upload.small.arrayBuffer());
  const largeType = checkedType(large, field);
  const largeWidth = largeType === "image/webp" ? webpWidth(large) : null;
  if (largeWidth === null || largeWidth <= SMALL_IMAGE_WIDTH || largeWidth > LARGE_IMAGE_WIDTH) {
    throw invalidInput(`${labelOf(field)}: ${LARGE_REFUSED}`, { [field]: [LARGE_REFUSED] });
  }
  const smallRefused = invalidInput(`${SMALL_IMAGE_FIELD}: ${SMALL_REFUSED}`, { [SMALL_IMAGE_FIELD]: [SMALL_REFUSED] });
  if (sniffImageType(small) !== "image/webp") throw smallRefused;
  checkedType(small, SMALL_IMAGE_FIELD, MAX_SMALL_IMAGE_BYTES);
  // The srcset says 640w: a narrower small version would be stretched on phones.
  if (webpWidth(small) !== SMALL_IMAGE_WIDTH) throw smallRefused;
  const id = `${folder}/${crypto.randomUUID()}`;
  const smallKey = smallVersionOf(id);
  await put(bucket, smallKey, small, "image/webp");
  const key = `${id}.${largeWidth}w.webp`;
  try {
    await put(bucket, key, large, "image/webp");
  } catch (error) {
    await bucket.delete(smallKey);
    throw error;
  }
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** The R2 key behind a site image URL, or null for anything else. */
export function imageKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

/** A single upload (`<uuid>.png`), or either version of a page upload (`<uuid>.1600w.webp`, `<uuid>.640w.webp`). */
export const IMAGE_KEY_PATTERN =
  /^(gallery|competitions|blogs|products|centres|post-images)\/[0-9a-f-]{36}(\.(jpg|png|webp|gif)|\.[1-9][0-9]{2,3}w\.webp)$/;

/** Deletes a stored image, with its small version when it has one; URLs that are not ours are ignored. */
export async function deleteImage(bucket: R2Bucket, url: string | null | undefined): Promise<void> {
  const key = imageKeyFromUrl(url);
  if (!key) return;
  const id = key.match(/^(.+)\.\d+w\.webp$/)?.[1];
  await bucket.delete(id ? [key, smallVersionOf(id)] : key);
}

/** A page upload with the small version the browser made of it. */
export type ImageUpload = { file: File; small: File };

/** An image as a page uploads it (File, or ImageUpload) or an API client sends it (a data URL, or the row's own /images/ URL). */
export type ImageInput = File | ImageUpload | string | null | undefined;

/** A payload whose image may also be a page upload with its small version. */
export type WithImageInput<T extends { imageUrl?: unknown }> = Omit<T, "imageUrl"> & { imageUrl?: ImageInput };

/**
 * The image a page form sent: its file, paired with the small version from SMALL_IMAGE_FIELD when
 * the browser made one. Without a new file the small version means nothing and is left out.
 */
export function imageFromForm(image: ImageInput, formData: FormData | null): ImageInput {
  const small = formData?.get(SMALL_IMAGE_FIELD);
  if (!(small instanceof File) || small.size === 0) return image;
  if (!(image instanceof File) || image.size === 0) return image;
  return { file: image, small };
}

/** Why a text image field that is not a data URL is refused (an /images/ URL of another row included). */
const NOT_AN_UPLOAD =
  "send a new image as a file upload or a data URL; an /images/ address is accepted only as this item's own current image";

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
  if (typeof input === "object" && !(input instanceof File)) return storeImagePair(bucket, input, folder, field);
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

/** Folders of documents only the people who keep them may see: never served under /images/ (IMAGE_KEY_PATTERN). */
export type PrivateImageFolder = "consent-forms";

/**
 * Checks and stores a private document's image (a File, or a data URL from an API client) and
 * answers its R2 key; a guarded route serves it, marked private, to those who may see it.
 */
export async function storePrivateImage(
  bucket: R2Bucket,
  input: File | string,
  folder: PrivateImageFolder,
  field: string,
): Promise<string> {
  const bytes = typeof input === "string" ? decodeDataUrl(input.trim(), field) : new Uint8Array(await input.arrayBuffer());
  const type = checkedType(bytes, field);
  const key = `${folder}/${crypto.randomUUID()}.${IMAGE_TYPES[type]}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: "private, no-store" } });
  return key;
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
