import { tooManyAttempts } from "./errors";

/** The caller's address as Cloudflare reports it (set by the edge; clients cannot forge it there). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * Attempts per client address within a scope ("auth": sign-in and sign-up share one budget;
 * "contact": messages from the contact page; "leads": demo bookings and franchise enquiries); over it, a 429 with a readable message.
 */
export async function enforceRateLimit(limiter: RateLimit, request: Request, scope: "auth" | "contact" | "leads" = "auth"): Promise<void> {
  const { success } = await limiter.limit({ key: `${scope}:${clientAddress(request)}` });
  if (!success) {
    throw tooManyAttempts("Too many attempts. Please wait a minute and try again.", 60);
  }
}
