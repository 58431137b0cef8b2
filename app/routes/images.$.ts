import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { IMAGE_KEY_PATTERN } from "~/services/images.server";

// Uploaded images from R2, with their stored type and a year of immutable caching (keys never change).
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!IMAGE_KEY_PATTERN.test(key)) return new Response("Not found", { status: 404 });
  const object = await context.cloudflare.env.IMAGES.get(key);
  if (!object) return new Response("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
