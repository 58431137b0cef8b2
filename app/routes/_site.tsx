import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { useToast } from "~/components/toast";
import { describeRouteError, isUnavailableError, UNAVAILABLE } from "~/lib/error-message";
import { SITE_NAME } from "~/lib/site";
import { useOptionalUser } from "~/root";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo } from "~/services/site-info.server";

const ERROR_TITLES: Record<number, string> = { 400: "Address not valid", 404: "Page not found", 503: "Temporarily unavailable" };

// Pages set their own titles; this one speaks only when the boundary below replaces the page.
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = ERROR_TITLES[status] ?? "Something went wrong";
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
};

/**
 * The footer's contact details and social links, as saved in Settings: every page shows the saved
 * values on its next request. The page's own loaders share this one read (getSiteInfo).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { contact, socialLinks } = await getSiteInfo(depsFrom(context), null);
  return { contact, socialLinks };
}

// A submission that got no answer keeps the data on screen (see root.tsx), the footer's too.
export { shouldRevalidate } from "~/root";

function SiteShell({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  // Absent only when this layout's own loader failed: the footer then leaves the contact details out.
  const footer = useRouteLoaderData<typeof loader>("routes/_site");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader user={user} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter contact={footer?.contact} socialLinks={footer?.socialLinks} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <PasswordChangedToast />
      <Outlet />
    </SiteShell>
  );
}

/** After /account/password, the page it returns to confirms the change once (?passwordChanged=1). */
function PasswordChangedToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const showToast = useToast();
  const changed = searchParams.get("passwordChanged") === "1";
  useEffect(() => {
    if (!changed) return;
    showToast({ title: "Password changed", description: "Your password has been changed.", variant: "success" });
    setSearchParams(
      (params) => {
        params.delete("passwordChanged");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [changed, setSearchParams, showToast]);
  return null;
}

/** Errors inside the site keep the header and footer: a 404 page, or the unexpected-error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <ErrorPanel title="Oops! Page not found" detail="The page you are looking for does not exist or has moved." />
      </SiteShell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // A hand-edited or mistyped list address (?offset=abc): say which part, and lead back.
    return (
      <SiteShell>
        <ErrorPanel
          title="This page address is not valid"
          detail={typeof error.data === "string" ? error.data : "Please check the link."}
        />
      </SiteShell>
    );
  }
  if (isUnavailableError(error)) {
    return (
      <SiteShell>
        <ErrorPanel title={UNAVAILABLE.title} detail={UNAVAILABLE.detail} />
      </SiteShell>
    );
  }
  const message = describeRouteError(error);
  return (
    <SiteShell>
      <ErrorPanel title="Unexpected Application Error!" detail={message} />
    </SiteShell>
  );
}

function ErrorPanel({ title, detail }: { title: string; detail: string }) {
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
