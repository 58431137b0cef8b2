import { splitLocale } from "../i18n/locales";
import { ROUTES, type RouteEntry } from "../route-registry";
import type { ContentArea } from "./public-content.server";

// The addresses the edge cache answers, and the content areas each shows, from the route registry
// (app/route-registry.ts): each route's full path comes from the build, so an entry names only its
// route. Every route with an address is ranked as Remix ranks them (a fixed segment before a
// parameter, a parameter before a splat, an index before its parent), and the first whose path
// matches decides: a route without edge-cache areas is rendered even where a cached route's
// pattern would match too.

/** A route of the server build, as far as its address goes. */
export type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };

type CachedAddress = { pattern: RegExp; areas: ((pathname: string) => readonly ContentArea[] | null) | null };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The route's full path, by segments: its own and its parents' (a pathless layout adds nothing). */
export function fullPath(routes: Record<string, BuildRoute | undefined>, id: string): string[] {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
    if (route.path) segments.unshift(...route.path.split("/").filter(Boolean));
  return segments;
}

/** Remix's rank of a path (its router's computeScore): fixed segments weigh most. */
const rankOf = (segments: string[], index?: boolean) =>
  segments.reduce((score, segment) => score + (segment === "*" ? -2 : segment.startsWith(":") ? 3 : 10), segments.length + (index ? 2 : 0));

function areasOf(entry: RouteEntry | undefined): CachedAddress["areas"] {
  const cached = entry?.edgeCache;
  if (!cached?.length) return null;
  if (!cached.some((part) => typeof part === "object")) {
    const areas = cached as readonly ContentArea[];
    return () => areas;
  }
  const parts = cached as readonly { only: RegExp; areas: readonly ContentArea[] }[];
  return (pathname) => parts.find(({ only }) => only.test(pathname))?.areas ?? null;
}

/**
 * The ranked addresses, by their first path segment: a lookup tests only the routes under that
 * segment (and those starting with a parameter or splat), not all hundred (testing them all took about 20 µs in Node).
 */
export type CachedAddresses = { byFirstSegment: Map<string, CachedAddress[]>; others: CachedAddress[] };

const firstSegment = (pathname: string) => pathname.split("/", 2)[1] ?? "";

/** Compiles the build's routes and the registry's edge-cache areas into the table `cachedAreasAt` reads. */
export function cachedAddresses(routes: Record<string, BuildRoute | undefined>): CachedAddresses {
  const registry: Record<string, RouteEntry | undefined> = ROUTES;
  // A pathless layout (root, _site) answers no address of its own.
  const ranked = Object.values(routes)
    .filter((route): route is BuildRoute => !!route && (!!route.path || !!route.index))
    .map((route) => {
      const segments = fullPath(routes, route.id);
      const source = segments.map((segment) => (segment === "*" ? "/.*" : segment.startsWith(":") ? "/[^/]+" : `/${escape(segment)}`));
      const first = segments[0] ?? "";
      return {
        first: first === "*" || first.startsWith(":") ? null : first,
        rank: rankOf(segments, route.index),
        address: { pattern: new RegExp(`^${source.join("")}/?$`), areas: areasOf(registry[route.id]) },
      };
    })
    .sort((a, b) => b.rank - a.rank);
  const others = ranked.filter(({ first }) => first === null);
  const byFirstSegment = new Map<string, CachedAddress[]>();
  for (const first of new Set(ranked.map(({ first }) => first))) {
    if (first !== null)
      byFirstSegment.set(
        first,
        ranked.filter((route) => route.first === first || route.first === null).map(({ address }) => address),
      );
  }
  return { byFirstSegment, others: others.map(({ address }) => address) };
}

/** The content areas a visitor's GET of `pathname` shows when the edge cache may keep it; null when not. */
export function cachedAreasAt({ byFirstSegment, others }: CachedAddresses, address: string): ContentArea[] | null {
  // A page in Marathi or Hindi shows what its English address shows (its copies are kept apart by address).
  const pathname = splitLocale(address).path;
  const candidates = byFirstSegment.get(firstSegment(pathname)) ?? others;
  const areas = candidates.find(({ pattern }) => pattern.test(pathname))?.areas?.(pathname);
  return areas ? [...areas] : null;
}
