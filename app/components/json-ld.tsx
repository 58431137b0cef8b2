import { useNonce } from "~/web/nonce";

/**
 * Structured data for search engines (schema.org, as JSON-LD): one script per node given. "<" is
 * escaped so no text in it can close the script element; each carries the request's CSP nonce like
 * every other script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <>
      {(Array.isArray(data) ? data : [data]).map((node, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JSON.stringify(node).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
