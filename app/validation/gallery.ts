import type { GALLERY_CATEGORIES as SCHEMA_CATEGORIES } from "~/db/schema";
import { calendarDateField } from "./fields";
import { z } from "~/validation/zod";

/**
 * The schema's categories, repeated so browser code need not import the schema module (which
 * would bring Drizzle into the page's JavaScript). The type makes any difference a compile error.
 */
export const GALLERY_CATEGORIES = ["classes", "competitions", "achievements", "events"] as const satisfies typeof SCHEMA_CATEGORIES;

// One schema per payload, shared by the JSON API, the gallery page's action and its forms.

const CATEGORY_MESSAGE = `category must be one of: ${GALLERY_CATEGORIES.join(", ")}`;
const DATE_MESSAGE = "publishedDate must be a date (YYYY-MM-DD)";

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, { error: CATEGORY_MESSAGE });

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const publishedDateSchema = calendarDateField(DATE_MESSAGE);

/** `GET /api/gallery?category=`: absent, empty or `all` means every category (as for competitions). */
export const galleryFilterSchema = z.object({
  category: z.preprocess((value) => (value === "" || value === "all" ? undefined : value), galleryCategorySchema.optional()),
});

/** `POST /api/gallery`: imageUrl is a base64 data URL of the image (an /images/ URL only as an item's own, on PUT). */
export const createGalleryItemSchema = z.object({
  imageUrl: z
    .string({ error: "imageUrl is required: an image as a data URL" })
    .trim()
    .min(1, "imageUrl is required: an image as a data URL"),
  category: galleryCategorySchema.default("classes"),
  publishedDate: publishedDateSchema,
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

const IMAGE_REQUIRED = "Choose an image to upload";
// The same limits the server checks on the bytes (services/images.server.ts), said before uploading.
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
const imageFile = z
  .file({ error: IMAGE_REQUIRED })
  .max(5 * 1024 * 1024, "Images must be at most 5 MB")
  .mime(IMAGE_TYPES, "Only JPEG, PNG, WebP or GIF images can be uploaded");

// The page's forms post multipart with an intent; a file input sends a File.
export const galleryCreateFormSchema = z.object({
  intent: z.literal("create"),
  image: imageFile,
  category: galleryCategorySchema.default("classes"),
  publishedDate: publishedDateSchema,
});

export const galleryUpdateFormSchema = z.object({
  intent: z.literal("update"),
  id: z.string({ error: "id is required" }).min(1, "id is required"),
  image: imageFile.optional(),
  category: galleryCategorySchema,
  publishedDate: publishedDateSchema,
});

export const galleryDeleteFormSchema = z.object({
  intent: z.literal("delete"),
  id: z.string({ error: "id is required" }).min(1, "id is required"),
});

export const galleryActionSchema = z.discriminatedUnion(
  "intent",
  [galleryCreateFormSchema, galleryUpdateFormSchema, galleryDeleteFormSchema],
  {
    error: "Unknown action",
  },
);

export type GalleryFilter = z.infer<typeof galleryFilterSchema>;
