import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ActivityLog } from "~/components/admin/activity-log";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { requireAdmin } from "~/web/guards.server";
import { pageListQuery } from "~/lib/pagination.server";
import { listActivityWithPeople } from "~/services/activity.server";
import { depsFrom } from "~/services/deps.server";
import { activityFilters } from "~/validation/activity";

// Activity: what administrators changed, newest first, by person and kind; nobody can edit it.

export const meta = adminTabMeta("activity");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const { actor, kind, ...page } = pageListQuery(new URL(args.request.url), activityFilters, 30);
  const list = await listActivityWithPeople(depsFrom(args.context), user, { actor, kind, ...page });
  return { ...list, filters: { actor, kind } };
}

export const ErrorBoundary = adminTabErrorBoundary("activity");

export default function ActivityRoute() {
  return <ActivityLog page={useLoaderData<typeof loader>()} />;
}
