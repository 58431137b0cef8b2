import { Icon } from "~/components/icon";
import { LoadMoreLink } from "~/components/load-more-link";
import { FilterChips } from "~/components/ui/filter-chips";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/enums";
import { MAX_QTY } from "~/lib/gst";
import type { Cart } from "./cart-storage";
import { ProductCard } from "./product-card";
import { CATEGORY_LABELS, type Product } from "./types";

/** The kit page's address for a category (null: every kit) and a later page of it. */
export function catalogueHref(category: ProductCategory | null, offset = 0) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (offset > 0) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/kit-ordering?${query}` : "/kit-ordering";
}

type Props = {
  products: Product[];
  category: ProductCategory | null;
  /** Where "Load more" goes, when there is more. */
  nextOffset: number | null;
  loadingMore: boolean;
  onLoadMore: (href: string) => void;
  /** Null until the stored cart has loaded (adding waits for it). */
  cart: Cart | null;
  canManage: boolean;
  onAdd: (product: Product) => void;
  onRemove: (product: Product) => void;
  onSetQty: (product: Product, qty: number) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/** The catalogue: a category's kits (or every kit), a page at a time, each with its cart controls. */
export function Catalogue({ products, category, nextOffset, loadingMore, onLoadMore, cart, canManage, ...handlers }: Props) {
  return (
    <>
      <div className="mt-6">
        <FilterChips
          label="Kit categories"
          items={[null, ...PRODUCT_CATEGORIES].map((value) => ({
            key: value ?? "all",
            to: catalogueHref(value),
            label: value ? CATEGORY_LABELS[value] : "All kits",
            active: value === category,
          }))}
        />
      </div>
      {products.length ? (
        <ul aria-label="Products" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              qty={cart?.[product.id] ?? 0}
              canAdd={cart !== null && (cart[product.id] ?? 0) < MAX_QTY}
              eagerImage={index === 0}
              onAdd={() => handlers.onAdd(product)}
              onRemove={() => handlers.onRemove(product)}
              onSetQty={(qty) => handlers.onSetQty(product, qty)}
              admin={canManage ? { onEdit: () => handlers.onEdit(product), onDelete: () => handlers.onDelete(product) } : undefined}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Icon name="package-search" className="size-12 text-brand-600/60" strokeWidth={1.5} />
          <p className="mt-3 text-lg font-bold text-slate-900">{category ? "No kits in this category yet" : "No kits to order yet"}</p>
          <p className="mt-1 text-slate-700">
            {canManage ? "Create the first product to open the catalogue." : "New kits will appear here soon."}
          </p>
        </div>
      )}
      {nextOffset !== null ? (
        <div className="mt-8">
          {/* The page is an index route: its own loader is asked for with `index`. */}
          <LoadMoreLink
            href={catalogueHref(category, nextOffset)}
            fetchHref={`${catalogueHref(category, nextOffset)}&index`}
            loading={loadingMore}
            onLoad={onLoadMore}
          />
        </div>
      ) : null}
    </>
  );
}
