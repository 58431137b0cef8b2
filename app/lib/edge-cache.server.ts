import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from "./d1-bookmark.server";
import { documentTag, keptCopyNonce } from "./document-etag.server";
import type { ContentArea } from "./public-content.server";
import { SESSION_COOKIE } from "./session.server";

// Visitors' answers from the Workers Cache API (the data centre's own cache). A visitor is a GET
// without a session: no Authorization header, no session cookie (even an empty one) and no D1
// bookmark (cookie or header: a writer reads their own write, lib/d1-bookmark.server.ts). Each public address lists the content areas it shows; its cache key carries those areas'
// current versions, and a write to an area gives it a new version (lib/public-content.server.ts),
// so the next visitor here gets a fresh render. Other data centres hold their own copies and keep
// them at most FRESH_SECONDS before refreshing. A copy older than that is still served, once, while a
// fresh one is rendered in the background (stale-while-revalidate), up to STALE_SECONDS.
//
// A page's scripts carry a CSP nonce. The kept copy's nonce is replaced with a fresh one in every
// answer (body, policy and ETag alike), so no two visitors share one.

export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 24 * 60 * 60;

const ALL_SITE: ContentArea[] = ["settings"];
/** Public addresses (pathname) and the content areas each shows; `settings` is the header and footer. */
const CACHED_ADDRESSES: [RegExp, ContentArea[]][] = [
  [/^\/$/, [...ALL_SITE, "gallery"]],
  [/^\/blogs(\/[^/]+)?\/?$/, [...ALL_SITE, "blogs"]], // the list, each post and /blogs/rss.xml
  [/^\/gallery\/?$/, [...ALL_SITE, "gallery"]],
  [/^\/competitions\/?$/, [...ALL_SITE, "competitions"]],
  [/^\/competitions\/[^/]+\/results\/?$/, [...ALL_SITE, "competitions", "results", "centres"]],
  [/^\/verify(\/[^/]+)?\/?$/, [...ALL_SITE, "competitions", "results", "centres"]],
  [/^\/(contact|franchise)\/?$/, ALL_SITE],
  [/^\/(centres(\/[^/]+)?|courses\/[^/]+|book-demo)\/?$/, [...ALL_SITE, "centres"]],
  [/^\/sitemap\.xml$/, ["blogs", "competitions", "results", "centres"]],
  [/^\/api\/info$/, ["settings"]],
  [/^\/api\/blogs(\/[^/]+)?$/, ["blogs"]],
  [/^\/api\/gallery(\/[^/]+)?$/, ["gallery"]],
  [/^\/api\/competitions(\/[^/]+)?$/, ["competitions"]],
  [/^\/api\/competitions\/[^/]+\/results$/, ["competitions", "results", "centres"]],
  [/^\/api\/certificates\/[^/]+$/, ["competitions", "results", "centres"]],
  [/^\/api\/centres(\/[^/]+)?$/, ["centres"]],
];

/** The areas a visitor's request shows when it may be answered from the cache; null when it may not. */
export function cachedAreasOf(request: Request): ContentArea[] | null {
  if (request.method !== "GET" || request.headers.has("Authorization") || request.headers.has(BOOKMARK_HEADER)) return null;
  const cookies = request.headers.get("Cookie") ?? "";
  if (cookies.includes(`${SESSION_COOKIE}=`) || cookies.includes(`${BOOKMARK_COOKIE}=`)) return null;
  const { pathname } = new URL(request.url);
  return CACHED_ADDRESSES.find(([address]) => address.test(pathname))?.[1] ?? null;
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

async function currentVersion(cache: Cache, area: ContentArea): Promise<string> {
  const kept = await cache.match(versionKey(area));
  if (kept) return kept.text();
  // Never seen here (or evicted): a new version, so no copy stored before can match again.
  const token = newToken();
  await cache.put(versionKey(area), new Response(token, { headers: { "Cache-Control": KEEP_VERSION } }));
  return token;
}

/** Gives each changed area a new version: the cached answers that show it are not served again. */
export async function forgetChangedAreas(changed: Iterable<ContentArea>): Promise<void> {
  const cache = dataCentreCache();
  await Promise.all(
    [...changed].map((area) => cache.put(versionKey(area), new Response(newToken(), { headers: { "Cache-Control": KEEP_VERSION } }))),
  );
}

async function cacheKey(cache: Cache, request: Request, areas: ContentArea[]): Promise<string> {
  const versions = await Promise.all(areas.map((area) => currentVersion(cache, area)));
  const url = new URL(request.url);
  return `${url.origin}/__edge/${versions.join(".")}${url.pathname}${url.search}`;
}

/** The request as a visitor with no copy of their own asks it: the render is always a whole 200. */
function unconditional(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  return new Request(request.url, { method: "GET", headers });
}

/** A rendered answer as the cache keeps it, or null when it is not for keeping (only a public 200). */
async function storable(response: Response): Promise<Response | null> {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  const original = response.headers.get("Cache-Control") ?? "";
  if (/\b(private|no-store)\b/.test(original)) return null;
  const headers = new Headers(response.headers);
  headers.set(ORIGINAL_CACHE_CONTROL, original);
  headers.set(STORED_AT, String(Date.now()));
  headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  for (const name of DEBUG_HEADERS) headers.delete(name);
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}

function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The visitor's answer from a kept copy: a page gets a fresh nonce (or a 304 for the browser's own copy). */
async function answerFrom(stored: Response, request: Request, state: "hit" | "stale" | "miss"): Promise<Response> {
  const headers = new Headers(stored.headers);
  const original = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  headers.delete(STORED_AT);
  if (original) headers.set("Cache-Control", original);
  else headers.delete("Cache-Control");
  headers.set("X-Edge-Cache", state);

  const policy = headers.get("Content-Security-Policy") ?? "";
  const keptNonce = policy.match(/'nonce-([^']+)'/)?.[1];
  const tagHash = headers.get("ETag")?.match(/^W\/"([0-9a-f]{20})-/)?.[1];
  if (!keptNonce || !tagHash) return new Response(stored.body, { status: 200, headers });

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
  const html = (await stored.text()).replaceAll(keptNonce, nonce);
  return new Response(html, { status: 200, headers });
}

/**
 * Answers a visitor's request (see cachedAreasOf) from the cache when a copy is there, else renders
 * it with `render`, keeps a public 200 and answers from that. A copy older than FRESH_SECONDS is
 * answered at once and rendered again after the answer (ctx.waitUntil).
 */
export async function answerFromEdgeCache(
  request: Request,
  areas: ContentArea[],
  ctx: ExecutionContext,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const cache = dataCentreCache();
  const key = await cacheKey(cache, request, areas);
  const renderAndKeep = async () => {
    const rendered = await render(unconditional(request));
    const copy = await storable(rendered);
    if (copy) await cache.put(key, copy.clone());
    return { rendered, copy };
  };

  const kept = await cache.match(key);
  if (kept) {
    const age = Date.now() - Number(kept.headers.get(STORED_AT));
    if (age <= FRESH_SECONDS * 1000) return answerFrom(kept, request, "hit");
    ctx.waitUntil(renderAndKeep().catch((error: unknown) => console.error("Refreshing a cached answer failed", error)));
    return answerFrom(kept, request, "stale");
  }
  const { rendered, copy } = await renderAndKeep();
  if (!copy) return rendered;
  const answer = await answerFrom(copy, request, "miss");
  // The render's own counts (bench and tests): a copy answered later cost no query.
  for (const name of DEBUG_HEADERS) if (rendered.headers.has(name)) answer.headers.set(name, rendered.headers.get(name)!);
  return answer;
}
