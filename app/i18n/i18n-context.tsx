import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "./locales";
import { translator, translatorOf, type Translator } from "./translate";

// Without a provider (a test rendering one component), ids are shown as they are.
const I18nContext = createContext<Translator>(translator(DEFAULT_LOCALE, {}));

/** Gives every component of the page its translator, rebuilt when the page (its matches) changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const value = useMemo(() => translatorOf(matches), [matches]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's translator: `t(id, values)`, its locale, and the tag its numbers and dates use. */
export const useT = () => useContext(I18nContext);
