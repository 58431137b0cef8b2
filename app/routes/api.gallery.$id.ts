import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { deleteGalleryItem, updateGalleryItem } from "~/services/gallery.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { updateGalleryItemSchema } from "~/validation/gallery";

const ALLOWED = ["PUT", "DELETE"];

export const loader = () => methodNotAllowed(ALLOWED);

// PUT: an admin changes a photo's category, date or image; DELETE removes it and its stored image.
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  const user = await requireApiAdmin(args);
  const id = params.id ?? "";
  const bucket = context.cloudflare.env.IMAGES;
  if (request.method === "DELETE") {
    await deleteGalleryItem(context.db, bucket, user, id);
    return jsonOk({ message: "Gallery item deleted successfully" });
  }
  const { imageUrl, ...fields } = await readJsonBody(request, updateGalleryItemSchema, IMAGE_JSON_BODY_LIMIT);
  const item = await updateGalleryItem(context.db, bucket, user, id, { image: imageUrl, ...fields });
  return jsonOk({ message: "Gallery item updated successfully", item });
});
