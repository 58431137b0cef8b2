import { formatDayIn } from "~/lib/dates";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import type { GalleryItem } from "~/services/gallery.server";
import { GalleryImage } from "./gallery-image";

type CardProps = {
  item: GalleryItem;
  /** In the first row: loaded at once; the others wait until they are near the screen. */
  eager: boolean;
  /** How wide the card is shown (grid or list view). */
  sizes: string;
  /** Opens the photo in the page's viewer (without the script, the link opens the picture itself). */
  onOpen: () => void;
  onEdit?: (item: GalleryItem) => void;
  onDelete?: (item: GalleryItem) => void;
};

// Shown on hover, on keyboard focus inside the card, and always on touch screens (no hover there).
const reveal = "opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100";

export function GalleryCard({ item, eager, sizes, onOpen, onEdit, onDelete }: CardProps) {
  const { t, tag } = useT();
  const category = t(`home.gallery.category.${item.category}`);
  const date = formatDayIn(item.publishedDate, tag);
  const alt = t("gallery.photoAlt", { category, date });
  return (
    <li className="group relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
      <a
        href={item.imageUrl}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
        className="block size-full rounded-2xl focus-visible:outline-offset-[-4px]"
      >
        <GalleryImage
          src={item.imageUrl}
          alt={alt}
          width={640}
          height={480}
          sizes={sizes}
          eager={eager}
          className="transition duration-300 group-hover:scale-105"
        />
      </a>
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-x-0 bottom-0 flex flex-wrap items-end justify-between gap-x-2 gap-y-1 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-3 pb-3 pt-10 text-white ${reveal}`}
      >
        <span className="whitespace-nowrap rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold text-brand-900">{category}</span>
        <time dateTime={item.publishedDate} className="whitespace-nowrap text-sm font-semibold">
          {date}
        </time>
      </div>
      {item.hidden ? (
        // Only an admin's list holds hidden photos: visitors never receive them.
        <p className="absolute left-2 top-2 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-950 shadow">
          Hidden: a parent has not agreed to photos
        </p>
      ) : null}
      {onEdit && onDelete ? (
        <div className={`absolute right-2 top-2 flex gap-2 ${reveal}`}>
          <CardButton label={`Edit ${alt}`} onClick={() => onEdit(item)}>
            <Icon name="pencil" className="size-4" />
          </CardButton>
          <CardButton label={`Delete ${alt}`} onClick={() => onDelete(item)} danger>
            <Icon name="trash-2" className="size-4" />
          </CardButton>
        </div>
      ) : null}
    </li>
  );
}

function CardButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label.split(" ")[0]}
      className={`flex size-10 items-center justify-center rounded-full bg-white shadow-md transition ${
        danger ? "text-red-700 hover:bg-red-50" : "text-brand-700 hover:bg-brand-50"
      }`}
    >
      {children}
    </button>
  );
}
