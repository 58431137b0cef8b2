import { tooManyAttempts } from "../lib/errors";

/** The caller's address as Cloudflare reports it (set by the edge; clients cannot forge it there). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * The client a limit counts: an IPv4 address as it is; an IPv6 address by its /64 network, since a
 * provider gives one subscriber a whole /64 and each of its addresses would otherwise get a budget of
 * its own; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as the IPv4 address it carries. However an
 * address is written (leading zeros, `::`, letter case), one client gives one key.
 */
export function limitedAddress(address: string): string {
  const text = address.trim();
  const groups = text.includes(":") ? ipv6Groups(text) : null;
  if (!groups) return text;
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (RFC 4291 text forms, with a zone index or not), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.split("%")[0]!.toLowerCase();
  // A dotted IPv4 address at the end stands for the last two groups.
  const dotted = address.match(/^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
    address = `${dotted[1]}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const given = head.length + tail.length;
  if ([...head, ...tail].some(Number.isNaN)) return null;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  return [...head, ...Array<number>(8 - given).fill(0), ...tail];
}

/**
 * Attempts per client (see limitedAddress) within a scope ("auth": sign-in and sign-up share one budget;
 * "contact": messages from the contact page; "leads": demo bookings and franchise enquiries; "parents": a parent asking for a code and signing in); over it, a 429 with a readable message.
 */
export async function enforceRateLimit(
  limiter: RateLimit,
  request: Request,
  scope: "auth" | "contact" | "leads" | "parents" = "auth",
): Promise<void> {
  const { success } = await limiter.limit({ key: `${scope}:${limitedAddress(clientAddress(request))}` });
  if (!success) {
    throw tooManyAttempts("Too many attempts. Please wait a minute and try again.", 60);
  }
}
