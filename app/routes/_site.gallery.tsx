import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GalleryPage } from "~/components/gallery/gallery-page";
import { PageHero } from "~/components/page-hero";
import { indiaDate } from "~/lib/dates";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { canManageContent } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { createGalleryItem, deleteGalleryItem, listGalleryItems, updateGalleryItem } from "~/services/gallery.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { GALLERY_FAILURES } from "~/lib/content-failures";
import { galleryActionSchema, galleryListFilters } from "~/validation/gallery";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("gallery.title", { site: SITE_NAME }) }, { name: "description", content: t("gallery.description") }];
};

export async function loader(args: LoaderFunctionArgs) {
  const { category, ...page } = pageListQuery(new URL(args.request.url), galleryListFilters, 24);
  // The session first (no query for a visitor): an admin also sees the photos hidden for want of a parent's consent.
  const admin = canManageContent(await optionalActor(args));
  const list = await listGalleryItems(depsFrom(args.context), { category, everything: admin, ...page });
  // Admin markup is decided here: visitors and partners never receive it.
  const messages = pageMessages(args.request, "gallery", "home");
  return { ...list, offset: page.offset, category: category ?? null, isAdmin: admin, today: admin ? indiaDate() : null, messages };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: galleryActionSchema,
  failures: GALLERY_FAILURES,
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    create: async ({ deps, actor, input, form }) => ({
      message: "Photo uploaded",
      data: { item: await createGalleryItem(deps, actor, { ...input, image: imageFromForm(input.image, form) }) },
    }),
    update: async ({ deps, actor, input, form }) => ({
      message: "Photo updated",
      data: { item: await updateGalleryItem(deps, actor, { ...input, image: imageFromForm(input.image, form) }) },
    }),
    delete: async ({ deps, actor, input }) => {
      await deleteGalleryItem(deps, actor, input.id);
      return { message: "Photo deleted", data: { deletedId: input.id } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(GALLERY_FAILURES);

export default function GalleryRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("gallery.heading")}>{t("gallery.intro")}</PageHero>
      <GalleryPage data={data} />
    </>
  );
}
