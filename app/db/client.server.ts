import { drizzle } from "drizzle-orm/d1";
import { repeatedColumnsProblem } from "./result-columns.server";

/**
 * What a request asked of D1, counted when DEBUG_QUERY_COUNT is on (bench and tests).
 *
 * `count`: the statements it sent (a batch counts each of its statements), but for the records
 * of a change (the activity log's row, a partner's update): written only when the statement before
 * them changed a row (`where changes() > 0`), they ride in the batch of that change, so they cost
 * no round trip and no read, and counting them would make every audited write trade a real query
 * for its record.
 *
 * `roundTrips`: the times it waited on D1. A batch is one, however many statements it holds; a
 * statement run alone is one. Independent reads sent as one `db.batch` cost one round trip, which
 * is what a visitor far from the database's region feels.
 */
export type QueryCounter = { count: number; roundTrips: number };

export const newQueryCounter = (): QueryCounter => ({ count: 0, roundTrips: 0 });

/** The binding itself (scheduled and queue handlers) or the request's D1 session (load-context.ts). */
export type D1Client = D1Database | D1DatabaseSession;

/** One Drizzle client per request, over the request's own D1 session (or the binding). */
export function createDb(d1: D1Client, counter?: QueryCounter) {
  // Drizzle sends everything through prepare() and batch(), which a session has as the binding does.
  // No `schema`: we use no relational queries, and drizzle() would walk every table's config for them
  // on each request (about 2% of a page's render).
  const db = drizzle((counter ? countingD1(d1, counter) : d1) as D1Database);
  if (counter) Object.defineProperty(db, CHECKS_COLUMNS, { value: true });
  return db;
}

/**
 * Marks the clients of tests and the bench (DEBUG_QUERY_COUNT): readTogether checks the reads handed
 * to them. A registered symbol on the client itself, since the worker entry (load-context.ts) and
 * the server build each have their own copy of this module.
 */
const CHECKS_COLUMNS = Symbol.for("academy.checksResultColumns");

export const checksResultColumns = (db: object) => CHECKS_COLUMNS in db;

export type Db = ReturnType<typeof createDb>;

const RECORD_OF_A_CHANGE = /^insert into "(activity_log|notifications)" .* where changes\(\) > 0\s*$/s;

const RUNS = ["all", "run", "raw", "first"] as const;

// Every statement is watched here, in one place: counted when it is sent (alone, or in a batch),
// not when prepared, since Drizzle may prepare a statement it then sends in a batch as another.
function countingD1(d1: D1Client, counter: QueryCounter): D1Client {
  // Watched statement -> D1's own statement and its SQL: a batch is handed D1's own objects.
  const watched = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; query: string }>();
  const sent = (query: string) => {
    if (!RECORD_OF_A_CHANGE.test(query)) counter.count += 1;
  };
  const watch = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...values: unknown[]) => watch(target.bind(...values), query);
        if (typeof value !== "function") return value;
        if (!(RUNS as readonly PropertyKey[]).includes(property)) return value.bind(target);
        return (...args: unknown[]) => {
          counter.roundTrips += 1;
          sent(query);
          return value.apply(target, args);
        };
      },
    });
    watched.set(proxy, { statement, query });
    return proxy;
  };
  return {
    prepare: (query: string) => watch(d1.prepare(query), query),
    batch(statements: D1PreparedStatement[]) {
      counter.roundTrips += 1;
      const own = statements.map((statement) => {
        const known = watched.get(statement);
        const problem = repeatedColumnsProblem(known?.query ?? "");
        if (problem) throw new Error(problem);
        sent(known?.query ?? "");
        return known?.statement ?? statement;
      });
      return d1.batch(own);
    },
    withSession: (constraint?: string) => countingD1((d1 as D1Database).withSession(constraint), counter),
    getBookmark: () => (d1 as D1DatabaseSession).getBookmark(),
  } as unknown as D1Client;
}
