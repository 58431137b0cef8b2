import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { splitLocale } from "~/i18n/locales";
import { fullPath } from "./cached-addresses.server";

// Remix matches a page's address against every route of the build four times (its request handler,
// the data router, the render, the page's part of the route manifest), and its router (v6) ranks the
// routes and compiles each one's path anew every time: on the home page, which is tried against
// nearly every route before the index, that was a fifth of the worker's time. An address can only
// be answered by a route whose full path starts with the address's first segment, or with no fixed
// segment at all (a parameter, a splat, or nothing: the root and the home page). So each request is
// matched against that group of routes alone, which picks the very route the whole build would:
// taking away routes that cannot match an address does not change which of the others matches it
// best. Remix's own requests (the manifest of a page's links, which names any address) and
// addresses this reads differently from the router get the whole build.
// Decision record: docs/decisions/0008-routes-by-first-segment-and-whole-documents.md.

type Route = ServerBuild["routes"][string] & {};
type RequestHandler = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/** The fixed first segment a route's addresses all start with (in lower case); null when any address may reach it. */
function fixedFirstSegment(routes: ServerBuild["routes"], route: Route): string | null {
  const first = fullPath(routes, route.id)[0];
  if (!first || first.startsWith(":") || first.includes("*") || first.endsWith("?")) return null;
  // A case-sensitive route is left in every group rather than compared here.
  return route.caseSensitive ? null : first.toLowerCase();
}

/**
 * The address's first segment as React Router compares it (decoded, any case), after the build's
 * base path (a language's: web/locale-routing.server.ts); null when it is read some other way.
 */
function firstSegmentOf(url: URL, underBasePath: boolean): string | null {
  let { pathname } = url;
  if (pathname.includes("//")) return null;
  // A page's data (single fetch) is asked for at its address plus ".data", the home page's at "/_root.data".
  if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length).replace(/^\/_root$/, "/");
  if (underBasePath) pathname = splitLocale(pathname).path;
  const first = pathname.split("/", 2)[1] ?? "";
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * For each address, the build with only the routes it can reach (and the layouts above them), made
 * once per fixed first segment (every other segment shares one); null where the whole build answers.
 */
export function buildsByFirstSegment(build: ServerBuild): (url: URL) => ServerBuild | null {
  const routes = Object.values(build.routes).filter((route): route is Route => !!route);
  const parents = new Map(routes.map((route) => [route.id, route.parentId]));
  const firstSegments = new Map(routes.map((route) => [route.id, fixedFirstSegment(build.routes, route)]));
  const knownSegments = new Set([...firstSegments.values()].filter((first): first is string => first !== null));
  const manifestPath = `${build.basename ?? "/"}/__manifest`.replace(/\/+/g, "/");
  // A language's base path ("/mr") comes before the first segment the routes start with.
  const underBasePath = !!build.basename && build.basename !== "/";

  function buildFor(first: string | null): ServerBuild {
    const kept = new Set<string>();
    for (const route of routes) {
      const own = firstSegments.get(route.id);
      if (own !== null && own !== first) continue;
      for (let id: string | undefined = route.id; id && !kept.has(id); id = parents.get(id)) kept.add(id);
    }
    const only = <T>(table: Record<string, T>) => Object.fromEntries(Object.entries(table).filter(([id]) => kept.has(id)));
    return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
  }

  const builds = new Map<string | null, ServerBuild>();
  return (url) => {
    const first = firstSegmentOf(url, underBasePath);
    if (first === null || url.pathname === manifestPath || url.searchParams.has("_data")) return null;
    const key = knownSegments.has(first) ? first : null;
    let found = builds.get(key);
    if (!found) builds.set(key, (found = buildFor(key)));
    return found;
  };
}

/** Remix's request handler for `build`, matching each request against the routes its address can reach (see above). */
export function handlerByFirstSegment(build: ServerBuild): RequestHandler {
  const buildAt = buildsByFirstSegment(build);
  const whole = createRequestHandler(build);
  const handlers = new Map<ServerBuild, RequestHandler>();
  return (request, loadContext) => {
    const part = buildAt(new URL(request.url));
    if (!part) return whole(request, loadContext);
    let handler = handlers.get(part);
    if (!handler) handlers.set(part, (handler = createRequestHandler(part)));
    return handler(request, loadContext);
  };
}
