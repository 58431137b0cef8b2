import { formatCount } from "~/lib/counts";
import { formatDayIn } from "~/lib/dates";
import { useT } from "~/i18n/i18n-context";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import type { GalleryItem } from "~/services/gallery.server";
import { GalleryImage } from "./gallery-image";

/** How far a finger moves sideways before the swipe counts (CSS pixels). */
const SWIPE_PX = 50;

/**
 * One photo at a time, large, inside the page: a native <dialog> (focus kept inside, Escape closes
 * and focus goes back to the photo that opened it), the previous and next photos by the buttons,
 * the arrow keys or a swipe, and a caption saying what it is and where in the list.
 */
export function PhotoViewer({
  items,
  index,
  onMove,
  onClose,
}: {
  items: GalleryItem[];
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const item = index === null ? null : items[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (item && !dialog.open) dialog.showModal();
    if (!item && dialog.open) dialog.close();
  }, [item]);

  const move = (step: number) => {
    if (index === null || !items.length) return;
    onMove((index + step + items.length) % items.length);
  };

  const { t, tag } = useT();
  const caption = item
    ? t("gallery.photoAlt", { category: t(`home.gallery.category.${item.category}`), date: formatDayIn(item.publishedDate, tag) })
    : "";
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={t("gallery.viewer")}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
      onPointerDown={(event) => {
        swipeFrom.current = event.pointerType === "mouse" ? null : event.clientX;
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
        move(event.clientX < from ? 1 : -1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      {item && index !== null ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p aria-live="polite" className="text-sm font-semibold text-slate-200">
              {t("gallery.position", { index: formatCount(index + 1, tag), count: formatCount(items.length, tag) })}
            </p>
            <button
              type="button"
              onClick={onClose}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-white hover:bg-white/10"
            >
              <Icon name="arrow-left" className="size-5" />
              {t("gallery.back")}
            </button>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 pb-4">
            <div className="relative flex min-h-0 w-full flex-1 items-center justify-center">
              {/* Keyed by photo, so a photo that failed leaves no placeholder on the next one. */}
              <GalleryImage
                key={item.id}
                src={item.imageUrl}
                alt={caption}
                width={1600}
                height={1200}
                sizes="100vw"
                eager
                className="object-contain!"
              />
            </div>
            <figcaption className="text-center text-slate-100">{caption}</figcaption>
          </figure>
          {items.length > 1 ? (
            <div className="flex justify-center gap-3 pb-5">
              <ViewerButton label={t("gallery.previous")} onClick={() => move(-1)} icon="arrow-left" />
              <ViewerButton label={t("gallery.next")} onClick={() => move(1)} icon="arrow-right" />
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

function ViewerButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: "arrow-left" | "arrow-right" }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-5 font-semibold text-white hover:bg-white/20"
    >
      {icon === "arrow-left" ? <Icon name={icon} className="size-5" /> : null}
      {label}
      {icon === "arrow-right" ? <Icon name={icon} className="size-5" /> : null}
    </button>
  );
}
