import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
// The server build exists only after `npm run build` (which comes before these tests), so the
// typecheck may run with or without it, as in server.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output, typed as ServerBuild below
import * as build from "../../build/server";

const handle = createRequestHandler(build as unknown as ServerBuild);

/** A request context whose database fails on first use, as D1 does in an outage. */
function contextWithBrokenDatabase(): AppLoadContext {
  const db = new Proxy(
    {},
    {
      get() {
        throw new Error("D1_ERROR: internal error SECRET-DETAIL");
      },
    },
  );
  return {
    db,
    serverEnv: { JWT_SECRET: env.JWT_SECRET },
    cloudflare: { env, ctx: createExecutionContext() },
    nonce: "test-nonce",
    deliver: () => {},
  } as unknown as AppLoadContext;
}

describe("an unexpected failure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' inside the layout, with status 500 and no internals", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await handle(new Request("https://academy.test/gallery"), contextWithBrokenDatabase());
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Return to Home");
    // The header and footer are still there, so the visitor can go on.
    expect(html).toContain('aria-label="Main"');
    expect(html).not.toContain("SECRET-DETAIL");
    expect(html).not.toMatch(/at .+\.(js|ts):\d+/);
  });
});
