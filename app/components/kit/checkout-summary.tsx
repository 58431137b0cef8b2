// The checkout's order summary: one row per cart line (its quantity can be typed), then the
// subtotal, GST (split by place of supply) and total, all in one money format.
import { lineAmounts, moneyFormatFor, type TaxSplit, type Totals } from "~/lib/gst";
import type { CartLine } from "./checkout-dialog";
import { QtyInput } from "./qty-input";
import type { Product } from "./types";

type SummaryProps = {
  headingId: string;
  lines: CartLine[];
  totals: Totals;
  split: TaxSplit;
  intraState: boolean;
  /** SGST, or UTGST for a supplier in a union territory without a legislature. */
  stateTax: string;
  onSetQty: (product: Product, qty: number) => void;
};

export function OrderSummary({ headingId, lines, totals, split, intraState, stateTax, onSetQty }: SummaryProps) {
  const money = moneyFormatFor([split.cgst, split.sgst, split.igst]);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-only">
        Items
      </h3>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {lines.map(({ product, qty }) => (
          <li key={product.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{product.name}</p>
              <p className="mt-1 flex items-center gap-2 text-slate-600">
                <QtyInput value={qty} onChange={(next) => onSetQty(product, next)} label={`Quantity of ${product.name}`} />
                <span>× {money(product.price)}</span>
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-slate-900">
              {money(lineAmounts({ price: product.price, qty, gstPercent: product.gstPercent }).taxable)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 px-1 text-sm tabular-nums">
        <SummaryRow term="Subtotal" value={money(totals.subtotal)} />
        <SummaryRow term="GST" value={money(totals.gst)} />
        {intraState ? (
          <>
            <SummaryRow term="CGST" value={money(split.cgst)} muted />
            <SummaryRow term={stateTax} value={money(split.sgst)} muted />
          </>
        ) : (
          <SummaryRow term="IGST" value={money(split.igst)} muted />
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function SummaryRow({ term, value, muted }: { term: string; value: string; muted?: boolean }) {
  return (
    <div className={`flex justify-between ${muted ? "pl-4 text-slate-600" : "text-slate-800"}`}>
      <dt>{muted ? `of which ${term}` : term}</dt>
      <dd className={muted ? "" : "font-semibold"}>{value}</dd>
    </div>
  );
}
