/**
 * Makes the two WebP versions of an image an admin picked, in the browser that uploads (Workers
 * cannot practically re-encode images): at most LARGE_IMAGE_WIDTH and SMALL_IMAGE_WIDTH px wide
 * (lib/image-rules.ts), never upscaled, aspect ratio kept. Loaded on demand by app/components/image-variants.tsx, so none of it
 * is in any page's bundle. Answers null when the browser cannot decode the file or encode WebP: the
 * original is then sent as it is.
 */
import { LARGE_IMAGE_WIDTH, SMALL_IMAGE_WIDTH } from "~/lib/image-rules";

const QUALITY = 0.8;

export type ImageVersions = { large: File; small: File | null };

export async function prepareImage(file: File): Promise<ImageVersions | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const name = file.name.replace(/\.[^.]*$/, "") || "image";
    const large = await encodeWebp(bitmap, LARGE_IMAGE_WIDTH);
    if (!large) return null;
    // No smaller version of an image that is already small: the server takes a pair only when the small one is narrower.
    const small = bitmap.width > SMALL_IMAGE_WIDTH ? await encodeWebp(bitmap, SMALL_IMAGE_WIDTH) : null;
    return {
      large: new File([large], `${name}.webp`, { type: "image/webp" }),
      small: small ? new File([small], `${name}.${SMALL_IMAGE_WIDTH}w.webp`, { type: "image/webp" }) : null,
    };
  } finally {
    bitmap.close();
  }
}

/** The bitmap at most `maxWidth` wide as WebP, or null when the browser encodes another type. */
async function encodeWebp(bitmap: ImageBitmap, maxWidth: number): Promise<Blob | null> {
  const width = Math.min(bitmap.width, maxWidth);
  const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  let blob: Blob | null;
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, width, height);
    blob = await canvas.convertToBlob({ type: "image/webp", quality: QUALITY }).catch(() => null);
  } else {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, width, height);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", QUALITY));
  }
  return blob?.type === "image/webp" ? blob : null;
}

function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
