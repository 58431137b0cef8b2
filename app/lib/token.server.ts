import jwt from "@tsndr/cloudflare-worker-jwt";
import type { Role } from "~/lib/enums";

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** `sid` names the session row (services/sessions.server.ts): the token works while that row lives. */
export type TokenClaims = { sub: string; sid: string; role: Role; iat: number; exp: number };

export async function signToken(
  session: { id: string; userId: string; role: Role },
  secret: string,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const claims: TokenClaims = { sub: session.userId, sid: session.id, role: session.role, iat: now, exp: now + TOKEN_LIFETIME_SECONDS };
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
    const { sub, sid, role, iat, exp } = claims;
    if (typeof sub !== "string" || typeof sid !== "string" || typeof iat !== "number" || typeof exp !== "number") {
      return null;
    }
    if (role !== "franchise" && role !== "admin") return null;
    if (exp <= Math.floor(Date.now() / 1000)) return null;
    return { sub, sid, role, iat, exp };
  } catch {
    return null;
  }
}
