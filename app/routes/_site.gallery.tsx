import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { type GalleryActionData } from "~/components/gallery/gallery-admin";
import { GalleryPage } from "~/components/gallery/gallery-page";
import { PageHero } from "~/components/page-hero";
import type { GalleryCategory } from "~/db/schema";
import { ServiceError } from "~/lib/errors.server";
import { answerFailedSubmissions, formError } from "~/lib/failed-submission";
import { runFormAction } from "~/lib/form-action.server";
import { getOptionalUser, requireAdmin } from "~/lib/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { createGalleryItem, deleteGalleryItem, listGalleryItems, updateGalleryItem } from "~/services/gallery.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { GALLERY_CATEGORIES, galleryActionSchema } from "~/validation/gallery";
import { indiaDate } from "~/lib/dates";

export const meta: MetaFunction = () => [
  { title: `Photo Gallery | ${SITE_NAME}` },
  {
    name: "description",
    content: "Photos from our abacus, phonics and Vedic maths classes, competitions, achievements and events across Maharashtra.",
  },
];

const GALLERY_PAGE_SIZE = 24;

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const requested = url.searchParams.get("category");
  // A chip link or nothing: an unknown category from a hand-made link shows every photo.
  const category = GALLERY_CATEGORIES.find((value) => value === requested);
  const offsetParam = Number(url.searchParams.get("offset") ?? 0);
  const offset = Number.isSafeInteger(offsetParam) && offsetParam > 0 ? offsetParam : 0;
  const [user, page] = await Promise.all([
    getOptionalUser(args),
    listGalleryItems(args.context.db, { category, limit: GALLERY_PAGE_SIZE, offset }),
  ]);
  const admin = isAdmin(user);
  // Admin markup is decided here: visitors and partners never receive it.
  return { ...page, offset, category: (category ?? null) as GalleryCategory | null, isAdmin: admin, today: admin ? indiaDate() : null };
}

const FAILURES = {
  create: "Error creating gallery item",
  update: "Error updating gallery item",
  delete: "Error deleting gallery item",
} as const;
const failed = (intent: keyof typeof FAILURES): GalleryActionData => ({ ...formError(FAILURES[intent]), failure: FAILURES[intent] });

export async function action(args: ActionFunctionArgs): Promise<GalleryActionData> {
  const user = await requireAdmin(args);
  const { db, cloudflare } = args.context;
  const bucket = cloudflare.env.IMAGES;
  return runFormAction(
    args.request,
    galleryActionSchema,
    async (input, formData): Promise<GalleryActionData> => {
      try {
        if (input.intent === "create") {
          const item = await createGalleryItem(db, bucket, user, { ...input, image: imageFromForm(input.image, formData) });
          return { result: { status: "success" }, message: "Photo uploaded", item };
        }
        if (input.intent === "update") {
          const item = await updateGalleryItem(db, bucket, user, input.id, { ...input, image: imageFromForm(input.image, formData) });
          return { result: { status: "success" }, message: "Photo updated", item };
        }
        await deleteGalleryItem(db, bucket, user, input.id);
        return { result: { status: "success" }, message: "Photo deleted", deletedId: input.id };
      } catch (error) {
        if (error instanceof ServiceError) throw error;
        console.error(`Gallery ${input.intent} failed`, error);
        return failed(input.intent);
      }
    },
    { bodyLimit: IMAGE_FORM_BODY_LIMIT },
  );
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((_kind, intent) =>
  failed(intent === "update" || intent === "delete" ? intent : "create"),
);

export default function GalleryRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Photo Gallery">Moments from our classes, competitions, achievements and events.</PageHero>
      <GalleryPage data={data} />
    </>
  );
}
