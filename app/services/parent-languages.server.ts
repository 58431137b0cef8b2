import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { parentLanguages, type PARENT_LANGUAGE_SETTERS } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { ParentLanguageInput } from "~/validation/parents";
import type { Deps } from "./deps.server";

// The language a parent reads our WhatsApp messages in: the site's language they first signed in
// from (Marathi or Hindi), until they choose another on their page. Before the parent says, the
// language the centre that added their child gave; a parent never asked gets English. Sending
// picks it only where the template's translation is approved (Settings).

type ParentLanguageSetter = (typeof PARENT_LANGUAGE_SETTERS)[number];
type LanguageWrite = { now?: Date; where?: SQL };

/**
 * The write that keeps `phone`'s language as `setBy` gives it (one statement, for a batch), only
 * `where` it holds if given, over a language kept already only where `overwrite` holds of it.
 */
const writeLanguage = (
  db: Db,
  phone: string,
  language: Locale,
  setBy: ParentLanguageSetter,
  { now = new Date(), where = sql`true` }: LanguageWrite,
  overwrite?: SQL,
) =>
  insertSelect(db, parentLanguages, { phone, language, setBy, updatedAt: now.toISOString() }, { where }).onConflictDoUpdate({
    target: parentLanguages.phone,
    set: { language, setBy, updatedAt: now.toISOString() },
    setWhere: overwrite,
  });

const setByCentre = sql`${parentLanguages.setBy} = 'centre'`;

/** The parent's choice on their page: it replaces any. */
export const keepParentLanguage = (db: Db, phone: string, language: Locale, options: LanguageWrite = {}) =>
  writeLanguage(db, phone, language, "parent", options);

/** The language of the page a parent first signs in from: it replaces only a centre's, never one the parent chose. */
export const firstParentLanguage = (db: Db, phone: string, language: Locale, options: LanguageWrite) =>
  writeLanguage(db, phone, language, "parent", options, setByCentre);

/** The language a centre gives, adding a child: kept until the parent says (a later centre's replaces it). */
export const centreParentLanguage = (db: Db, phone: string, language: Locale, options: LanguageWrite = {}) =>
  writeLanguage(db, phone, language, "centre", options, setByCentre);

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
