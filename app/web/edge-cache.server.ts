import { toBase64 } from "../lib/base64";
import { cachedAreasAt, type CachedAddresses } from "./cached-addresses.server";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from "./d1-bookmark.server";
import { documentTag, keptCopyNonce } from "./document-etag.server";
import type { ContentArea } from "./public-content.server";
import { SESSION_COOKIE } from "./session.server";

// Visitors' answers from the Workers Cache API (the data centre's own cache). A visitor is a GET
// without a session: no Authorization header, no session cookie (even an empty one) and no D1
// bookmark (cookie or header: a writer reads their own write, web/d1-bookmark.server.ts). Each
// public route lists the content areas it shows (app/route-registry.ts); its cache key carries those
// areas' current versions, and a write to an area gives it a new version (web/public-content.server.ts),
// so the next visitor here gets a fresh render. Other data centres hold their own copies and keep
// them at most FRESH_SECONDS before refreshing. A copy older than that is still served, once, while a
// fresh one is rendered in the background (stale-while-revalidate), up to STALE_SECONDS.
//
// A page's scripts carry a CSP nonce. The kept copy's nonce is replaced with a fresh one in every
// answer (body, policy and ETag alike), so no two visitors share one.

export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 24 * 60 * 60;

/**
 * The areas a visitor's request shows when it may be answered from the cache; null when it may not.
 * `addresses`: the cached addresses of the build (web/cached-addresses.server.ts, from the route registry).
 */
export function cachedAreasOf(request: Request, addresses: CachedAddresses): ContentArea[] | null {
  if (request.method !== "GET" || request.headers.has("Authorization") || request.headers.has(BOOKMARK_HEADER)) return null;
  const cookies = request.headers.get("Cookie") ?? "";
  if (cookies.includes(`${SESSION_COOKIE}=`) || cookies.includes(`${BOOKMARK_COOKIE}=`)) return null;
  return cachedAreasAt(addresses, new URL(request.url).pathname);
}

// Internal: the versions live in the same cache, under addresses no request can reach.
const versionKey = (area: ContentArea) => `https://edge-cache.invalid/version/${area}`;
const STORED_AT = "X-Edge-Stored-At";
const ORIGINAL_CACHE_CONTROL = "X-Edge-Cache-Control";
const DEBUG_HEADERS = ["X-D1-Queries", "X-D1-Round-Trips"];
const KEEP_VERSION = `public, max-age=${30 * 24 * 60 * 60}`;

// The Workers runtime's cache of this data centre (the DOM typings of `caches` do not know `default`).
const dataCentreCache = () => (caches as unknown as { default: Cache }).default;

function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * An area's version: a random token, and the D1 bookmark of the write that gave it (when known). A
 * render that fills the cache reads at least that new, so a lagging read replica cannot put the
 * page as it was before the change back in the cache under the new version.
 */
type Version = { token: string; bookmark: string | null };

// Each isolate remembers the versions it read for a second, so a cached answer costs one lookup, not
// one per area. A change made through this isolate is known at once; one made through another
// isolate of the data centre, within that second.
const VERSION_MEMORY_MS = 1000;
const knownVersions = new Map<ContentArea, { version: Version; readAt: number }>();

async function currentVersion(cache: Cache, area: ContentArea): Promise<Version> {
  const known = knownVersions.get(area);
  if (known && Date.now() - known.readAt < VERSION_MEMORY_MS) return known.version;
  const version = await readVersion(cache, area);
  knownVersions.set(area, { version, readAt: Date.now() });
  return version;
}

async function readVersion(cache: Cache, area: ContentArea): Promise<Version> {
  const kept = await cache.match(versionKey(area));
  if (kept) {
    const [token = "", bookmark] = (await kept.text()).split(" ");
    return { token, bookmark: bookmark || null };
  }
  // Never seen here (or evicted): a new version, so no copy stored before can match again.
  const token = newToken();
  await cache.put(versionKey(area), new Response(token, { headers: { "Cache-Control": KEEP_VERSION } }));
  return { token, bookmark: null };
}

/** Gives each changed area a new version: the cached answers that show it are not served again. */
export async function forgetChangedAreas(areas: Iterable<ContentArea>, bookmark: string | null): Promise<void> {
  const changed = [...areas];
  const cache = dataCentreCache();
  const token = newToken();
  const version = bookmark ? `${token} ${bookmark}` : token;
  for (const area of changed) knownVersions.set(area, { version: { token, bookmark }, readAt: Date.now() });
  await Promise.all(
    changed.map((area) => cache.put(versionKey(area), new Response(version, { headers: { "Cache-Control": KEEP_VERSION } }))),
  );
}

async function cacheKey(cache: Cache, request: Request, areas: ContentArea[], build: string) {
  const versions = await Promise.all(areas.map((area) => currentVersion(cache, area)));
  const url = new URL(request.url);
  // D1 bookmarks sort in the order of the writes: the latest one covers every area's change.
  const bookmark = versions.map((version) => version.bookmark ?? "").reduce((latest, next) => (next > latest ? next : latest), "");
  // The build is part of the key: a page kept before a deploy names script and style files the new
  // build no longer has.
  const tokens = versions.map((version) => version.token).join(".");
  return { key: `${url.origin}/__edge/${encodeURIComponent(build)}/${tokens}${url.pathname}${url.search}`, bookmark };
}

