import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines, as a JSON-LD script carrying the page's CSP nonce. `<` is
 * escaped so no text from the database can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}
