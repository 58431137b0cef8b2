import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { parentLanguages } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { ParentLanguageInput } from "~/validation/parents";
import type { Deps } from "./deps.server";

// The language a parent reads our WhatsApp messages in: the site's language they first signed in
// from (Marathi or Hindi), until they choose another on their page. A parent never asked (a child just added by a centre)
// gets English. Sending picks it only where the template's translation is approved (Settings).

/** The write that keeps `phone`'s language (one statement, for a batch), only `where` it holds if given. */
export const keepParentLanguage = (db: Db, phone: string, language: Locale, { now = new Date(), where = sql`true` } = {}) =>
  insertSelect(db, parentLanguages, { phone, language, updatedAt: now.toISOString() }, { where }).onConflictDoUpdate({
    target: parentLanguages.phone,
    set: { language, updatedAt: now.toISOString() },
  });

/** The write that keeps `phone`'s first language, `where` it holds: a language kept already stays (the parent chose it). */
export const firstParentLanguage = (db: Db, phone: string, language: Locale, { now, where }: { now: Date; where: SQL }) =>
  insertSelect(db, parentLanguages, { phone, language, updatedAt: now.toISOString() }, { where }).onConflictDoNothing({
    target: parentLanguages.phone,
  });

/**
 * The language a phone's messages go in (English when none was kept), read inside the statement
 * that reads the phone: a phone given as a column is named with its table, so the subquery cannot
 * take it for its own `phone`.
 */
export function languageOfPhone(phone: AnyColumn | string) {
  const outer = typeof phone === "string" ? sql`${phone}` : sql`${sql.identifier(getTableName(phone.table))}.${sql.identifier(phone.name)}`;
  return sql<Locale>`coalesce((select ${sql.identifier("language")} from ${parentLanguages} where ${sql.identifier("parent_languages")}.${sql.identifier("phone")} = ${outer}), ${DEFAULT_LOCALE})`;
}

/** PUT /api/parents/language and the parents' page: the language a signed-in parent's messages go in. */
export async function setParentLanguage({ db }: Pick<Deps, "db">, phone: string, { language }: ParentLanguageInput) {
  await keepParentLanguage(db, phone, language);
  return { language };
}
