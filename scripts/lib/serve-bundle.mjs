// Serves the built site as Cloudflare runs it, for the load test: wrangler bundles server.ts as for a
// deploy (`wrangler deploy --dry-run`) and Miniflare runs that bundle in one workerd, with the
// bindings of wrangler.toml over a local state dir that `wrangler d1 execute --persist-to` seeded.
//
// Why not `wrangler dev`: it puts a proxy in front of the worker whose pooled connections to it
// are closed by both ends after 5 idle seconds, so under load a request now and then is lost before
// the worker sees it. The proxy answers a POST so lost with its own 503 ("Your worker restarted
// mid-request"), and a lost `GET /` stops the whole dev server (cloudflare/workers-sdk#14641 and
// #14926, wrangler 4.86). A load test must measure the site, not that.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { log, quietEnv } from "./local-site.mjs";

/** Bundles the worker (the build must exist) into `outdir`/server.js, as a deploy would upload it. */
export function bundleWorker(outdir) {
  log("Bundling the worker as for a deploy...");
  try {
    execFileSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...quietEnv, CI: "true" },
    });
  } catch (error) {
    // Its warnings are the build's own (shown by the build); only a failure is worth showing.
    process.stderr.write(error.stderr ?? "");
    throw error;
  }
  return join(outdir, "server.js");
}

/**
 * Runs the bundle on 127.0.0.1:`port` over `persistTo` (D1 and R2 where wrangler keeps them), with
 * `vars` over the bindings of wrangler.toml. `output` receives everything workerd prints.
 */
export async function serveBundle({ script, persistTo, port, vars, output }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const server = new Miniflare({
    name: "academy-site",
    ...workerOptions,
    // Listed, not located: Miniflare's module finder stops at the bundle's dynamic import().
    modules: [{ type: "ESModule", path: "server.js", contents: readFileSync(script, "utf8") }],
    bindings: { ...workerOptions.bindings, ...vars },
    d1Persist: join(persistTo, "v3", "d1"),
    r2Persist: join(persistTo, "v3", "r2"),
    host: "127.0.0.1",
    port,
    handleRuntimeStdio(stdout, stderr) {
      stdout.pipe(output, { end: false });
      stderr.pipe(output, { end: false });
    },
  });
  const url = await server.ready;
  return { url: url.origin, stop: () => server.dispose() };
}
