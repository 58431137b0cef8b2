import { useLocation } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useT } from "./i18n-context";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES, localizedPath, type Locale } from "./locales";

/**
 * Remembers the reader's choice: the worker sends an unprefixed page's reader to their language
 * (web/locale-routing.server.ts). Without the script the link still leads to the page in that language.
 */
function remember(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax; Secure`;
}

/** The same page in each language: plain links, as each language is a document of its own. */
export function LanguageLinks({ className }: { className: (current: boolean) => string }) {
  const { locale: current } = useT();
  const { pathname, search } = useLocation();
  return LOCALES.map((locale) => (
    <li key={locale}>
      <a
        href={localizedPath(locale, pathname) + search}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        onClick={() => remember(locale)}
        className={className(locale === current)}
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
}

const menuLink = (current: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${current ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`;

/** The header's switcher on wide screens: a disclosure naming the page's language. */
export function LanguageMenu() {
  const { locale, t } = useT();
  return (
    <details className="group relative">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <Icon name="languages" className="size-4" />
        <span className="sr-only">{t("shell.language")}: </span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        <Icon name="chevron-down" className="size-4 group-open:rotate-180" />
      </summary>
      <ul className="absolute right-0 top-11 z-50 w-36 space-y-1 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg">
        <LanguageLinks className={menuLink} />
      </ul>
    </details>
  );
}
