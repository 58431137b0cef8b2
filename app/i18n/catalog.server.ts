import { compileMessage } from "@lingui/message-utils/compileMessage";
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import mr from "./messages/mr.json";
import { splitLocale, type Locale } from "./locales";
import { translator, type CompiledMessage, type Messages, type Namespace } from "./translate";

// The message files, one per language, written in ICU MessageFormat. A key missing in Marathi or
// Hindi falls back to English here (tests/worker/i18n-messages.test.ts fails on any such gap).

type Catalog = Record<string, Record<string, string>>;
export const CATALOGS: Record<Locale, Catalog> = { en, mr, hi };

const compiledNamespaces = new Map<string, Messages>();

/** Lingui's compiled form, plain text kept as one string (the page's data is smaller for it). */
function compiled(text: string): CompiledMessage {
  const parts = compileMessage(text) as CompiledMessage;
  return typeof parts !== "string" && parts.every((part) => typeof part === "string") ? parts.join("") : parts;
}

function compiledNamespace(locale: Locale, namespace: Namespace): Messages {
  const key = `${locale}:${namespace}`;
  let messages = compiledNamespaces.get(key);
  if (!messages) {
    messages = {};
    const own = CATALOGS[locale][namespace] ?? {};
    for (const [id, english] of Object.entries(en[namespace] as Record<string, string>))
      messages[`${namespace}.${id}`] = compiled(own[id] ?? english);
    compiledNamespaces.set(key, messages);
  }
  return messages;
}

/** The compiled messages of these namespaces in `locale`, for a loader to send with its page. */
export function messagesFor(locale: Locale, ...namespaces: Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(locale, namespace)));
}

/** The language of a request's page (its address: /mr/..., /hi/..., else English). */
export const localeOf = (request: Request): Locale => splitLocale(new URL(request.url).pathname).locale;

/** A page's messages in the language of its address. */
export const pageMessages = (request: Request, ...namespaces: Namespace[]) => messagesFor(localeOf(request), ...namespaces);

/** A translator for text the server writes into a page's data (already in the reader's language). */
export const serverTranslator = (locale: Locale, ...namespaces: Namespace[]) => translator(locale, messagesFor(locale, ...namespaces));
