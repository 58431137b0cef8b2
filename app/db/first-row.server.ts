import { sql, type SQL } from "drizzle-orm";

/**
 * `value` on the first row a query answers, null on the others: for something a list carries once
 * (the choices of a filter, as JSON). In a select list it would come on every row, and D1 would send
 * it once per row. `orderBy` is the query's own order; `offset` the rows it skips (the row number is
 * counted before LIMIT and OFFSET).
 */
export function onFirstRow<T>(value: SQL<T>, orderBy: SQL, offset = 0): SQL<T | null> {
  return sql<T | null>`case when row_number() over (order by ${orderBy}) = ${offset + 1} then ${value} end`;
}
