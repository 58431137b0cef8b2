import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { ADMIN_PATH, ADMIN_TABS, adminTabPath } from "~/components/admin/types";
import { PageHero } from "~/components/page-hero";
import { requireAdmin } from "~/web/guards.server";
import { heroLinks } from "~/web/hero-slides";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getUserCounts } from "~/services/user-stats.server";

// The admin dashboard's frame: the headline counts and the tabs' navigation. Each tab is a route
// of its own below it (_site.admin._index.tsx is Pending Requests, /admin itself; _site.admin.users.tsx
// is /admin/users, ...), with its own loader, action and error boundary.

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE_NAME}` },
  {
    name: "description",
    content: "Approve franchise sign-ups, manage users, follow the notifications feed and keep the business details and site settings.",
  },
  { name: "robots", content: "noindex" },
];

/**
 * The dashboard's addresses before its tabs were routes (`/admin?tab=leads&type=demo`, in
 * bookmarks, e-mails and the notifications kept in the feed): the tab's own address, the rest of
 * the query kept. A GET moves for good (301); a form posted from a page opened before keeps its
 * method and body (308). An unknown tab lands on Pending Requests, as it did.
 */
function oldTabAddress(request: Request): string | null {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (tab === null || url.pathname.replace(/(\.data|\/)$/, "") !== ADMIN_PATH) return null;
  const params = new URLSearchParams(url.search);
  params.delete("tab");
  // Remix's own parameters of a data request are not part of the page's address.
  params.delete("_routes");
  const query = params.toString();
  return `${adminTabPath(ADMIN_TABS.find((known) => known === tab) ?? "pending")}${query ? `?${query}` : ""}`;
}

export async function loader(args: LoaderFunctionArgs) {
  const moved = oldTabAddress(args.request);
  if (moved) throw redirect(moved, 301);
  const user = await requireAdmin(args);
  const counts = await getUserCounts(depsFrom(args.context));
  return { user, counts };
}

/** Only old addresses are posted to the frame itself: each tab's forms post to the tab. */
export async function action({ request }: ActionFunctionArgs) {
  const moved = oldTabAddress(request);
  if (moved) throw redirect(moved, 308);
  throw new Response("Each tab of the dashboard takes its own forms.", { status: 405, headers: { Allow: "GET" } });
}

/** The signed-in admin and the counts, for the tabs below (always there: a tab renders inside the dashboard). */
export function useDashboard() {
  const data = useRouteLoaderData<typeof loader>("routes/_site.admin");
  if (!data) throw new Error("An admin tab was rendered outside the dashboard");
  return data;
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";

export default function AdminDashboardRoute() {
  const { user, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Admin Dashboard" compact>
        Approve franchise partners and run the network.
      </PageHero>
      <AdminDashboard user={user} counts={counts}>
        <Outlet />
      </AdminDashboard>
    </>
  );
}
