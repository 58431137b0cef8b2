import { integer, text } from "drizzle-orm/sqlite-core";

/** Primary key: a random UUID unless the caller supplies one (e.g. the seeded `admin-1`). */
export const idColumn = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Timestamps are ISO-8601 strings in UTC; pages format them for Asia/Kolkata. */
export const createdAtColumn = () =>
  text("created_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString());

export const booleanColumn = (name: string) => integer(name, { mode: "boolean" });
