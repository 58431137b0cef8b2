/**
 * An HMAC-SHA-256 key derived from the server's secret for one purpose ("device-token",
 * "password-reset"): a MAC made for one purpose can never pass for another's.
 */
export const hmacKey = (secret: string, purpose: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(`${purpose}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
