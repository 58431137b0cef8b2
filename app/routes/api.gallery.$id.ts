import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { deleteGalleryItem, updateGalleryItem } from "~/services/gallery.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { updateGalleryItemSchema } from "~/validation/gallery";
import { depsFrom } from "~/services/deps.server";

// PUT: an admin changes a photo's category, date or image; DELETE removes it and its stored image.
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    const { imageUrl, ...fields } = await readJsonBody(args.request, updateGalleryItemSchema, IMAGE_JSON_BODY_LIMIT);
    const item = await updateGalleryItem(depsFrom(args.context), user, { id: args.params.id ?? "", image: imageUrl, ...fields });
    return jsonOk({ message: "Gallery item updated successfully", item });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiAdmin(args);
    await deleteGalleryItem(depsFrom(args.context), user, args.params.id ?? "");
    return jsonOk({ message: "Gallery item deleted successfully" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
