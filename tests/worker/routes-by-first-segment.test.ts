import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output (the worker under test), typed below
import * as built from "../../build/server";
import { fullPath } from "~/web/cached-addresses.server";
import { buildsByFirstSegment } from "~/web/routes-by-first-segment.server";
import { workerFetch } from "./worker-fetch";

// Each request is matched against the routes its address can reach by its first segment
// (web/routes-by-first-segment.server.ts). That is only a speed-up if every address still reaches
// the very route, layouts and parameters the whole build gives it: checked here for an address of
// every route of the build, read the ways a browser may send it.

const build = built as unknown as ServerBuild;
const buildAt = buildsByFirstSegment(build);
const SITE = "https://academy.test";

/** A build's routes as a tree, for React Router's own matching. */
function treeOf(routes: ServerBuild["routes"], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true, caseSensitive: route!.caseSensitive }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: treeOf(routes, route!.id) },
    );
}

/** The routes (layouts first) and parameters Remix answers the address with, as its request handler reads a page's data address. */
function matched(routes: ServerBuild["routes"], address: string) {
  const pathname = new URL(SITE + address).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return matchRoutes(treeOf(routes), pathname)?.map(({ route, params }) => ({ id: route.id, params })) ?? null;
}

/** An address each route answers: its full path with every parameter filled. */
function addressOf(id: string): string {
  const filled = fullPath(build.routes, id).map((segment) =>
    segment === "*" ? "a/b" : segment.replace(/\?$/, "").startsWith(":") ? "example-1" : segment.replace(/\?$/, ""),
  );
  return `/${filled.join("/")}`;
}

/** The ways one address may arrive: as written, in capitals, with a trailing slash, as a page's data, with a letter percent-encoded. */
function variantsOf(address: string): string[] {
  const encoded = address.replace(/^\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
  return [address, address.toUpperCase(), `${address}/`, address === "/" ? "/_root.data" : `${address}.data`, encoded];
}

const NOWHERE = [
  "/no-such-page",
  "/no-such-page/deeper",
  "/centres/example-1/no-such-part",
  "/admin/no-such-tab",
  "/blogs/a/b/c",
  "/api/no-such-endpoint",
  "/images",
  "/API",
  "/%zz",
  "//api/info",
  "/a%2Fb",
];

describe("each address matched against the routes its first segment can reach", () => {
  const addresses = [...new Set([...Object.keys(build.routes).map(addressOf), ...NOWHERE].flatMap(variantsOf))];

  it("reaches the same routes, layouts and parameters as the whole build, for an address of every route", () => {
    expect(Object.keys(build.routes).length).toBeGreaterThan(100);
    const differing = addresses.flatMap((address) => {
      const part = buildAt(new URL(SITE + address));
      if (!part) return [];
      const whole = matched(build.routes, address);
      const fromPart = matched(part.routes, address);
      return JSON.stringify(whole) === JSON.stringify(fromPart) ? [] : [{ address, whole, fromPart }];
    });
    expect(differing).toEqual([]);
  });

  it("matches the home page against a handful of routes, and the API against the API's", () => {
    const home = buildAt(new URL(SITE + "/"))!;
    expect(Object.keys(home.routes).sort()).toEqual(["root", "routes/_site", "routes/_site.$", "routes/_site._index"]);
    // The page's part of the route manifest comes from the same routes.
    expect(Object.keys(home.assets.routes).sort()).toEqual(Object.keys(home.routes).sort());
    const api = Object.keys(buildAt(new URL(SITE + "/api/info"))!.routes);
    expect(api.filter((id) => !id.startsWith("routes/api.")).sort()).toEqual([
      "root",
      "routes/_site",
      "routes/_site.$",
      "routes/_site._index",
    ]);
    // Addresses under the same unknown segment share one part rather than each making its own.
    expect(buildAt(new URL(SITE + "/no-such-page"))).toBe(buildAt(new URL(SITE + "/another-missing-page")));
  });

  it("leaves Remix's own requests and addresses it cannot read to the whole build", () => {
    for (const address of [`/__manifest?p=/centres&version=${build.assets.version}`, "/%zz", "//api/info", "/centres?_data=root"])
      expect(buildAt(new URL(SITE + address)), address).toBeNull();
  });
});

describe("the site answers through those parts", () => {
  it("answers pages, endpoints, data and misses as before", async () => {
    const answers = await Promise.all(
      ["/", "/contact", "/API/INFO", "/robots.txt", "/_root.data", "/contact.data", "/no-such-page", "/api/no-such-endpoint"].map(
        async (address) => {
          const response = await workerFetch(`${SITE}${address}`);
          await response.arrayBuffer();
          return [address, response.status, response.headers.get("Content-Type")?.split(";")[0]];
        },
      ),
    );
    expect(answers).toEqual([
      ["/", 200, "text/html"],
      ["/contact", 200, "text/html"],
      ["/API/INFO", 200, "application/json"],
      ["/robots.txt", 200, "text/plain"],
      ["/_root.data", 200, "text/x-script"],
      ["/contact.data", 200, "text/x-script"],
      ["/no-such-page", 404, "text/html"],
      ["/api/no-such-endpoint", 404, "application/json"],
    ]);
  });

  it("tells a page's links about every route they lead to, endpoints included", async () => {
    const response = await workerFetch(`${SITE}/__manifest?p=/centres&p=/api/info&p=/blogs/rss.xml&version=${build.assets.version}`);
    expect(response.status).toBe(200);
    const patches = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(patches)).toEqual(
      expect.arrayContaining(["routes/_site.centres._index", "routes/api.info", "routes/blogs.rss[.]xml"]),
    );
  });

  it("renders a page whole: one document, its data inline, closed at the very end", async () => {
    const response = await workerFetch(`${SITE}/`);
    const html = await response.text();
    expect(response.headers.get("ETag")).toMatch(/^W\/"[0-9a-f]{20}-/);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html).toContain("window.__remixContext.streamController.close()");
    // The page's words, as a parent sees them.
    expect(html).toContain("Book a free demo class");
  });
});
