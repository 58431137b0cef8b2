/** Text safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}

export function xmlResponse(body: string, contentType = "application/xml; charset=utf-8"): Response {
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=300" } });
}
