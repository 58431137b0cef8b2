// The checkout's order summary: one row per cart line, then the subtotal, GST (split by place of supply) and total.
import { formatRupees, formatRupeesWithPaise, lineAmounts, type TaxSplit, type Totals } from "~/lib/gst";
import type { CartLine } from "./checkout-dialog";

type SummaryProps = { headingId: string; lines: CartLine[]; totals: Totals; split: TaxSplit; intraState: boolean };

export function OrderSummary({ headingId, lines, totals, split, intraState }: SummaryProps) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-only">
        Items
      </h3>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {lines.map(({ product, qty }) => (
          <li key={product.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <p className="font-semibold text-slate-900">{product.name}</p>
              <p className="text-slate-600">
                {qty} × {formatRupees(product.price)}
              </p>
            </div>
            <p className="font-semibold text-slate-900">
              {formatRupees(lineAmounts({ price: product.price, qty, gstPercent: product.gstPercent }).taxable)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 px-1 text-sm">
        <SummaryRow term="Subtotal" value={formatRupees(totals.subtotal)} />
        <SummaryRow term="GST" value={formatRupees(totals.gst)} />
        {intraState ? (
          <>
            <SummaryRow term="CGST" value={formatRupeesWithPaise(split.cgst)} muted />
            <SummaryRow term="SGST" value={formatRupeesWithPaise(split.sgst)} muted />
          </>
        ) : (
          <SummaryRow term="IGST" value={formatRupees(split.igst)} muted />
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd>{formatRupees(totals.total)}</dd>
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
