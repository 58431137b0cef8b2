import { toBase64 } from "~/lib/base64";

/**
 * How many PBKDF2 rounds a fixture account's stored hash names. verifyPassword reads the count from
 * the stored string, so these accounts sign in through the real check, at a fraction of the
 * 100,000 rounds each: a run creates hundreds of accounts and signs most of them in twice.
 * Accounts made through the app (registration, password change, reset, an admin's new account)
 * get the real hash, as password.test.ts holds.
 */
export const FIXTURE_HASH_ITERATIONS = 1;

/** The stored form app/lib/password.server.ts writes: "pbkdf2-sha256$<iterations>$<salt>$<hash>". */
export async function fixturePasswordHash(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: FIXTURE_HASH_ITERATIONS }, key, 256);
  return ["pbkdf2-sha256", FIXTURE_HASH_ITERATIONS, toBase64(salt), toBase64(new Uint8Array(bits))].join("$");
}
