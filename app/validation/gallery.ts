import { GALLERY_CATEGORIES } from "~/lib/enums";
import { calendarDateField, idField, imageFileField, intent, listFilter } from "./fields";
import { z } from "~/validation/zod";

export { GALLERY_CATEGORIES };

// One schema per payload, shared by the JSON API, the gallery page's action and its forms.

const CATEGORY_MESSAGE = `category must be one of: ${GALLERY_CATEGORIES.join(", ")}`;
const DATE_MESSAGE = "publishedDate must be a date (YYYY-MM-DD)";

const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, { error: CATEGORY_MESSAGE });

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const publishedDateSchema = calendarDateField(DATE_MESSAGE);

/** `?category=` of the gallery (page and API): absent, empty or `all` means every category. */
export const galleryListFilters = { category: listFilter(GALLERY_CATEGORIES, CATEGORY_MESSAGE) };

const CHILDREN_MESSAGE = "studentIds must be a list of student ids (at most 50)";
/** The children a photo shows, by their student ids: a form's repeated field or the API's array. */
const studentIdsField = z.preprocess(
  // The edit form sends an empty one always, so that unnaming every child is a list too.
  (value) => {
    const list = typeof value === "string" ? [value] : value;
    return Array.isArray(list) ? list.filter((id) => id !== "") : list;
  },
  z
    .array(z.string({ error: CHILDREN_MESSAGE }).trim().min(1, CHILDREN_MESSAGE), { error: CHILDREN_MESSAGE })
    .max(50, CHILDREN_MESSAGE)
    .optional(),
);

/** `POST /api/gallery`: imageUrl is a base64 data URL of the image (an /images/ URL only as an item's own, on PUT). */
export const createGalleryItemSchema = z.object({
  imageUrl: z
    .string({ error: "imageUrl is required: an image as a data URL" })
    .trim()
    .min(1, "imageUrl is required: an image as a data URL"),
  category: galleryCategorySchema.default("classes"),
  publishedDate: publishedDateSchema,
  studentIds: studentIdsField,
});

/**
 * `PUT /api/gallery/{id}`: the same body, replacing the item's fields as PUT /api/competitions
 * does; so category is required here (no default that would silently reset it). Without imageUrl
 * the current image stays.
 */
export const updateGalleryItemSchema = createGalleryItemSchema.extend({
  imageUrl: z.string({ error: "imageUrl must be a data URL or an /images/ URL" }).trim().optional(),
  category: z.enum(GALLERY_CATEGORIES, {
    error: (issue) => (issue.input === undefined ? `category is required: one of ${GALLERY_CATEGORIES.join(", ")}` : CATEGORY_MESSAGE),
  }),
});

// The page's forms post multipart with an intent; a file input sends a File.
export const galleryCreateFormSchema = z.object({
  intent: intent("create"),
  image: imageFileField,
  category: galleryCategorySchema.default("classes"),
  publishedDate: publishedDateSchema,
  studentIds: studentIdsField,
});

export const galleryUpdateFormSchema = z.object({
  intent: intent("update"),
  id: idField,
  image: imageFileField.optional(),
  category: galleryCategorySchema,
  publishedDate: publishedDateSchema,
  // The edit form always sends its list (empty: no child named); left out, the children stay.
  studentIds: studentIdsField,
});

const galleryDeleteFormSchema = z.object({
  intent: intent("delete"),
  id: idField,
});

export const galleryActionSchema = z.discriminatedUnion("intent", [
  galleryCreateFormSchema,
  galleryUpdateFormSchema,
  galleryDeleteFormSchema,
]);

export type GalleryAction = z.output<typeof galleryActionSchema>;
