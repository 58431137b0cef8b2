import { readCookie, siteCookie } from "./cookies";
import { DEVICE_TOKEN_LIFETIME_SECONDS } from "../lib/device-token.server";
import { TOKEN_LIFETIME_SECONDS } from "../lib/token.server";

// The pages keep the same JWT the API hands out, in an HttpOnly cookie that scripts cannot read.
// The __Host- prefix makes browsers refuse the cookie unless it is Secure, for Path=/ and without a
// Domain: no subdomain or plain-http page can plant or overwrite a session for this site.
export const SESSION_COOKIE = "__Host-academy_session";

/** Says which device this is to sign-in (lib/device-token.server.ts); kept across sign-outs, for a year. */
export const DEVICE_COOKIE = "__Host-academy_device";

export const readSessionCookie = (request: Request) => readCookie(request, SESSION_COOKIE);
export const readDeviceCookie = (request: Request) => readCookie(request, DEVICE_COOKIE);

export const deviceCookie = (deviceToken: string) => siteCookie(DEVICE_COOKIE, deviceToken, DEVICE_TOKEN_LIFETIME_SECONDS);

export const sessionCookie = (token: string) => siteCookie(SESSION_COOKIE, token, TOKEN_LIFETIME_SECONDS);

export const clearedSessionCookie = () => siteCookie(SESSION_COOKIE, "", 0);
