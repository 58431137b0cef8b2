import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompetitionsTab } from "~/components/admin/competitions-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { requireAdmin } from "~/web/guards.server";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { COMPETITIONS_PER_ADMIN_PAGE, listCompetitionsWithEntries } from "~/services/entry-pages.server";

// Competitions: a page of them, newest first, each with its entries and fees, linking to its own
// entries page (/admin/competitions/:id, a page of its own outside the dashboard).

export const meta = adminTabMeta("competitions");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const page = pageListQuery(new URL(args.request.url), {}, COMPETITIONS_PER_ADMIN_PAGE);
  return listCompetitionsWithEntries(depsFrom(args.context), user, page);
}

export const ErrorBoundary = adminTabErrorBoundary("competitions");

export default function CompetitionsRoute() {
  return <CompetitionsTab page={useLoaderData<typeof loader>()} />;
}
