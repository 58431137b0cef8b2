import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Button, LinkButton } from "~/components/ui/button";

type Props = {
  /** The printed sheet's @page rule, e.g. "size: A4; margin: 12mm;". */
  page: string;
  /** The width class of the toolbar, matching the document's (Tailwind sees it at the call site). */
  widthClass: string;
  back: { to: string; label: string };
  /** More buttons beside Print (Verify on a certificate). */
  actions?: ReactNode;
  /** The Print button's words, in the page's language. */
  printLabel?: string;
  children: ReactNode;
};

/**
 * A document to print or save as PDF (an invoice, a hall ticket, a certificate), outside the site
 * layout: a grey desk on screen with a way back and the Print button, and only the paper in print.
 */
export function PrintablePage({ page, widthClass, back, actions, printLabel = "Print / Save as PDF", children }: Props) {
  return (
    <main className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 sm:py-10 print:min-h-0 print:bg-white print:p-0">
      <style>{`@page { ${page} }`}</style>
      <div className={`mx-auto mb-4 flex ${widthClass} flex-wrap items-center justify-between gap-3 print:hidden`}>
        <Link to={back.to} className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          {back.label}
        </Link>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button type="button" onClick={() => window.print()}>
            <Icon name="printer" className="size-4" />
            {printLabel}
          </Button>
        </div>
      </div>
      {children}
    </main>
  );
}

/** What a printable page says when its document is not there (404) or could not be read. */
export function PrintableError({
  notFound,
  document,
  notFoundText,
  back,
  notFoundTitle,
}: {
  notFound: boolean;
  /** "invoice", "hall ticket", "certificate" */
  document: string;
  notFoundText: string;
  back: { to: string; label: string };
  /** The not-found heading in the page's language (else "<Document> not found"). */
  notFoundTitle?: string;
}) {
  const title = `${document[0]!.toUpperCase()}${document.slice(1)}`;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">
        {notFound ? (notFoundTitle ?? `${title} not found`) : `Could not show this ${document}`}
      </h1>
      <p className="text-lg text-slate-600">{notFound ? notFoundText : "Something went wrong. Please try again in a moment."}</p>
      <LinkButton to={back.to} size="lg">
        {back.label}
      </LinkButton>
    </main>
  );
}
