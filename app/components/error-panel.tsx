import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import type { Translator } from "~/i18n/translate";
import { describeRouteError, isUnavailableError } from "~/lib/error-message";

/** What the site's error page says for an error a route threw, in the page's language. */
export function errorPanelText(error: unknown, t: Translator["t"]): { title: string; detail: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: t("shell.error.notFoundTitle"), detail: t("shell.error.notFoundDetail") };
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // A hand-edited or mistyped list address (?offset=abc): say which part, and lead back.
    return {
      title: t("shell.error.badAddressTitle"),
      detail: typeof error.data === "string" ? error.data : t("shell.error.badAddressDetail"),
    };
  }
  if (isUnavailableError(error)) return { title: t("shell.error.unavailableTitle"), detail: t("shell.error.unavailableDetail") };
  return { title: t("shell.error.unexpectedTitle"), detail: describeRouteError(error) };
}

export function ErrorPanel({ title, detail }: { title: string; detail: string }) {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="text-lg text-slate-600">{detail}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t("shell.error.returnHome")}
      </Link>
    </section>
  );
}
