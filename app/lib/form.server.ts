import { invalidInput } from "./errors.server";
import { readBodyText } from "./http.server";

/** A page form's data, with the same body size limit as the API (413 beyond it). */
export async function readFormData(request: Request): Promise<FormData> {
  const text = await readBodyText(request);
  try {
    return await new Response(text, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw invalidInput("The form could not be read. Please try again.");
  }
}

/** Only same-site paths: never `//host` or an absolute URL from a crafted link. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
