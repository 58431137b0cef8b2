// A D1 binding that fails the statements a test picks, as D1 does when it is overloaded or
// unreachable; every other statement goes to the real database.
import { createExecutionContext } from "cloudflare:test";
import worker from "../../server";
import { BASE } from "./helpers";

export const D1_FAILURE = "D1_ERROR: stand-in failure for this test";

type Picker = (sql: string, params: unknown[]) => boolean;

const failingStatements = new WeakSet<object>();

function failingStatement(): D1PreparedStatement {
  const fail = () => Promise.reject(new Error(D1_FAILURE));
  const statement = { bind: () => statement, run: fail, all: fail, raw: fail, first: fail };
  failingStatements.add(statement);
  return statement as unknown as D1PreparedStatement;
}

/** `real`, except that statements `fails(sql, params)` picks throw (a batch holding one throws whole, as D1's does). */
export function faultyD1(real: D1Database | D1DatabaseSession, fails: Picker): D1Database {
  return {
    // Each request reads through a session (load-context.ts): the same faults, over the real session.
    withSession: (constraint?: string) => faultyD1((real as D1Database).withSession(constraint), fails),
    getBookmark: () => (real as D1DatabaseSession).getBookmark(),
    prepare(sql: string) {
      const statement = real.prepare(sql);
      return {
        bind: (...params: unknown[]) => (fails(sql, params) ? failingStatement() : statement.bind(...params)),
        run: () => (fails(sql, []) ? failingStatement().run() : statement.run()),
        all: () => (fails(sql, []) ? failingStatement().all() : statement.all()),
        raw: () => (fails(sql, []) ? failingStatement().raw() : statement.raw()),
        first: () => (fails(sql, []) ? failingStatement().first() : statement.first()),
      } as unknown as D1PreparedStatement;
    },
    batch(statements: D1PreparedStatement[]) {
      if (statements.some((statement) => failingStatements.has(statement))) return Promise.reject(new Error(D1_FAILURE));
      return real.batch(statements);
    },
  } as unknown as D1Database;
}

/** Calls the worker as `call` would, but with `workerEnv` (a faulty D1) in place of the test bindings. */
export async function fetchWithEnv(workerEnv: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { "CF-Connecting-IP": "203.0.113.77", ...(init.headers as Record<string, string> | undefined) };
  const request = new Request(`${BASE}${path}`, { redirect: "manual", ...init, headers });
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, workerEnv, createExecutionContext());
}
