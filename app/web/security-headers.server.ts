/** Headers every response carries; pages add their nonce-based CSP in entry.server.tsx. */
export function withBaseSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=()");
  // Browsers that once reached the site over https never try plain http again, for a year (the
  // minimum the HSTS preload list accepts), subdomains included. Ignored on http://localhost.
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
  return secured;
}

export function pageContentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The map and the videos load only when a visitor asks for them.
    "frame-src https://www.google.com https://www.youtube-nocookie.com",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
