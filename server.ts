import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `npm run build`, so the typecheck may run with or without it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- generated build output, typed as ServerBuild below
import * as build from "./build/server";
import { getLoadContext } from "./load-context";
import { withBaseSecurityHeaders } from "./app/lib/security-headers.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    const response = await handleRemixRequest(request, loadContext);
    return withBaseSecurityHeaders(response);
  },
} satisfies ExportedHandler<Env>;
