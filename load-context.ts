import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "./app/db/client.server";
import { readServerEnv, type ServerEnv } from "./app/lib/env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    serverEnv: ServerEnv;
    /** Per-request CSP nonce, given to every script Remix renders. */
    nonce: string;
  }
}

type GetLoadContextArgs = {
  request: Request;
  context: { cloudflare: { env: Env; ctx: ExecutionContext } };
};

export function getLoadContext({ context }: GetLoadContextArgs): AppLoadContext {
  const { env } = context.cloudflare;
  return {
    cloudflare: context.cloudflare,
    db: createDb(env.DB),
    serverEnv: readServerEnv(env),
    nonce: createNonce(),
  };
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
