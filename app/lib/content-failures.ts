import type { FailureTexts } from "~/lib/action-result";
import type { BlogAction } from "~/validation/blogs";
import type { CompetitionAction } from "~/validation/competitions";
import type { GalleryAction } from "~/validation/gallery";

// What the blog, gallery and competition pages say when one of their forms gets no answer (their
// clientAction). Kept apart from the forms' zod schemas: these pages are mostly read by visitors,
// and importing the texts from the schemas' modules sent zod (30 KB) to every visitor.

export const MAX_PINNED = 3;
export const PIN_LIMIT_MESSAGE = `Could not pin blog (max ${MAX_PINNED} pinned)`;

export const BLOG_FAILURES: FailureTexts<BlogAction["intent"]> = {
  create: "Error creating blog",
  update: "Error updating blog",
  delete: "Error deleting blog",
  pin: PIN_LIMIT_MESSAGE,
  unpin: "Could not unpin blog",
  like: "Could not like blog",
};

export const GALLERY_FAILURES: FailureTexts<GalleryAction["intent"]> = {
  create: "Error creating gallery item",
  update: "Error updating gallery item",
  delete: "Error deleting gallery item",
};

export const COMPETITION_FAILURES: FailureTexts<CompetitionAction["intent"]> = {
  create: "Failed to create competition",
  update: "Failed to update competition",
  delete: "Failed to delete competition",
};
