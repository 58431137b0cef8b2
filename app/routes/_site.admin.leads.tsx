import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { LeadsTab } from "~/components/admin/leads-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { REASSIGN_PARAM } from "~/components/leads/lead-centre-picker";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { leadPageAction } from "~/page-actions/leads.server";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import { LEAD_NEXT_STATUSES, LEADS_PER_PAGE, listLeads } from "~/services/leads.server";
import { LEAD_FAILURES, leadFiltersSchema } from "~/validation/leads";

// Leads: every demo booking and franchise enquiry of the network, filtered, worked and exported.

export const meta = adminTabMeta("leads");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const url = new URL(args.request.url);
  const parsed = leadFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  // A bad filter typed into the address bar shows every lead rather than an error page.
  const filters = parsed.success ? parsed.data : {};
  const page = pageListQuery(url, {}, LEADS_PER_PAGE);
  // A card asked to open its centre list (without JavaScript) needs every centre.
  const allCentres = url.searchParams.has(REASSIGN_PARAM);
  const list = await listLeads(depsFrom(args.context), user, filters, { ...page, allCentres });
  return { ...list, filters, nextStatuses: LEAD_NEXT_STATUSES };
}

// The same form as the partners' Leads page: the service decides what each may change.
export const action = pageAction({ guard: requireAdmin, ...leadPageAction });

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(LEAD_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("leads");

export default function LeadsRoute() {
  return (
    <>
      <AdminActionResult />
      <LeadsTab page={useLoaderData<typeof loader>()} />
    </>
  );
}
