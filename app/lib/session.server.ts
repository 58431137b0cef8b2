import { DEVICE_TOKEN_LIFETIME_SECONDS } from "./device-token.server";
import { TOKEN_LIFETIME_SECONDS } from "./token.server";

// The pages keep the same JWT the API hands out, in an HttpOnly cookie that scripts cannot read.
// The __Host- prefix makes browsers refuse the cookie unless it is Secure, for Path=/ and without a
// Domain: no subdomain or plain-http page can plant or overwrite a session for this site.
export const SESSION_COOKIE = "__Host-academy_session";

/** Says which device this is to sign-in (lib/device-token.server.ts); kept across sign-outs, for a year. */
export const DEVICE_COOKIE = "__Host-academy_device";

function readCookie(request: Request, cookie: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookie) return rest.join("=") || null;
  }
  return null;
}

export const readSessionCookie = (request: Request) => readCookie(request, SESSION_COOKIE);
export const readDeviceCookie = (request: Request) => readCookie(request, DEVICE_COOKIE);

export function deviceCookie(deviceToken: string): string {
  return `${DEVICE_COOKIE}=${deviceToken}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${DEVICE_TOKEN_LIFETIME_SECONDS}`;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${TOKEN_LIFETIME_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}
