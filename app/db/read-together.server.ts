import type { BatchItem } from "drizzle-orm/batch";
import { checksResultColumns, type Db } from "./client.server";
import { repeatedColumnsProblem } from "./result-columns.server";

/**
 * Independent reads of one request, sent to D1 together: one round trip instead of one each.
 *
 * A read handed to `readTogether` waits for the other reads the request starts at the same time (the
 * root, layout and page loaders run side by side, and a loader's `Promise.all`), then all of them go
 * as one `db.batch` (Drizzle's D1 batch). A service keeps its rule and its query; it only says the
 * read may travel with others. A read that depends on another is simply started after it.
 *
 * A D1 batch is one transaction, so one failing statement fails it all: the reads then run again each
 * alone, so each caller sees only its own failure (a page that can do without a part keeps the rest).
 *
 * Drizzle maps a batched select from D1's row objects, so a query handed here must not select two
 * columns of the same name (a join selecting `a.id` and `b.id`): alias them, or run it alone. Tests
 * and the bench refuse one (db/result-columns.server.ts), whether or not it happened to be batched.
 */
export function readTogether<T extends BatchItem<"sqlite">>(db: Db, query: T): Promise<Awaited<T>> {
  if (checksResultColumns(db)) {
    const refused = repeatedColumnsError(query);
    if (refused) return Promise.reject(refused);
  }
  let queue = queues.get(db);
  if (!queue) {
    const fresh: Pending[] = [];
    queue = fresh;
    queues.set(db, fresh);
    // After the loaders that start now have handed in their reads (they start within microtasks).
    setTimeout(() => void send(db, fresh), 0);
  }
  return new Promise((resolve, reject) => queue.push({ query, resolve: resolve as (value: unknown) => void, reject }));
}

/** Tests and the bench: a read that repeats a column name fails at once (see above). */
function repeatedColumnsError(query: BatchItem<"sqlite">): Error | null {
  const { toSQL } = query as Partial<{ toSQL(): { sql: string } }>;
  const problem = toSQL && repeatedColumnsProblem(toSQL.call(query).sql);
  return problem ? new Error(problem) : null;
}

type Pending = { query: BatchItem<"sqlite">; resolve: (value: unknown) => void; reject: (reason: unknown) => void };

const queues = new WeakMap<Db, Pending[]>();

async function send(db: Db, queue: Pending[]) {
  queues.delete(db);
  const [first, ...rest] = queue;
  if (!first) return;
  if (rest.length === 0) return alone(first);
  let results: unknown[];
  try {
    results = await db.batch([first.query, ...rest.map((pending) => pending.query)]);
  } catch {
    queue.forEach(alone);
    return;
  }
  queue.forEach((pending, index) => pending.resolve(results[index]));
}

function alone({ query, resolve, reject }: Pending) {
  // Async, so a binding that throws at once reaches the caller as a rejection too.
  (async () => query)().then(resolve, reject);
}
