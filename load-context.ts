import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db, type QueryCounter } from "./app/db/client.server";
import { readServerEnv, type ServerEnv } from "./app/lib/env.server";
import { queueDelivery } from "./app/services/delivery-queue.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    serverEnv: ServerEnv;
    /** Per-request CSP nonce, given to every script Remix renders. */
    nonce: string;
    /** Present only when DEBUG_QUERY_COUNT=1 (bench and tests): the request's D1 query count. */
    queryCounter?: QueryCounter;
    /** Hands new admin notifications to WhatsApp delivery (a no-op unless it is configured). */
    deliver: (notificationIds: string[]) => void;
    /** Set by the guards when the request's session cookie failed verification: server.ts clears it. */
    session: { rejected: boolean };
  }
}

type GetLoadContextArgs = {
  request: Request;
  context: { cloudflare: { env: Env; ctx: ExecutionContext } };
};

export function getLoadContext({ context }: GetLoadContextArgs): AppLoadContext {
  const { env, ctx } = context.cloudflare;
  const serverEnv = readServerEnv(env);
  const queryCounter = serverEnv.DEBUG_QUERY_COUNT ? { count: 0 } : undefined;
  return {
    cloudflare: context.cloudflare,
    db: createDb(env.DB, queryCounter),
    serverEnv,
    nonce: createNonce(),
    queryCounter,
    deliver: (notificationIds) => queueDelivery(env, ctx, notificationIds),
    session: { rejected: false },
  };
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
