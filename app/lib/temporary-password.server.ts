// Passwords an administrator issues for a new account: random, shown once, changed at first
// sign-in, and short-lived, so one read over a shoulder or left in a chat does not open the account later.

/** How long an admin-issued temporary password works (72 hours: a long weekend to first sign in). */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 72 * 60 * 60 * 1000;

export const TEMPORARY_PASSWORD_EXPIRED_MESSAGE =
  "This temporary password has expired. Please ask an administrator to issue you a new one.";

/** A readable random password: 12 characters without look-alikes (no 0/O, 1/l/I). */
export function temporaryPassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  // Bytes at or above the last whole multiple of the alphabet's length are skipped: no letter is likelier.
  const limit = 256 - (256 % alphabet.length);
  let password = "";
  while (password.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && password.length < 12) password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}

export function temporaryPasswordExpiry(now = new Date()): string {
  return new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS).toISOString();
}

/** An account still on a temporary password whose time is up. */
export function temporaryPasswordExpired(
  row: { mustChangePassword: boolean; passwordExpiresAt: string | null },
  now = new Date(),
): boolean {
  return row.mustChangePassword && row.passwordExpiresAt !== null && row.passwordExpiresAt <= now.toISOString();
}
