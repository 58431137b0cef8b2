import { useT } from "~/i18n/i18n-context";
import { useNavigation } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { lazy, Suspense, useState } from "react";
import { LoadMoreLink } from "~/components/load-more-link";
import { FilterChips } from "~/components/ui/filter-chips";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { GalleryCategory } from "~/lib/enums";
import type { GalleryItem } from "~/services/gallery.server";
import { GALLERY_CATEGORIES } from "~/lib/enums";
import type { GalleryActionData } from "./gallery-actions";
import { AdminControls } from "./gallery-admin";
import { GalleryCard } from "./gallery-card";
import { PhotoViewer } from "./photo-viewer";

// The edit and delete dialogs (Conform, zod) load when an administrator first opens one; visitors never download them.
const itemDialogs = () => import("./gallery-item-dialogs");
const EditGalleryItemDialog = lazy(() => itemDialogs().then((module) => ({ default: module.EditGalleryItemDialog })));
const DeleteGalleryItemDialog = lazy(() => itemDialogs().then((module) => ({ default: module.DeleteGalleryItemDialog })));

export type GalleryPageData = {
  items: GalleryItem[];
  hasMore: boolean;
  nextOffset: number | null;
  category: GalleryCategory | null;
  isAdmin: boolean;
  today: string | null;
};

/** Photos in the first row load at once (4 columns at most); the rest lazily. */
const FIRST_ROW = 4;
// How wide a photo is shown: 2, 3 or 4 columns of the 1280-px page, or the list's one 576-px column.
const GRID_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
const LIST_SIZES = "(min-width: 640px) 576px, 100vw";

const hrefFor = (category: GalleryCategory | null, offset?: number) => {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (offset) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/gallery?${query}` : "/gallery";
};

export function GalleryPage({ data }: { data: GalleryPageData }) {
  const navigation = useNavigation();
  const [view, setView] = useState<"grid" | "list">("grid");
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  // The photo open in the viewer (its place in the list), or null.
  const [viewing, setViewing] = useState<number | null>(null);
  // Mounted from the first edit or delete on, so each dialog closes (and hands focus back) in place.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if ((editing || deleting) && !dialogsUsed) setDialogsUsed(true);
  const { items, hasMore, nextOffset, load, loading: loadingMore, applyChange } = useMorePages(data);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/gallery";
  const { t } = useT();

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      {data.isAdmin && data.today ? <AdminControls today={data.today} onChange={applyChange} /> : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <FilterChips
          label={t("gallery.categories")}
          items={[null, ...GALLERY_CATEGORIES].map((category) => ({
            key: category ?? "all",
            to: hrefFor(category),
            label: t(category ? `home.gallery.category.${category}` : "gallery.all"),
            active: category === data.category,
          }))}
        />
        <div
          role="group"
          aria-label={t("gallery.layout")}
          className="flex shrink-0 gap-1 self-start rounded-xl bg-slate-100 p-1 sm:self-auto"
        >
          <ViewButton label={t("gallery.grid")} pressed={view === "grid"} onClick={() => setView("grid")}>
            <Icon name="layout-grid" className="size-5" />
          </ViewButton>
          <ViewButton label={t("gallery.list")} pressed={view === "list"} onClick={() => setView("list")}>
            <Icon name="list" className="size-5" />
          </ViewButton>
        </div>
      </div>

      <div aria-live="polite">
        {loading ? (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-center font-semibold text-brand-700">{t("gallery.loading")}</p>
        ) : null}
      </div>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <Icon name="image-off" className="size-12 text-slate-400" />
          <h2 className="text-xl font-bold text-slate-900">{t("gallery.empty")}</h2>
          <p className="text-slate-600">{t("gallery.emptyText")}</p>
        </div>
      ) : (
        <ul
          aria-label={t("gallery.photos")}
          aria-busy={loading}
          className={`grid gap-4 transition-opacity ${loading ? "opacity-60" : ""} ${
            view === "grid" ? "grid-cols-2 md:grid-cols-3 lg:grid-cols-4" : "mx-auto max-w-xl grid-cols-1"
          }`}
        >
          {items.map((item, index) => (
            <GalleryCard
              key={item.id}
              item={item}
              onOpen={() => setViewing(index)}
              eager={index < FIRST_ROW}
              sizes={view === "grid" ? GRID_SIZES : LIST_SIZES}
              onEdit={data.isAdmin ? setEditing : undefined}
              onDelete={data.isAdmin ? setDeleting : undefined}
            />
          ))}
        </ul>
      )}

      <PhotoViewer items={items} index={viewing} onMove={setViewing} onClose={() => setViewing(null)} />

      {hasMore && nextOffset !== null ? (
        <LoadMoreLink href={hrefFor(data.category, nextOffset)} loading={loadingMore} onLoad={load} />
      ) : null}

      {data.isAdmin && dialogsUsed ? (
        <Suspense fallback={null}>
          <EditGalleryItemDialog item={editing} onClose={() => setEditing(null)} onChange={applyChange} />
          <DeleteGalleryItemDialog item={deleting} onClose={() => setDeleting(null)} onChange={applyChange} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ViewButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`flex size-10 items-center justify-center rounded-lg transition ${pressed ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-brand-700"}`}
    >
      {children}
    </button>
  );
}

/** Photos appended by "Load more"; edits and deletions made here apply to them too. */
function useMorePages(data: GalleryPageData) {
  const more = useAppendedPages<GalleryItem, GalleryPageData>(
    { items: data.items, hasMore: data.hasMore, nextOffset: data.nextOffset },
    data.category ?? "",
    (page) => ({
      items: page.items,
      hasMore: page.hasMore,
      nextOffset: page.nextOffset,
      scope: page.category ?? "",
    }),
  );
  return {
    ...more,
    applyChange: (change: GalleryActionData) =>
      more.update((items) =>
        items.flatMap((item) => {
          if (item.id === change.data?.deletedId) return [];
          if (change.data?.item && item.id === change.data.item.id) return [change.data.item];
          return [item];
        }),
      ),
  };
}
