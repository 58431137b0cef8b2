import { hmacKey } from "./hmac.server";

// The 6-digit codes sent by WhatsApp (a password reset, a parent signing in): how one is drawn, the
// keyed hash that is all a table keeps of it, and how soon another may follow.

const HOUR_MS = 60 * 60 * 1000;
/** The first wait between two codes to one holder; each later code in the hour waits as long as all before it. */
export const FIRST_CODE_SPACING_MS = 60 * 1000;

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  const limit = 4_294_000_000; // a multiple of 1,000,000 below 2^32: no digit is likelier than another
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, "0");
  }
}

/** HMAC-SHA-256 of the holder and the code, keyed with the server's secret per purpose: the table alone cannot be searched for the code. */
export async function hashCode(secret: string, purpose: string, holder: string, code: string): Promise<string> {
  const key = await hmacKey(secret, purpose);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${holder}:${code}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * When the hour of codes that a new code would belong to began, or null when the holder had one
 * too recently: the second code of an hour may follow the first after a minute, and each later one
 * waits as long as all before it took (1, 1, 2, 4, 8, 16 minutes): at most seven in an hour.
 * `existing` is the holder's saved code: its hour's start and its expiry.
 */
export function codeWindowStart(
  existing: { createdAt: string; expiresAt: string } | undefined,
  lifetimeMs: number,
  now: Date,
): number | null {
  if (!existing) return now.getTime();
  const start = Date.parse(existing.createdAt);
  const lastSent = Date.parse(existing.expiresAt) - lifetimeMs;
  if (now.getTime() - start >= HOUR_MS) return now.getTime();
  const spacing = Math.max(FIRST_CODE_SPACING_MS, lastSent - start);
  return now.getTime() - lastSent < spacing ? null : start;
}
