// Device tokens (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser or API
// client that signed in to an account, or reset its password, is handed a random device id bound
// to that account by an HMAC under the server's secret. Sign-in then judges an attempt that brings
// a genuine token for the account by that device's own failures only
// (services/sign-in-throttle.server.ts), so a stranger's guesses cannot hold the owner up.
//
// The token is `<device id>.<issued, Unix seconds>.<HMAC-SHA-256 of both and the account>`: the
// account is in the MAC, not in the token, so the cookie names no one, and a token checked against
// another account (or made without the secret, or changed) is simply not trusted. Rotating
// JWT_SECRET makes every device untrusted until its next sign-in.

/** A year; each sign-in hands out a fresh token, so a device in use stays known. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Clocks of two servers may differ a little; a token from further in the future is not trusted. */
const CLOCK_SKEW_SECONDS = 5 * 60;
const TOKEN_PATTERN = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;

/** A new device's token for the account (its normalised email). */
export async function issueDeviceToken(secret: string, account: string, now = new Date()): Promise<string> {
  const deviceId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const issued = Math.floor(now.getTime() / 1000);
  const mac = await crypto.subtle.sign("HMAC", await macKey(secret), signedText(deviceId, issued, account));
  return `${deviceId}.${issued}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The device id of a genuine, unexpired token for this account; null for anything else. */
export async function trustedDeviceId(
  token: string | null | undefined,
  secret: string,
  account: string,
  now = new Date(),
): Promise<string | null> {
  const match = token?.match(TOKEN_PATTERN);
  if (!match) return null;
  const [, deviceId = "", issuedText = "", mac = ""] = match;
  const issued = Number(issuedText);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (issued > nowSeconds + CLOCK_SKEW_SECONDS || issued + DEVICE_TOKEN_LIFETIME_SECONDS <= nowSeconds) return null;
  // verify() compares in constant time.
  const genuine = await crypto.subtle.verify("HMAC", await macKey(secret), fromBase64Url(mac), signedText(deviceId, issued, account));
  return genuine ? deviceId : null;
}

/** The id and the time have fixed forms, so the account can follow them without ambiguity. */
const signedText = (deviceId: string, issued: number, account: string) => new TextEncoder().encode(`${deviceId}.${issued}.${account}`);

/** A key of its own, derived from the secret, so a device token can never pass for another of the site's MACs. */
const macKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(`device-token:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}
