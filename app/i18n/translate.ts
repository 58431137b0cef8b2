import type English from "./messages/en.json";
import { formatCount } from "~/lib/counts";
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from "./locales";

// A page's words come with its data: the root loader sends the frame's messages ("shell"), each
// page's loader its own namespaces, parsed and compiled on the server by Lingui's ICU MessageFormat
// compiler (i18n/catalog.server.ts). Here the compiled form becomes text, the same way on the server
// and in the browser: only the page's own messages reach the browser, and no parser does.
// Decision record: docs/decisions/0009-languages.md.

type Catalog = typeof English;
export type Namespace = keyof Catalog;
/** A message's id: its namespace and its key, as in the message files ("shell.nav.home"). */
export type MessageId = { [N in Namespace]: `${N}.${keyof Catalog[N] & string}` }[Namespace];
/**
 * A message as Lingui compiles it: text, or parts that are text, an argument (`[name]`), a number
 * (`[name, "number"]`), or a choice (`[name, "plural" | "selectordinal" | "select", cases]`) whose
 * cases are messages again; "#" in a plural case is its number.
 */
export type CompiledMessage = string | readonly Part[];
type Part = string | readonly [name: string, kind?: string, cases?: Record<string, CompiledMessage>];
/** Compiled messages by id, as a loader sends them. */
export type Messages = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number>;
/** The kinds of argument `render` knows; the catalogue test refuses any other (tests/worker/i18n-messages.test.ts). */
export const ARGUMENT_KINDS = [undefined, "number", "plural", "selectordinal", "select"];

export type Translator = {
  locale: Locale;
  /** The locale numbers and dates are written in, and the page's `lang` ("mr-IN"). */
  tag: string;
  t: (id: MessageId, values?: MessageValues) => string;
};

// A character no message holds: where an argument shown as an element (a bold figure) goes.
const SLOT = "\u241F";

/**
 * A message with a link in it, marked `<link>…</link>` where the language puts it: the text before,
 * the link's own words, and the text after ("Please <link>contact us</link>." → three parts).
 */
export function withLink(text: string): [string, string, string] {
  const [before = "", rest = ""] = text.split("<link>");
  const [inside = "", after = ""] = rest.split("</link>");
  return [before, inside, after];
}

/**
 * A text the server or a schema wrote in English (a form's error), in the page's language when the
 * namespace translates it (keyed by the English text), else as it came.
 */
export function knownText({ t }: Translator, namespace: "formErrors" | "formResults", text: string): string {
  const id = `${namespace}.${text}` as MessageId;
  const translated = t(id);
  return translated === id ? text : translated;
}

/**
 * A message around one argument that the page shows as an element of its own: the text before and
 * after it, in the language's own order ("Fees from {fee} at our centres" → ["Fees from ", " at our centres"]).
 */
export function around({ t }: Translator, id: MessageId, name: string, values: MessageValues = {}): [string, string] {
  const [before = "", after = ""] = t(id, { ...values, [name]: SLOT }).split(SLOT);
  return [before, after];
}

/** What a route match carries, as `useMatches()` and `meta` see it. */
type Match = { id: string; data?: unknown };

const hasMessages = (data: unknown): data is { messages: Messages } =>
  typeof data === "object" && data !== null && "messages" in data && typeof data.messages === "object";

/** The locale the root loader read from the address (English on a page whose root loader failed). */
export function localeOfMatches(matches: readonly Match[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data;
  const locale = typeof root === "object" && root !== null && "locale" in root ? root.locale : null;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function pluralKey(cases: Record<string, CompiledMessage>, value: number, tag: string, type: Intl.PluralRuleType): string {
  if (String(value) in cases) return String(value);
  const category = new Intl.PluralRules(tag, { type }).select(value);
  return category in cases ? category : "other";
}

/** The text of a compiled message with its values, numbers written as the locale writes them. */
export function render(message: CompiledMessage, values: MessageValues, tag: string, count?: number): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const part of message) {
    if (typeof part === "string") {
      text += part === "#" && count !== undefined ? formatCount(count, tag) : part;
      continue;
    }
    const [name, kind, cases] = part;
    const value = values[name] ?? "";
    if (!cases) text += kind === "number" ? formatCount(Number(value), tag) : String(value);
    else if (kind === "select") text += render(cases[String(value)] ?? cases.other ?? "", values, tag, count);
    else {
      const key = pluralKey(cases, Number(value), tag, kind === "selectordinal" ? "ordinal" : "cardinal");
      text += render(cases[key] ?? "", values, tag, Number(value));
    }
  }
  return text;
}

export function translator(locale: Locale, messages: Messages): Translator {
  const tag = LOCALE_TAGS[locale];
  // A message the page did not send shows its id: the worker tests look for ids on every page.
  return { locale, tag, t: (id, values = {}) => (id in messages ? render(messages[id]!, values, tag) : id) };
}

/** The translator of a page: every matched route's messages, in the root's locale. */
export function translatorOf(matches: readonly Match[]): Translator {
  const messages: Messages = {};
  for (const match of matches) if (hasMessages(match.data)) Object.assign(messages, match.data.messages);
  return translator(localeOfMatches(matches), messages);
}
