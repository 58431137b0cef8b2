/**
 * The names of the columns a SELECT answers, as SQLite names them: an alias (`... as "x"`), a
 * column's own name (`"t"."id"` is `id`), or else the expression's text.
 *
 * Why it matters: D1 answers a batch as row objects, and Drizzle maps a batched select from their
 * values in order. Two columns of one name (a join selecting `a.id` and `b.id`) are one key of the
 * object, so every column after them lands one place early: the verify page printed a competition's
 * venue as its date. The same query run alone is read as arrays and is right, so the fault shows only
 * when it happens to travel with other reads. `client.server.ts` refuses such a select in tests and
 * the bench, whether it is batched or not.
 */
export function resultColumnNames(query: string): string[] | null {
  const start = /^\s*select\s+(?:distinct\s+)?/i.exec(query);
  if (!start) return null;
  const names: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let itemStart = start[0].length;
  for (let at = itemStart; at < query.length; at++) {
    const char = query[at]!;
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0 && char === ",") {
      names.push(columnName(query.slice(itemStart, at)));
      itemStart = at + 1;
    } else if (depth === 0 && startsFrom(query, at)) {
      names.push(columnName(query.slice(itemStart, at)));
      return names;
    }
  }
  names.push(columnName(query.slice(itemStart)));
  return names;
}

/** The names a select answers more than once (none: []). */
export function repeatedResultColumns(query: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of resultColumnNames(query) ?? []) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

const FROM = /\sfrom\s/iy;

/** Whether the select list ends at `at` (" from "). */
function startsFrom(query: string, at: number): boolean {
  FROM.lastIndex = at;
  return FROM.test(query);
}

function columnName(item: string): string {
  const text = item.trim();
  const alias = /\sas\s+(?:"([^"]+)"|`([^`]+)`|(\w+))$/i.exec(text);
  if (alias) return alias[1] ?? alias[2] ?? alias[3]!;
  const column = /^(?:"[^"]+"\.)?"([^"]+)"$/.exec(text);
  return column ? column[1]! : text;
}

/**
 * Why a batched select cannot be sent, or null: one that answers two columns of one name (in tests
 * and the bench). D1's row objects keep one of them, and Drizzle reads every later column one place
 * early (db/result-columns.server.ts). readTogether asks the same of every read it is handed, since
 * whether a read travels with others depends on what else the request reads at that moment.
 */
export function repeatedColumnsProblem(query: string): string | null {
  const repeated = repeatedResultColumns(query);
  return repeated.length ? `A select answers ${repeated.map((name) => `"${name}"`).join(", ")} more than once; alias them: ${query}` : null;
}
