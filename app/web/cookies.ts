// The site's cookies, read from a request and written for an answer: each `__Host-` (Secure,
// Path=/, no Domain: no subdomain or plain-http page can plant or overwrite one), HttpOnly, Lax.

/** The value of cookie `name` the request brings, or null (an empty one too). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

/** The Set-Cookie value for cookie `name`, kept `maxAgeSeconds` (0: gone now). */
export const siteCookie = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
