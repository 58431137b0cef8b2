import { ServiceError } from "./errors.server";

/** The caller's address as Cloudflare reports it (set by the edge; clients cannot forge it there). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** Sign-in and sign-up share one budget per address; over it, a 429 with a readable message. */
export async function enforceAuthRateLimit(limiter: RateLimit, request: Request): Promise<void> {
  const { success } = await limiter.limit({ key: `auth:${clientAddress(request)}` });
  if (!success) {
    throw new ServiceError(429, "Too many attempts. Please wait a minute and try again.");
  }
}
