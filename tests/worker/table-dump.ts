import { env } from "cloudflare:test";

// Every row of every table, for the erasure tests: what is left of a child anywhere in the database.

/** Orders hold the invoices and credit notes (with their series and totals): kept as the law requires. Entry fees have no invoices. */
const INVOICE_TABLES = new Set(["orders", "invoice_series", "order_totals"]);

/** Every table of the database with its rows as JSON (D1's and SQLite's own aside). */
export async function everyTable(): Promise<Map<string, string>> {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
  ).all<{ name: string }>();
  const dump = new Map<string, string>();
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`select * from "${name}"`).all();
    dump.set(name, JSON.stringify(results).toLowerCase());
  }
  return dump;
}

/** The tables (invoices aside) whose rows hold any of `needles`, each with the first one found. */
export async function tablesHolding(needles: string[]) {
  const found: string[] = [];
  for (const [table, rows] of await everyTable()) {
    if (INVOICE_TABLES.has(table)) continue;
    const needle = needles.find((text) => rows.includes(text.toLowerCase()));
    if (needle) found.push(`${table}: ${needle}`);
  }
  return found;
}
