import { getTableColumns, is, sql, SQL, type InferInsertModel } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";

/** A row to insert: each column by its name in the schema, as a value or an SQL expression. */
export type NamedValues<Table extends SQLiteTable> = { [Key in keyof InferInsertModel<Table>]: InferInsertModel<Table>[Key] | SQL };

/**
 * `insert into t (every column) select <each column's value> [from ...] [where ...]`: the values
 * given by column name, each put in the select list at its column's place, read from the same
 * table that lists the columns, so a reordered or added column cannot shift one into another's
 * place (a hand-written select list paired by position with Drizzle's column list did that
 * silently). A column left out gets its `$defaultFn`, else its default, else null.
 *
 * `from`: a table expression the values read per row (`json_each(?)` for many rows at once); a
 * `$defaultFn` value is computed once, so give such rows their own ids.
 */
export function insertSelect<Table extends SQLiteTable>(
  db: Db,
  table: Table,
  values: NamedValues<Table>,
  { from, where }: { from?: SQL; where?: SQL } = {},
) {
  const given = values as Record<string, unknown>;
  const selected = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>).map(([key, column]) => {
    const value = given[key] !== undefined ? given[key] : (column.defaultFn?.() ?? column.default ?? column.onUpdateFn?.() ?? null);
    if (value === null) return sql`null`;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db
    .insert(table)
    .select(sql`select ${sql.join(selected, sql`, `)}${from ? sql` from ${from}` : sql``}${where ? sql` where ${where}` : sql``}`);
}

/** A random id (a version 4 UUID, as `crypto.randomUUID()` makes) computed by SQLite: one for each row an insert-select writes. */
export const randomIdSql = () =>
  sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/**
 * A row (the activity log's, a notice, the rows a claim allows) written only when the statement
 * before it in the same batch changed a row (SQLite's `changes()`), so the two stand or fall
 * together at no extra round trip.
 */
export const insertAfterChange = <Table extends SQLiteTable>(db: Db, table: Table, values: NamedValues<Table>, from?: SQL) =>
  insertSelect(db, table, values, { from, where: sql`changes() > 0` });
