// What XML 1.0 can carry at all (its production `Char`). Escaping cannot help the rest (most C0
// controls, U+FFFE, U+FFFF, a lone surrogate): one of them makes a whole feed unreadable. The forms
// refuse control characters; this drops any that reached the database some other way.
const NOT_AN_XML_CHARACTER = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_AN_XML_CHARACTER, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

// Nothing in a feed runs or loads; the one allowance is for the browser's own XML viewer, whose
// inline styles and data: arrows draw the tree a person sees on opening the sitemap or the feed.
const XML_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

export function xmlResponse(body: string, contentType = "application/xml; charset=utf-8"): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=300",
      "Content-Security-Policy": XML_CONTENT_SECURITY_POLICY,
    },
  });
}
