import type { ReactNode } from "react";
import { PrintablePage } from "~/components/printable-page";

/** A GST document of an order (the tax invoice, its credit note): one A4 sheet on paper, a card on screen, with the way back to My Orders. */
export function GstDocument({ children }: { children: ReactNode }) {
  return (
    <PrintablePage
      page="size: A4; margin: 12mm;"
      widthClass="max-w-[210mm]"
      back={{ to: "/kit-ordering/orders", label: "Back to My Orders" }}
    >
      <article className="mx-auto max-w-[210mm] bg-white p-5 text-sm text-slate-900 shadow-lg sm:p-10 print:max-w-none print:p-0 print:text-xs print:shadow-none">
        {children}
      </article>
    </PrintablePage>
  );
}
