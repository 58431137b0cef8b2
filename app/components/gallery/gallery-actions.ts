// What the gallery page's action answers, where the admin forms post, and the fetcher they post with.
import type { ActionResult } from "~/lib/action-result";
import type { GalleryItem } from "~/services/gallery.server";
import { useActionFetcher } from "~/components/use-action-result";

/** What the gallery page's action answers; on success, what changed. */
export type GalleryActionData = ActionResult<{ item?: GalleryItem; deletedId?: string }>;

export const ACTION = "/gallery";

/** A fetcher for one of the admin forms: success says so in a toast; refusals stay in the form. */
export const useGalleryFetcher = (onSuccess: (data: GalleryActionData) => void) =>
  useActionFetcher<GalleryActionData>({ onSuccess, errorTitle: "Could not save the photo", errorsInForm: true });
