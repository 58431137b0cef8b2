import { useLocation } from "@remix-run/react";
import { LOCALES, localizedPath } from "./locales";

/**
 * The page in every language, for search engines (`hreflang`): English is also the default for
 * readers of any other language. The path is the page's own, without its search.
 */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={origin + localizedPath(locale, pathname)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + pathname} />
    </>
  );
}
