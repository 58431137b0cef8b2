import { isRouteErrorResponse, Link } from "@remix-run/react";
import { describeRouteError, isUnavailableError, UNAVAILABLE } from "~/lib/error-message";

/** What the site's error page says for an error a route threw. */
export function errorPanelText(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: "Oops! Page not found", detail: "The page you are looking for does not exist or has moved." };
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // A hand-edited or mistyped list address (?offset=abc): say which part, and lead back.
    return { title: "This page address is not valid", detail: typeof error.data === "string" ? error.data : "Please check the link." };
  }
  if (isUnavailableError(error)) return { title: UNAVAILABLE.title, detail: UNAVAILABLE.detail };
  return { title: "Unexpected Application Error!", detail: describeRouteError(error) };
}

export function ErrorPanel({ title, detail }: { title: string; detail: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="text-lg text-slate-600">{detail}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
