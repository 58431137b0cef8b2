import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { GalleryImage } from "~/components/gallery/gallery-image";
import type { GalleryItem } from "~/services/gallery.server";
import { SectionHeading } from "./section-heading";

/** The newest photos (at most 6), each its image or a placeholder; hovering or focusing one shows its category. */
export function GalleryHighlights({ items }: { items: GalleryItem[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="highlights-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="highlights-heading" title={t("home.gallery.title")}>
        {t("home.gallery.text")}
      </SectionHeading>
      {items.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {items.slice(0, 6).map((item) => (
            <li key={item.id}>
              <Link to="/gallery" className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-brand-50">
                <GalleryImage
                  src={item.imageUrl}
                  alt={t("home.gallery.alt", { category: t(`home.gallery.category.${item.category}`) })}
                  width={400}
                  height={300}
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw"
                  className="transition duration-300 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-3 text-sm font-semibold text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                  {t(`home.gallery.category.${item.category}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-center text-slate-600">{t("home.gallery.empty")}</p>
      )}
      <div className="mt-8 text-center">
        <Link
          to="/gallery"
          className="inline-flex rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("home.gallery.more")}
          <span className="sr-only">{t("home.gallery.moreHidden")}</span>
        </Link>
      </div>
    </section>
  );
}
