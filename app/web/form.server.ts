import { invalidInput } from "../lib/errors";
import { DEFAULT_BODY_LIMIT_BYTES, readBodyBytes } from "../lib/http.server";

/** A page form's data (urlencoded or multipart), size-limited like the API (413 beyond it). */
export async function readFormData(request: Request, limit = DEFAULT_BODY_LIMIT_BYTES): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw invalidInput("The form could not be read. Please try again.");
  }
}

const THIS_SITE = "https://this-site.invalid";

/** A control character (C0 or DEL) or a backslash: what browsers drop or rewrite in a URL. */
const hasUnsafeUrlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\");

/**
 * Only a path on this site: a crafted `redirectTo` must never send a browser elsewhere. Browsers
 * drop tabs and newlines from URLs and read a backslash as a slash, so `/\t/evil.example` or
 * `/\evil.example` would become `//evil.example`; such characters are refused outright, and what
 * is left must resolve to this origin. Answered normalised (what the browser would request).
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || hasUnsafeUrlCharacter(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, THIS_SITE);
  } catch {
    return fallback;
  }
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
