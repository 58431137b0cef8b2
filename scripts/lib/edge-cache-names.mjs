// The edge cache's content areas and the addresses their versions are kept under, for the Node
// scripts that write the local site's data without the worker (npm run demo). The worker's own
// copies are in app/web/public-content.server.ts and app/web/edge-cache.server.ts;
// tests/worker/edge-cache.test.ts holds the two to each other.

export const CONTENT_AREAS = ["settings", "blogs", "gallery", "competitions", "results", "centres"];

/** Where the edge cache keeps an area's version: an address no request can reach. */
export const versionAddress = (area) => `https://edge-cache.invalid/version/${area}`;
