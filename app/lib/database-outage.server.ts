import type { ServerBuild } from "@remix-run/cloudflare";
import { DrizzleQueryError } from "drizzle-orm";
import { UNAVAILABLE } from "./error-message";

/** How long a client is asked to wait before it tries again (the message says "in a minute"). */
export const RETRY_AFTER_SECONDS = 60;

// D1's refusals carry SQLite's result code (or name a bad value or column): the database answered,
// so the query or the data is at fault (a bug, a conflict), and that stays a 500 or its own answer.
const ANSWERED_BY_DATABASE = /SQLITE_|D1_TYPE_ERROR|D1_COLUMN_NOTFOUND/;
// D1 names its failures `D1_...` ("D1 DB is overloaded", "D1_ERROR: internal error"); Drizzle wraps
// each failed query in a DrizzleQueryError; a batch whose connection drops fails with workerd's own words.
const FROM_D1 = /^D1_|\bD1 DB\b|^Network connection lost/;

/** Whether `error` is D1 failing to answer (unreachable, overloaded, reset): a 503 to retry later, not a crash. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain: Error[] = [];
  for (let cause = error; cause instanceof Error && chain.length < 5; cause = cause.cause) chain.push(cause);
  const fromDatabase = chain.some((link) => link instanceof DrizzleQueryError || FROM_D1.test(link.message));
  return fromDatabase && !chain.some((link) => ANSWERED_BY_DATABASE.test(link.message));
}

/** The answer during an outage: the API's error shape; pages show it through their error boundary (server.ts adds Retry-After). */
export function databaseUnavailable(): Response {
  return Response.json(
    { success: false, message: `${UNAVAILABLE.title}. ${UNAVAILABLE.detail}` },
    { status: 503, statusText: "Service Unavailable" },
  );
}

type Handler = (args: never) => unknown;

/**
 * The build with every loader and action answering a D1 outage with that 503 (logged here, as
 * Remix does not log a thrown Response), so a page shows the friendly message in its layout
 * instead of the error page, and no route has to remember to.
 */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      return [
        id,
        { ...route, module: { ...route.module, loader: loader && outageAnswered(loader), action: action && outageAnswered(action) } },
      ];
    }),
  );
  return { ...build, routes };
}

function outageAnswered<H extends Handler>(handler: H): H {
  return (async (args: never) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error("The database could not be reached", error);
      throw databaseUnavailable();
    }
  }) as H;
}
