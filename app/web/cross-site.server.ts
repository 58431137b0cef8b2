/**
 * A page form posted from another site (a forged form on a stranger's page, which the browser
 * would send with this site's session cookie) is refused before anything runs. Browsers say where
 * a request comes from: `Origin` on every POST, and `Sec-Fetch-Site`. The most trusted frameworks
 * check the same way (a same-origin Origin, else refuse); clients that send neither (curl, server
 * to server) carry no browser cookie by accident and are served. The JSON API is left to its
 * Bearer tokens and its JSON bodies (`requireJsonContentType` in http.server.ts), neither of which
 * a forged form can send.
 */
export function refuseCrossSitePost(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return null;
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const foreignOrigin = origin !== null && origin !== url.origin;
  const foreignFetch = fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none";
  if (!foreignOrigin && !foreignFetch) return null;
  return new Response(
    "This form was sent from another site, so it was not accepted. Please open the page on this site and send it again.",
    {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    },
  );
}
