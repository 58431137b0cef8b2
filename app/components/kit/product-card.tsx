import { Icon, type IconName } from "~/components/icon";
import { formatRupees } from "~/lib/gst";
import { CardMedia } from "~/components/ui/card-media";
import { QtyInput } from "./qty-input";
import { CATEGORY_LABELS, type Product } from "./types";
import { Button } from "~/components/ui/button";

// Icons come from the site's SVG sprite: a catalogue of 50 kits repeats them hundreds of times.
const PLACEHOLDER_ICONS: Record<Product["category"], IconName> = {
  abacus: "calculator",
  phonics: "book-open",
  vedic_math: "sigma",
  other: "package",
};

const CATEGORY_BADGE: Record<Product["category"], string> = {
  abacus: "bg-brand-50 text-brand-800",
  phonics: "bg-emerald-50 text-emerald-900",
  vedic_math: "bg-amber-100 text-amber-900",
  other: "bg-slate-100 text-slate-800",
};

/** "18%" or "0.25%": a GST rate as people write it. */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;

type CardProps = {
  product: Product;
  qty: number;
  /** False until the stored cart has loaded, and at the largest quantity. */
  canAdd: boolean;
  /** Only the first card can be on the first screen on a phone; the rest load lazily. */
  eagerImage: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** A typed quantity (1 to 999). */
  onSetQty: (qty: number) => void;
  admin?: { onEdit: () => void; onDelete: () => void };
};

export function ProductCard({ product, qty, canAdd, eagerImage, onAdd, onRemove, onSetQty, admin }: CardProps) {
  const { name, description, imageUrl, category, inStock, includes, price, gstPercent } = product;
  const placeholder = PLACEHOLDER_ICONS[category] ?? "package";
  // Starts with what the button shows, then the kit (WCAG 2.5.3, label in name).
  const addToCartName = `Add to cart: ${name}`;
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <CardMedia
        imageUrl={imageUrl}
        alt={name}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={480}
        eager={eagerImage}
        aspect="4/3"
        icon={placeholder}
        iconClassName="size-16"
        className={inStock ? undefined : "opacity-45 grayscale"}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${CATEGORY_BADGE[category] ?? CATEGORY_BADGE.other}`}
          >
            {CATEGORY_LABELS[category] ?? category}
          </span>
          {inStock ? null : (
            <span
              id={`stock-${product.id}`}
              className="rounded-full bg-red-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-red-800"
            >
              Out of stock
            </span>
          )}
        </div>
        {/* Dimmed, yet still readable (WCAG contrast holds at this opacity). */}
        <div className={`flex flex-1 flex-col ${inStock ? "" : "opacity-85"}`}>
          <h3 className="mt-3 text-lg font-bold text-slate-900">{name}</h3>
          {description ? <p className="mt-1.5 whitespace-pre-line text-sm text-slate-700">{description}</p> : null}
          {includes.length ? (
            <div className="mt-3">
              <p className="text-xs font-bold uppercase tracking-wide text-slate-600">Includes</p>
              <ul className="mt-1.5 space-y-1 text-sm text-slate-800">
                {includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="mt-auto pt-4">
            <span className="text-2xl font-extrabold text-brand-900">{formatRupees(price)}</span>
            <span className="ml-1.5 text-sm font-medium text-slate-600">+ {formatPercent(gstPercent)} GST</span>
          </p>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {!inStock ? (
            <button
              type="button"
              disabled
              aria-label={addToCartName}
              aria-describedby={`stock-${product.id}`}
              className="inline-flex cursor-not-allowed items-center gap-2 rounded-lg bg-slate-200 px-4 py-2.5 font-semibold text-slate-600"
            >
              <Icon name="shopping-cart" className="size-4" /> Add to cart
            </button>
          ) : qty > 0 ? (
            <div
              role="group"
              aria-label={`${name} in cart`}
              className="flex items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 p-1"
            >
              <button
                type="button"
                onClick={onRemove}
                aria-label={`Remove one ${name}`}
                className="rounded-md p-2 text-brand-800 hover:bg-white"
              >
                <Icon name="minus" className="size-4" />
              </button>
              <QtyInput value={qty} onChange={onSetQty} label={`Quantity of ${name}`} />
              <button
                type="button"
                onClick={onAdd}
                disabled={!canAdd}
                aria-label={`Add one more ${name}`}
                className="rounded-md p-2 text-brand-800 hover:bg-white disabled:opacity-50"
              >
                <Icon name="plus" className="size-4" />
              </button>
              <span className="pr-2 text-sm font-semibold text-brand-900">in cart</span>
            </div>
          ) : (
            <Button type="button" onClick={onAdd} disabled={!canAdd} aria-label={addToCartName}>
              <Icon name="shopping-cart" className="size-4" /> Add to cart
            </Button>
          )}
          {admin && !product.hsnCode ? (
            // Saved before an HSN code was required: its invoices print none until it is edited (Rule 46(g)).
            <p className="w-full rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
              No HSN code: edit this kit to add one, so its invoices name it.
            </p>
          ) : null}
          {admin ? (
            <div className="flex w-full gap-2 border-t border-slate-100 pt-3">
              <Button type="button" onClick={admin.onEdit} aria-label={`Edit ${name}`} variant="outline" size="sm">
                <Icon name="pencil" className="size-4" /> Edit
              </Button>
              <Button type="button" onClick={admin.onDelete} aria-label={`Delete ${name}`} variant="dangerOutline" size="sm">
                <Icon name="trash-2" className="size-4" /> Delete
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
