// D1 read replication (the Sessions API): each request reads through its own session, so a
// production database with replicas serves a visitor from the nearest one. A write answer hands
// back the session's bookmark, in a short cookie for browsers and a header for API clients; a
// request that brings it reads from a copy at least as new as that write, so whoever just wrote
// reads their own write. The edge cache (server.ts) never answers a request carrying the cookie.

import { readCookie, siteCookie } from "./cookies";
import { readSessionCookie, SESSION_COOKIE } from "./session.server";

export const BOOKMARK_COOKIE = "__Host-academy_bookmark";
export const BOOKMARK_HEADER = "X-D1-Bookmark";
/** Long enough for replicas to catch up with the write; the user's reads then go anywhere again. */
export const BOOKMARK_MAX_AGE_SECONDS = 60;

// D1's bookmarks are hexadecimal groups joined by dashes; anything else is ignored, not sent to D1.
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The bookmark the request brings (header first, then cookie), when it looks like one. */
export function readBookmark(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER)?.trim();
  if (header && BOOKMARK.test(header)) return header;
  const cookie = readCookie(request, BOOKMARK_COOKIE);
  return cookie && BOOKMARK.test(cookie) ? cookie : null;
}

/**
 * The request's D1 session. A read starts anywhere (the nearest replica), or at least as new as the
 * bookmark it brings. A write request starts on the primary: what it reads before it writes (is the
 * email taken, was this order key used) must be the latest, not a replica's.
 */
export function openSession(d1: D1Database, request: Request): D1DatabaseSession {
  if (!READS.has(request.method)) return d1.withSession("first-primary");
  return d1.withSession(readBookmark(request) ?? "first-unconstrained");
}

export const bookmarkCookie = (bookmark: string) => siteCookie(BOOKMARK_COOKIE, bookmark, BOOKMARK_MAX_AGE_SECONDS);

/**
 * On the answer to a write, the session's latest bookmark: as a cookie and a header. Only for a
 * member's write that went through (signed in, or signing in now: the account's next pages must see
 * the row that let them in); a visitor's message or booking is never shown back to them, and reads
 * answer without it, so no answer gains a Set-Cookie (which makes it no-store) for nothing.
 */
export function handBackBookmark(request: Request, response: Response, session: D1DatabaseSession): void {
  if (READS.has(request.method) || response.status >= 400) return;
  const member = request.headers.has("Authorization") || readSessionCookie(request) !== null;
  const signingIn = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`));
  if (!member && !signingIn) return;
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK.test(bookmark)) return;
  response.headers.set(BOOKMARK_HEADER, bookmark);
  response.headers.append("Set-Cookie", bookmarkCookie(bookmark));
}
