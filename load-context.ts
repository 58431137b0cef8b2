import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, newQueryCounter, type Db, type QueryCounter } from "./app/db/client.server";
import { openSession } from "./app/web/d1-bookmark.server";
import { readServerEnv, type ServerEnv } from "./app/web/env.server";
import { queueDelivery } from "./app/services/delivery-queue.server";
import { watchPublicContentWrites, type ContentArea } from "./app/web/public-content.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    serverEnv: ServerEnv;
    /** Per-request CSP nonce, given to every script Remix renders. */
    nonce: string;
    /** The request's D1 session (read replication): server.ts hands its bookmark back on write answers. */
    d1Session: D1DatabaseSession;
    /** Present only when DEBUG_QUERY_COUNT=1 (bench and tests): the request's D1 queries and round trips. */
    queryCounter?: QueryCounter;
    /** Hands new admin notifications to WhatsApp delivery (a no-op unless it is configured). */
    deliver: (notificationIds: string[]) => void;
    /** The public content areas this request's writes changed (web/public-content.server.ts); server.ts forgets their cached copies. */
    changedContent: Set<ContentArea>;
    /** Set by the guards when the request's session cookie failed verification: server.ts clears it. */
    session: { rejected: boolean };
  }
}

type GetLoadContextArgs = {
  request: Request;
  context: { cloudflare: { env: Env; ctx: ExecutionContext } };
};

export function getLoadContext({ request, context }: GetLoadContextArgs): AppLoadContext {
  const { env, ctx } = context.cloudflare;
  const serverEnv = readServerEnv(env);
  const queryCounter = serverEnv.DEBUG_QUERY_COUNT ? newQueryCounter() : undefined;
  const d1Session = openSession(env.DB, request);
  const changedContent = new Set<ContentArea>();
  return {
    cloudflare: context.cloudflare,
    db: createDb(watchPublicContentWrites(d1Session, changedContent), queryCounter),
    d1Session,
    changedContent,
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
