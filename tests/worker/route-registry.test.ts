import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { splitLocale } from "~/i18n/locales";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output (the worker under test), typed below
import * as build from "../../build/server";
import { BENCH_TARGETS } from "../../scripts/bench/targets.mjs";
import { cachedAddresses, cachedAreasAt, type BuildRoute } from "~/web/cached-addresses.server";
import { ROUTES, exampleAddress, routeEntries, type RouteEntry, type SweepRole } from "~/route-registry";

// The route registry (app/route-registry.ts) against the routes of the build these tests run: a
// route without an entry would escape the checks that read the registry (the query budget, the
// forced password, Lighthouse, the edge cache, the accessibility sweep), and an entry without its
// route, or naming a bench target that does not exist or measures another route, is a check that
// quietly checks nothing.

const routes = (build as { routes: Record<string, BuildRoute & { caseSensitive?: boolean }> }).routes;

/** The build's routes as a tree, for Remix's own matching (ranked as the site ranks them). */
function tree(parentId: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
    );
}
const routeTree: AgnosticRouteObject[] = [{ id: "root", path: "", children: tree("root") }];

/** The route Remix answers an address with. */
// A page in Marathi or Hindi is the same route as its English address (web/locale-routing.server.ts).
const routeAt = (address: string) =>
  matchRoutes(routeTree, splitLocale(new URL(address, "https://academy.test").pathname).path)?.at(-1)?.route.id;

const benchNames = (entry: RouteEntry) => ("bench" in entry ? entry.bench : []);
const targetsByName = new Map(BENCH_TARGETS.map((target) => [target.name, target]));
/** An example address with its placeholders filled, as a check would fill them. */
const filled = (address: string) => exampleAddress(address, new Proxy({}, { get: () => "example-1" }));

describe("the route registry", () => {
  it("has an entry for every route of the build, and no entry without its route", () => {
    const built = Object.keys(routes).filter((id) => id !== "root");
    expect(built.length).toBeGreaterThan(50);
    const listed: string[] = Object.keys(ROUTES);
    const withoutEntry = built.filter((id) => !listed.includes(id));
    const withoutRoute = listed.filter((id) => !built.includes(id));
    expect({ withoutEntry, withoutRoute }).toEqual({ withoutEntry: [], withoutRoute: [] });
  });

  it("names bench targets that exist and measure the route they are listed under", () => {
    const wrong = routeEntries().flatMap(([id, entry]) =>
      benchNames(entry).flatMap((name) => {
        const target = targetsByName.get(name);
        if (!target) return [`${id}: no bench target "${name}"`];
        const answered = routeAt(target.path);
        return answered === id ? [] : [`${id}: "${name}" (${target.path}) is answered by ${answered}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("gives every bench target to one route", () => {
    const claims = routeEntries().flatMap(([, entry]) => benchNames(entry));
    const unclaimed = BENCH_TARGETS.filter((target) => !target.static && !claims.includes(target.name)).map(({ name }) => name);
    expect(unclaimed).toEqual([]);
    expect(claims.filter((name, index) => claims.indexOf(name) !== index)).toEqual([]);
  });

  it("gives example addresses that open their own route", () => {
    const wrong = routeEntries().flatMap(([id, entry]) => {
      const examples = [...[entry.lighthouse ?? []].flat(), ...Object.values(entry.a11y ?? {}).flat()];
      return examples.filter((address) => routeAt(filled(address)) !== id).map((address) => `${id}: ${address}`);
    });
    expect(wrong).toEqual([]);
  });

  it("keeps visitors' checks and the edge cache to public routes, and each role's sweep to routes it may open", () => {
    const mayOpen = (entry: RouteEntry, role: SweepRole) =>
      entry.access === "public" || (role !== "visitor" && (entry.access === "signed-in" || entry.access.includes(role)));
    const wrong = routeEntries().flatMap(([id, entry]) => [
      ...(entry.edgeCache && entry.access !== "public" ? [`${id}: cached, but not public`] : []),
      ...(entry.lighthouse && entry.access !== "public" ? [`${id}: measured by Lighthouse, but not public`] : []),
      ...Object.keys(entry.a11y ?? {})
        .filter((role) => !mayOpen(entry, role as SweepRole))
        .map((role) => `${id}: swept as ${role}, who may not open it`),
    ]);
    expect(wrong).toEqual([]);
  });

  it("caches what the bench measures as cached, with the areas of its route", () => {
    const addresses = cachedAddresses(routes);
    for (const target of BENCH_TARGETS.filter((target) => target.edgeCache)) {
      const pathname = new URL(target.path, "https://academy.test").pathname;
      const entry: RouteEntry = ROUTES[routeAt(target.path) as keyof typeof ROUTES];
      const areas = cachedAreasAt(addresses, pathname);
      expect(areas, target.name).not.toBeNull();
      if (entry.edgeCache?.every((area) => typeof area === "string")) expect(areas, target.name).toEqual(entry.edgeCache);
    }
    // A private page, an address no route has, and a route the registry does not cache: rendered.
    for (const pathname of ["/admin", "/kit-ordering/orders", "/no-such-page", "/sitemaps/nonsense.xml", "/login", "/api/users"])
      expect(cachedAreasAt(addresses, pathname), pathname).toBeNull();
  });
});
