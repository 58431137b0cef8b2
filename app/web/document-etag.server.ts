// ETags for HTML pages, so a browser that kept a page revalidates it and gets 304 Not Modified.
//
// Each page carries a fresh CSP nonce in its scripts and in its Content-Security-Policy header, so
// the same page is never byte-for-byte the same twice. The tag is the hash of the document with its
// nonce left out, followed by the nonce itself: W/"<hash>-<nonce>". On a 304 the browser keeps the
// body it has (with that old nonce) and merges in the 304's headers, so the 304 repeats the CSP
// with the nonce named in the tag the browser sent: the kept page and its policy stay a pair.

const NONCE = /^[A-Za-z0-9+/]{16,64}={0,2}$/;

/** The hash of `html` without its nonce (hex, 20 characters). */
export async function documentHash(html: string, nonce: string): Promise<string> {
  const bytes = new TextEncoder().encode(html.replaceAll(nonce, ""));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest).slice(0, 10)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const documentTag = (hash: string, nonce: string) => `W/"${hash}-${nonce}"`;

/**
 * The nonce of the browser's kept copy, when one of the tags in If-None-Match names this document
 * (same hash); null when the browser has no current copy (the page is sent whole).
 */
export function keptCopyNonce(ifNoneMatch: string | null, hash: string): string | null {
  if (!ifNoneMatch) return null;
  for (const candidate of ifNoneMatch.split(",")) {
    const match = candidate.trim().match(/^(?:W\/)?"([0-9a-f]{20})-([^"]+)"$/);
    if (match && match[1] === hash && NONCE.test(match[2]!)) return match[2]!;
  }
  return null;
}