/** The request as a visitor with no copy of their own asks it, read at least as new as `bookmark`: the render is always a whole 200. */
function unconditional(request: Request, bookmark: string): Request {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  return new Request(request.url, { method: "GET", headers });
}

/** A kept answer: its text (pages, JSON, feeds) and headers, as the cache holds it. */
type KeptCopy = { text: string; headers: Headers; storedAt: number };

/** A rendered answer as the cache keeps it, or null when it is not for keeping (only a public 200). */
async function keepable(response: Response): Promise<KeptCopy | null> {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  const original = response.headers.get("Cache-Control") ?? "";
  if (/\b(private|no-store)\b/.test(original)) return null;
  const headers = new Headers(response.headers);
  headers.set(ORIGINAL_CACHE_CONTROL, original);
  for (const name of DEBUG_HEADERS) headers.delete(name);
  return { text: await response.text(), headers, storedAt: Date.now() };
}

function asStored(copy: KeptCopy): Response {
  const headers = new Headers(copy.headers);
  headers.set(STORED_AT, String(copy.storedAt));
  headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  return new Response(copy.text, { status: 200, headers });
}

async function fromStored(stored: Response): Promise<KeptCopy> {
  const headers = new Headers(stored.headers);
  const storedAt = Number(headers.get(STORED_AT));
  headers.delete(STORED_AT);
  return { text: await stored.text(), headers, storedAt };
}

// Each isolate also keeps the copies it served last, up to a few megabytes, so a fresh copy is
// answered without a lookup. Keys carry the versions, so a change is never served from here.
const MEMORY_BYTES = 8 * 1024 * 1024;
const inMemory = new Map<string, KeptCopy>();
let memoryBytes = 0;

function remember(key: string, copy: KeptCopy): void {
  const previous = inMemory.get(key);
  if (previous) memoryBytes -= previous.text.length;
  inMemory.delete(key);
  inMemory.set(key, copy);
  memoryBytes += copy.text.length;
  for (const [oldest, { text }] of inMemory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    inMemory.delete(oldest);
    memoryBytes -= text.length;
  }
}

function createNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

/** The visitor's answer from a kept copy: a page gets a fresh nonce (or a 304 for the browser's own copy). */
function answerFrom(copy: KeptCopy, request: Request, state: "hit" | "stale" | "miss"): Response {
  const headers = new Headers(copy.headers);
  const original = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  if (original) headers.set("Cache-Control", original);
  else headers.delete("Cache-Control");
  headers.set("X-Edge-Cache", state);

  const policy = headers.get("Content-Security-Policy") ?? "";
  const keptNonce = policy.match(/'nonce-([^']+)'/)?.[1];
  const tagHash = headers.get("ETag")?.match(/^W\/"([0-9a-f]{20})-/)?.[1];
  if (!keptNonce || !tagHash) return new Response(copy.text, { status: 200, headers });

  const browserNonce = keptCopyNonce(request.headers.get("If-None-Match"), tagHash);
  if (browserNonce) {
    headers.set("Content-Security-Policy", policy.replaceAll(keptNonce, browserNonce));
    headers.set("ETag", documentTag(tagHash, browserNonce));
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const nonce = createNonce();
  headers.set("Content-Security-Policy", policy.replaceAll(keptNonce, nonce));
  headers.set("ETag", documentTag(tagHash, nonce));
  return new Response(copy.text.replaceAll(keptNonce, nonce), { status: 200, headers });
}

/**
 * Answers a visitor's request (see cachedAreasOf) from the cache when a copy is there (kept by this
 * `build`: the server build's asset version), else renders
 * it with `render`, keeps a public 200 and answers from that. A copy older than FRESH_SECONDS is
 * answered at once and rendered again after the answer (ctx.waitUntil).
 */
export async function answerFromEdgeCache(
  request: Request,
  { areas, build }: { areas: ContentArea[]; build: string },
  ctx: ExecutionContext,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const cache = dataCentreCache();
  const { key, bookmark } = await cacheKey(cache, request, areas, build);
  const isFresh = (copy: KeptCopy) => Date.now() - copy.storedAt <= FRESH_SECONDS * 1000;
  const recent = inMemory.get(key);
  if (recent && isFresh(recent)) return answerFrom(recent, request, "hit");

  const renderAndKeep = async () => {
    const rendered = await render(unconditional(request, bookmark));
    const copy = await keepable(rendered);
    if (copy) {
      remember(key, copy);
      await cache.put(key, asStored(copy));
    }
    return { rendered, copy };
  };

  const stored = await cache.match(key);
  if (stored) {
    const copy = await fromStored(stored);
    if (isFresh(copy)) {
      remember(key, copy);
      return answerFrom(copy, request, "hit");
    }
    ctx.waitUntil(renderAndKeep().catch((error: unknown) => console.error("Refreshing a cached answer failed", error)));
    return answerFrom(copy, request, "stale");
  }
  const { rendered, copy } = await renderAndKeep();
  if (!copy) return rendered;
  const answer = answerFrom(copy, request, "miss");
  // The render's own counts (bench and tests): a copy answered later cost no query.
  for (const name of DEBUG_HEADERS) if (rendered.headers.has(name)) answer.headers.set(name, rendered.headers.get(name)!);
  return answer;
}
