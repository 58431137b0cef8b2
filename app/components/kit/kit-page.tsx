import { Icon } from "~/components/icon";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { ConfirmDialog } from "~/components/modal";
import { PageHero } from "~/components/page-hero";
import { useActionFetcher } from "~/components/use-action-result";
import { WelcomeBanner } from "~/components/welcome-banner";
import type { ProductCategory, Role } from "~/lib/enums";
import { MAX_QTY, orderTotals } from "~/lib/gst";
import { CartBar } from "./cart-bar";
import { availableOnly, loadCart, saveCart, type Cart } from "./cart-storage";
import { Catalogue } from "./catalogue";
import { useCartProducts } from "./use-cart-products";
import { useAppendedPages } from "~/components/use-appended-pages";
import { CheckoutDialog, type CartLine } from "./checkout-dialog";
import { PartnerAreaLinks } from "./partner-area-links";
import { type KitActionData, kitActionUrl, type Product } from "./types";
import { Button } from "~/components/ui/button";
import type { Profile } from "~/services/profile.server";
import { OrderPlaced, type PlacedOrder } from "./order-placed";
import { useDetailsSaver, type ProfileValues } from "./details-saver";

// The product form (Conform and zod) loads only when an administrator first opens it.
const ProductFormDialog = lazy(() => import("./product-form").then((module) => ({ default: module.ProductFormDialog })));

/** `supplierState`: the business's GST state (Settings), which decides CGST + SGST or IGST. */
export type KitPageData = {
  user: { id: string; name: string; role: Role };
  /** A page of the catalogue: a category's kits (null: every kit), and where the next page starts. */
  products: Product[];
  category: ProductCategory | null;
  hasMore: boolean;
  nextOffset: number | null;
  canManage: boolean;
  supplierState: string;
  /** The buyer's saved details (or the defaults), which fill the checkout. */
  profile: Profile;
};

export function KitPage({ data }: { data: KitPageData }) {
  const { user, canManage } = data;
  const more = useAppendedPages<Product, KitPageData>(
    { items: data.products, hasMore: data.hasMore, nextOffset: data.nextOffset },
    data.category ?? "",
    (page) => ({ items: page.products, hasMore: page.hasMore, nextOffset: page.nextOffset, scope: page.category ?? "" }),
  );

  // The cart is read from this browser's storage after hydration (the server cannot see it).
  const [storedCart, setStoredCart] = useState<Cart | null>(null);
  useEffect(() => {
    setStoredCart(loadCart(user.id)); // eslint-disable-line react-hooks/set-state-in-effect -- localStorage exists only in the browser, after hydration
  }, [user.id]);
  // The cart may hold kits of other pages: their price and stock are asked for (useCartProducts).
  // Only what can still be ordered counts; a note says so when something was dropped.
  const { known, settled } = useCartProducts(storedCart, more.items);
  const available = useMemo(() => (storedCart && settled ? availableOnly(storedCart, known) : null), [storedCart, settled, known]);
  const cart = available?.cart ?? null;
  useEffect(() => {
    if (cart) saveCart(user.id, cart);
  }, [cart, user.id]);

  const change = (update: (current: Cart) => Cart) => {
    if (cart) setStoredCart(update(cart));
  };
  const add = (product: Product) => {
    if (!product.inStock) return;
    change((current) => ({ ...current, [product.id]: Math.min(MAX_QTY, (current[product.id] ?? 0) + 1) }));
  };
  const removeOne = (product: Product) => {
    change((current) => {
      const next = { ...current };
      const qty = next[product.id] ?? 0;
      if (qty <= 1) delete next[product.id];
      else next[product.id] = qty - 1;
      return next;
    });
  };

  const setQty = (product: Product, qty: number) => {
    if (product.inStock) change((current) => ({ ...current, [product.id]: Math.min(MAX_QTY, Math.max(1, qty)) }));
  };

  // In the catalogue's order: by category, then name.
  const lines: CartLine[] = useMemo(
    () =>
      Object.entries(cart ?? {})
        .flatMap(([id, qty]) => (known[id] ? [{ product: known[id], qty }] : []))
        .sort((a, b) => (a.product.category + a.product.name < b.product.category + b.product.name ? -1 : 1)),
    [known, cart],
  );
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  const { total } = orderTotals(lines.map(({ product, qty }) => ({ price: product.price, qty, gstPercent: product.gstPercent })));

  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const closeCheckout = useCallback(() => setCheckoutOpen(false), []);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const detailsSaver = useDetailsSaver();
  const { save: saveDetails } = detailsSaver;
  const onPlaced = useCallback(
    (order: PlacedOrder, details: ProfileValues | null) => {
      setStoredCart((current) => current && {});
      setCheckoutOpen(false);
      setPlaced(order);
      if (details) saveDetails(details);
    },
    [saveDetails],
  );

  // Admin: the product dialog and deletes.
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const closeForm = useCallback(() => setFormOpen(false), []);
  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormUsed(true);
    setFormOpen(true);
  };

  const remover = useActionFetcher<KitActionData>({ successTitle: "Product deleted", errorTitle: "Could not delete product" });

  return (
    <>
      <PageHero title="Educational Kit Ordering">Teaching kits for your centre, invoiced with GST.</PageHero>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
        <WelcomeBanner name={user.name} role={user.role} />

        <div className="mt-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Kits and materials</h2>
            <p className="mt-1 text-slate-700">Prices are per kit, before GST. Your GST invoice is ready as soon as you order.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <PartnerAreaLinks isAdmin={canManage} />
            {canManage ? (
              <Button type="button" onClick={() => openForm(null)} variant="accent">
                <Icon name="plus" className="size-4" /> Create Product
              </Button>
            ) : null}
          </div>
        </div>

        {available?.dropped ? (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
            Some items in your saved cart are no longer available and were removed.
          </p>
        ) : null}

        <Catalogue
          products={more.items}
          category={data.category}
          nextOffset={more.hasMore ? more.nextOffset : null}
          loadingMore={more.loading}
          onLoadMore={more.load}
          cart={cart}
          canManage={canManage}
          onAdd={add}
          onRemove={removeOne}
          onSetQty={setQty}
          onEdit={openForm}
          onDelete={setDeleting}
        />

        {placed ? <OrderPlaced order={placed} detailsSaved={detailsSaver.saved} onDismiss={() => setPlaced(null)} /> : null}

        <CartBar count={count} total={total} onCheckout={() => count > 0 && setCheckoutOpen(true)} />
      </div>

      <CheckoutDialog
        open={checkoutOpen}
        lines={lines}
        profile={data.profile}
        supplierState={data.supplierState}
        onSetQty={setQty}
        onClose={closeCheckout}
        onPlaced={onPlaced}
      />

      {canManage && formUsed ? (
        <Suspense fallback={null}>
          <ProductFormDialog open={formOpen} product={editing} onClose={closeForm} />
        </Suspense>
      ) : null}
      {canManage ? (
        <ConfirmDialog
          open={deleting !== null}
          title="Delete Product"
          message="Are you sure you want to delete this product?"
          busy={remover.state !== "idle"}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting) remover.submit(null, { method: "post", action: kitActionUrl("deleteProduct", deleting.id) });
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}
