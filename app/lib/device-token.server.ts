import { fromBase64Url, toBase64Url } from "./base64";
import { hmacKey } from "./hmac.server";

// Device tokens (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser or API
// client that signed in to an account, or reset its password, is handed a random device id bound
// to that account and its password by an HMAC under the server's secret. Sign-in then judges an
// attempt that brings a genuine token for the account by that device's own failures only
// (services/sign-in-throttle.server.ts), so a stranger's guesses cannot hold the owner up.
//
// The token is `<device id>.<issued, Unix seconds>.<HMAC-SHA-256 of both, the account and its
// password hash>`: the account is in the MAC, not in the token, so the cookie names no one; a token
// checked against another account (or made without the secret, or changed) is not trusted; and a new
// password (changed, reset, or set by an admin) ends the trust of every device that knew the old one,
// so no one can keep tokens from a time they knew it. Rotating JWT_SECRET ends every device's trust.

/** A year; each sign-in hands out a fresh token, so a device in use stays known. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Clocks of two servers may differ a little; a token from further in the future is not trusted. */
const CLOCK_SKEW_SECONDS = 5 * 60;
const TOKEN_PATTERN = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;
const PURPOSE = "device-token";

/** A token as presented, read but not yet checked against its account (deviceTokenHolds). */
export type PresentedDeviceToken = { deviceId: string; issued: number; mac: string };

/** The account a token is for, and the password it was issued under (the stored hash, salt and all). */
type Holder = { account: string; passwordHash: string };

/** A new device's token for the account, under its present password. */
export async function issueDeviceToken(secret: string, holder: Holder, { now = new Date() } = {}) {
  const deviceId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const issued = Math.floor(now.getTime() / 1000);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, PURPOSE), signedText(deviceId, issued, holder));
  return `${deviceId}.${issued}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The parts of a well-formed, unexpired token; null for anything else. Says nothing of whose it is. */
export function readDeviceToken(token: string | null | undefined, now = new Date()): PresentedDeviceToken | null {
  const match = token?.match(TOKEN_PATTERN);
  if (!match) return null;
  const [, deviceId = "", issuedText = "", mac = ""] = match;
  const issued = Number(issuedText);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (issued > nowSeconds + CLOCK_SKEW_SECONDS || issued + DEVICE_TOKEN_LIFETIME_SECONDS <= nowSeconds) return null;
  return { deviceId, issued, mac };
}

/** Whether the token was issued by this server to this account under its present password (compared in constant time). */
export async function deviceTokenHolds({ deviceId, issued, mac }: PresentedDeviceToken, secret: string, holder: Holder): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await hmacKey(secret, PURPOSE), fromBase64Url(mac), signedText(deviceId, issued, holder));
}

/** The id and the time have fixed forms, so the account and the hash can follow them without ambiguity. */
const signedText = (deviceId: string, issued: number, { account, passwordHash }: Holder) =>
  new TextEncoder().encode(`${deviceId}.${issued}.${account}.${passwordHash}`);
