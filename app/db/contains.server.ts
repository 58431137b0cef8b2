import { sql, type SQLWrapper } from "drizzle-orm";

/**
 * `column` holds `text` anywhere in it, ASCII case ignored (as SQLite's lower() would), as SQL. LIKE
 * compares in place: instr(lower(…)) copied every value to compare it, twice the time over a
 * few thousand rows. `%`, `_` and `\` in the text are matched as themselves.
 */
export const containsText = (column: SQLWrapper, text: string) =>
  sql`${column} like ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} escape '\\'`;
