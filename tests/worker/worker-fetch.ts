import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../server";

// The tests call the worker's own fetch handler (server.ts over the build, with the bindings of
// wrangler.toml) instead of SELF.fetch. @cloudflare/vitest-pool-workers 0.15 to 0.23 wraps the
// worker's prototype in one more Proxy on every request SELF dispatches (cloudflare/workers-sdk
// #15092, #15446), so each request is slower than the one before: here 3 ms at first and 22 ms
// after 300, which made the files with many requests the slowest of the suite. Go back to SELF
// once a release installs the proxy once (docs/decisions/0007-worker-tests-call-the-handler.md).

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

/**
 * What SELF.fetch answers: the worker's response, with its waitUntil work done, and redirects
 * followed as fetch follows them unless `redirect: "manual"` (a 303, or a 301/302 after a POST,
 * turns into a GET without the body).
 */
export async function workerFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  let request = new Request(input, init);
  for (let hops = 0; ; hops++) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
    await waitOnExecutionContext(ctx);
    const location = response.headers.get("Location");
    if (init?.redirect === "manual" || !REDIRECTS.has(response.status) || !location) return response;
    if (hops === MAX_REDIRECTS) throw new TypeError(`More than ${MAX_REDIRECTS} redirects from ${request.url}`);
    const toGet = response.status === 303 || ((response.status === 301 || response.status === 302) && request.method === "POST");
    const headers = new Headers(request.headers);
    if (toGet) for (const name of ["Content-Type", "Content-Length"]) headers.delete(name);
    request = new Request(new URL(location, request.url), {
      method: toGet ? "GET" : request.method,
      headers,
      body: toGet ? null : request.body,
      redirect: "manual",
    });
  }
}
