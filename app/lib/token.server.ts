import jwt from "@tsndr/cloudflare-worker-jwt";
import type { Role } from "~/lib/enums";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { sub: string; role: Role; tv: number; iat: number; exp: number };

export async function signToken(
  user: { id: string; role: Role; tokenVersion: number },
  secret: string,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const claims: TokenClaims = { sub: user.id, role: user.role, tv: user.tokenVersion, iat: now, exp: now + TOKEN_LIFETIME_SECONDS };
  return jwt.sign(claims, secret, { algorithm: "HS256" });
}

/**
 * The claims of a genuine, unexpired HS256 token, or null. The library can throw on malformed
 * input and accepts tokens without `exp`; both are treated as invalid here.
 */
export async function readToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const verified = await jwt.verify<Partial<TokenClaims>>(token, secret, { algorithm: "HS256" });
    const claims = verified?.payload;
    if (!claims || verified.header.alg !== "HS256") return null;
    const { sub, role, tv, iat, exp } = claims;
    if (typeof sub !== "string" || typeof tv !== "number" || typeof iat !== "number" || typeof exp !== "number") {
      return null;
    }
    if (role !== "franchise" && role !== "admin") return null;
    if (exp <= Math.floor(Date.now() / 1000)) return null;
    return { sub, role, tv, iat, exp };
  } catch {
    return null;
  }
}
