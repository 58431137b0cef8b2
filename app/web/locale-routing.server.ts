import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, localePrefix, localizedPath, splitLocale, type Locale } from "~/i18n/locales";
import { readCookie } from "./cookies";
import { handlerByFirstSegment } from "./routes-by-first-segment.server";

// Every page is at its English address and again under /mr and /hi. Remix serves each language as
// the same build under its own base path: its router strips "/mr" before matching, and every
// <Link>, <Form> and fetcher of a Marathi page keeps the reader in Marathi without each link
// saying so. The locale is read again from the address by the root loader (i18n/catalog.server.ts).

type RequestHandler = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/** Remix's handler for `build`, with each language's address space served by its own base path. */
export function handlerByLocale(build: ServerBuild): RequestHandler {
  const handlers = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      handlerByFirstSegment(locale === DEFAULT_LOCALE ? build : { ...build, basename: localePrefix(locale) }),
    ]),
  ) as Record<Locale, RequestHandler>;
  return (request, loadContext) => handlers[splitLocale(new URL(request.url).pathname).locale](request, loadContext);
}

/**
 * A reader who chose Marathi or Hindi (the switcher's cookie) and opens a public page at its English
 * address is sent to the page in their language; null when the address is the one to answer. Only
 * pages, never their data or files, and never a choice of English.
 */
export function rememberedLanguage(request: Request, isPublicPage: (path: string) => boolean): Response | null {
  if (request.method !== "GET" || !request.headers.get("Accept")?.includes("text/html")) return null;
  const chosen = readCookie(request, LOCALE_COOKIE);
  if (!isLocale(chosen) || chosen === DEFAULT_LOCALE) return null;
  const url = new URL(request.url);
  // The API and files (a feed, the sitemap) answer at one address whatever the language.
  if (url.pathname.startsWith("/api/") || /\.[a-z]+$/.test(url.pathname)) return null;
  if (splitLocale(url.pathname).locale !== DEFAULT_LOCALE || !isPublicPage(url.pathname)) return null;
  return new Response(null, {
    status: 302,
    headers: { Location: localizedPath(chosen, url.pathname) + url.search, "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
}
