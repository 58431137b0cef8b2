import { invalidInput } from "./errors";
import { DEFAULT_BODY_LIMIT_BYTES, readBodyBytes } from "./http.server";

/** A page form's data (urlencoded or multipart), size-limited like the API (413 beyond it). */
export async function readFormData(request: Request, limit = DEFAULT_BODY_LIMIT_BYTES): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw invalidInput("The form could not be read. Please try again.");
  }
}

/** Only same-site paths: never `//host` or an absolute URL from a crafted link. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
