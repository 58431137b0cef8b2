// The franchise brochure: one PDF an admin uploads in Settings, which /franchise offers to download.
// Browser-safe: the page's form says the same limits the server checks.

/** Where the brochure is downloaded. */
export const FRANCHISE_BROCHURE_PATH = "/franchise/brochure.pdf";
/** The name a downloaded copy is saved under. */
export const FRANCHISE_BROCHURE_FILE_NAME = "bright-minds-franchise-brochure.pdf";
/** The largest brochure taken: a phone on a slow connection still downloads it. */
export const MAX_BROCHURE_BYTES = 10 * 1024 * 1024;
export const BROCHURE_FIELD = "brochure";
export const BROCHURE_TOO_BIG = "The brochure must be at most 10 MB";
export const BROCHURE_NOT_PDF = "The brochure must be a PDF file";

/** A file's size as people read it: "850 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
