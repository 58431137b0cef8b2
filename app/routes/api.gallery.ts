import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { readPagination } from "~/lib/pagination.server";
import { createGalleryItem, listGalleryItems } from "~/services/gallery.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { createGalleryItemSchema, galleryFilterSchema } from "~/validation/gallery";

// GET: public, newest first, `?category=&limit=&offset=`. POST: an admin adds a photo.
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const { category } = parseWith(galleryFilterSchema, { category: url.searchParams.get("category") ?? undefined });
  const page = await listGalleryItems(context.db, { category, ...readPagination(url) });
  return jsonOk(page);
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const { imageUrl, ...fields } = await readJsonBody(request, createGalleryItemSchema, IMAGE_JSON_BODY_LIMIT);
  const item = await createGalleryItem(context.db, context.cloudflare.env.IMAGES, user, { image: imageUrl, ...fields });
  return jsonOk({ message: "Gallery item created successfully", item }, { status: 201 });
});
