import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ToastProvider } from "~/components/toast";
import { localeOf, pageMessages } from "~/i18n/catalog.server";
import { I18nProvider, useT } from "~/i18n/i18n-context";
import { LanguageAlternates } from "~/i18n/language-alternates";
import { getOptionalUser } from "~/web/guards.server";
import { describeRouteError, isUnavailableError, UNAVAILABLE } from "~/lib/error-message";
import { useNonce } from "~/web/nonce";
import { BLOG_FEED_PATH, BLOG_FEED_TITLE, SITE_NAME } from "~/lib/site";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Feed readers and browsers find the blog's feed from any page of the site.
  { rel: "alternate", type: "application/rss+xml", title: BLOG_FEED_TITLE, href: BLOG_FEED_PATH },
];

export const meta: MetaFunction = () => [
  { title: SITE_NAME },
  { name: "description", content: "Abacus, phonics and Vedic maths classes for children across Maharashtra." },
];

export async function loader(args: LoaderFunctionArgs) {
  const user = await getOptionalUser(args);
  const { request } = args;
  // The page's language comes from its address; the frame's words (header, footer, errors) come with it.
  return { user, locale: localeOf(request), origin: new URL(request.url).origin, messages: pageMessages(request, "shell") };
}

/**
 * A form whose submission got no answer (offline, or the server broke) is answered on the page,
 * marked `unanswered` (web/failed-submission.ts; the marker is spelled out here so the home page
 * does not download that module). Its outcome is unknown and reloading data offline would fail
 * too and show the error page, so this route and the pages with such forms keep their data.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  typeof actionResult === "object" && actionResult !== null && "unanswered" in actionResult ? false : defaultShouldRevalidate;

/** The signed-in user as the root loader saw it (null for visitors and on error pages). */
export function useOptionalUser() {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <Document>{children}</Document>
    </I18nProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { tag } = useT();
  const origin = useRouteLoaderData<typeof loader>("root")?.origin;
  return (
    <html lang={tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        <Meta />
        <Links />
        {origin ? <LanguageAlternates origin={origin} /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

/** Last resort: anything the site layout's own boundary did not catch. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnavailableError(error)) {
    // The root loader could not check the session: no page can be shown as the user's, nor as a visitor's.
    return (
      <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
        <h1 className="text-2xl font-bold text-slate-900">{UNAVAILABLE.title}</h1>
        <p className="text-lg text-slate-600">{UNAVAILABLE.detail}</p>
        <a href="/" className="font-semibold text-brand-700 underline">
          Return to Home
        </a>
      </main>
    );
  }
  const message = describeRouteError(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{message}</p>
      <a href="/" className="font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
