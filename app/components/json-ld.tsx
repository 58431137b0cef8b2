import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines (schema.org, as JSON-LD). "<" is escaped so no text in it can
 * close the script element; it carries the request's CSP nonce like every other script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}
