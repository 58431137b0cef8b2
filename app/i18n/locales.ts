// The site's languages: English at the unprefixed addresses, Marathi under /mr and Hindi under /hi.
// Partner and admin screens stay English (issue 36); the frame around them follows the address.

export const LOCALES = ["en", "mr", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name as its readers write it (the switcher's words). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", mr: "मराठी", hi: "हिन्दी" };

/** The `lang` of a page, and the locale its numbers and dates are written in (Indian grouping: 1,00,000). */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-IN", mr: "mr-IN", hi: "hi-IN" };

/** The cookie that remembers a visitor's choice (set by the switcher, read by the worker). */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The path prefix of a language: "" for English, "/mr" for Marathi. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/**
 * The language an address is in, and the address without it. A page's data (`/mr/centres.data`,
 * the home page's `/mr.data`) is in its page's language.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(mr|hi)(?=\/|\.data$|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith("/") ? rest : `/${rest.replace(/^\.data$/, "")}` };
}

/** The same page in `locale`: "/centres" becomes "/mr/centres", and the home page "/mr/". */
export function localizedPath(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `${localePrefix(locale)}${path.startsWith("/") ? path : `/${path}`}`;
}
