import { Icon } from "~/components/icon";
import { formatRupees } from "~/lib/gst";

/** The cart's summary, stuck to the bottom of the screen while the products scroll. */
export function CartBar({ count, total, onCheckout }: { count: number; total: number; onCheckout: () => void }) {
  const empty = count === 0;
  return (
    <section
      aria-label="Cart"
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-2xl sm:border sm:px-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="hidden size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
            <Icon name="shopping-cart" className="size-5" />
          </span>
          <div>
            <p className="font-bold text-slate-900" aria-live="polite">
              Cart: {count} {count === 1 ? "item" : "items"}
            </p>
            <p className="text-sm text-slate-700">
              Total <span className="font-bold text-brand-900">{formatRupees(total)}</span>{" "}
              <span className="text-slate-600">incl. GST</span>
            </p>
          </div>
        </div>
        <div className="w-full sm:w-auto">
          <button
            type="button"
            onClick={onCheckout}
            disabled={empty}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
          >
            Proceed to Checkout
          </button>
        </div>
      </div>
    </section>
  );
}
