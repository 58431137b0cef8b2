import type { GalleryCategory } from "~/lib/enums";

export const CATEGORY_LABELS: Record<GalleryCategory, string> = {
  classes: "Classes",
  competitions: "Competitions",
  achievements: "Achievements",
  events: "Events",
};

// Shared with the other pages that show dates.
export { formatPublishedDate } from "~/lib/dates";
