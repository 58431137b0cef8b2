import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * How many D1 statements a request prepared (a batch counts each of its statements), but for the
 * records of a change (the activity log's row, a partner's update): written only when the statement
 * before them changed a row (`where changes() > 0`), they ride in the batch of that change, so
 * they cost no round trip and no read, and counting them would make every audited write trade a
 * real query for its record.
 */
export type QueryCounter = { count: number };

/** One Drizzle client per request, over the request's own D1 binding. */
export function createDb(d1: D1Database, counter?: QueryCounter) {
  return drizzle(counter ? countingD1(d1, counter) : d1, { schema });
}

export type Db = ReturnType<typeof createDb>;

const RECORD_OF_A_CHANGE = /^insert into "(activity_log|notifications)" .* where changes\(\) > 0\s*$/s;

// Drizzle prepares one statement per query it sends, so counting prepare() counts queries.
function countingD1(d1: D1Database, counter: QueryCounter): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          if (!RECORD_OF_A_CHANGE.test(query)) counter.count += 1;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
