import { join } from "node:path";
import { Miniflare } from "miniflare";
import { CONTENT_AREAS, versionAddress } from "./edge-cache-names.mjs";

// Tells the local site's edge cache (the Workers cache `npm start` keeps under .wrangler/state) that
// every content area changed: a script that writes the database itself (npm run demo) goes past the
// worker, which would otherwise tell it. An area whose version is gone gets a new one on the next
// request, so no page kept before is served again (app/web/edge-cache.server.ts). Safe while the
// site runs: a running site notices within a second.

const FORGET = `export default {
  async fetch(request) {
    const addresses = await request.json();
    await Promise.all(addresses.map((address) => caches.default.delete(address)));
    return new Response(null, { status: 204 });
  },
};`;

export async function forgetEdgeCache(persistTo = ".wrangler/state") {
  const runtime = new Miniflare({ modules: true, script: FORGET, cachePersist: join(persistTo, "v3", "cache") });
  try {
    const answer = await runtime.dispatchFetch("http://localhost/", {
      method: "POST",
      body: JSON.stringify(CONTENT_AREAS.map(versionAddress)),
    });
    if (answer.status !== 204) throw new Error(`The local edge cache could not be told (${answer.status})`);
  } finally {
    await runtime.dispose();
  }
}
