import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ErrorPanel, errorPanelText } from "~/components/error-panel";
import { PasswordChangedToast } from "~/components/password-changed-toast";
import { useT } from "~/i18n/i18n-context";
import { translatorOf, type MessageId } from "~/i18n/translate";
import { SITE_NAME } from "~/lib/site";
import { useOptionalUser } from "~/root";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo } from "~/services/site-info.server";

const ERROR_TITLES: Record<number, MessageId> = {
  400: "shell.error.badAddress",
  404: "shell.error.notFound",
  503: "shell.error.unavailable",
};

// Pages set their own titles; this one speaks only when the boundary below replaces the page.
export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = translatorOf(matches).t(ERROR_TITLES[status] ?? "shell.error.unexpected");
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
  const { t } = useT();
  // Absent only when this layout's own loader failed: the footer then leaves the contact details out.
  const footer = useRouteLoaderData<typeof loader>("routes/_site");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("shell.skipToContent")}
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

/** Errors inside the site keep the header and footer: a 404 page, a bad address, D1 away, or the unexpected-error page. */
export function ErrorBoundary() {
  const { title, detail } = errorPanelText(useRouteError(), useT().t);
  return (
    <SiteShell>
      <ErrorPanel title={title} detail={detail} />
    </SiteShell>
  );
}
