import { TOKEN_LIFETIME_SECONDS } from "./token.server";

// The pages keep the same JWT the API hands out, in an HttpOnly cookie that scripts cannot read.
// The __Host- prefix makes browsers refuse the cookie unless it is Secure, for Path=/ and without a
// Domain: no subdomain or plain-http page can plant or overwrite a session for this site.
export const SESSION_COOKIE = "__Host-academy_session";

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${TOKEN_LIFETIME_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}
