import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { createGalleryItem, listGalleryItems } from "~/services/gallery.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { createGalleryItemSchema, galleryListFilters } from "~/validation/gallery";

// GET: public, newest first, `?category=&limit=&offset=`. POST: an admin adds a photo.
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  return jsonOk(await listGalleryItems(depsFrom(context), readListQuery(new URL(request.url), galleryListFilters)));
});

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiAdmin(args);
  const { imageUrl, ...fields } = await readJsonBody(request, createGalleryItemSchema, IMAGE_JSON_BODY_LIMIT);
  const item = await createGalleryItem(depsFrom(context), user, { image: imageUrl, ...fields });
  return jsonOk({ message: "Gallery item created successfully", item }, { status: 201 });
});
