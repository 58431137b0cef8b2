import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AdminTab } from "~/components/admin/types";
import { indiaDate } from "~/lib/dates";
import { pageListQuery } from "~/lib/pagination.server";
import type { Actor } from "~/lib/permissions";
import { listActivityWithPeople } from "~/services/activity.server";
import { CENTRES_PER_ADMIN_PAGE, listCentresForAdmin } from "~/services/centres.server";
import { listCompetitionsBetween } from "~/services/competitions.server";
import { COMPETITIONS_PER_ADMIN_PAGE, listCompetitionsWithEntries } from "~/services/entry-pages.server";
import { listContactMessages } from "~/services/contact.server";
import { LEAD_NEXT_STATUSES, LEADS_PER_PAGE, listLeads } from "~/services/leads.server";
import { depsFrom } from "~/services/deps.server";
import { listOrdersWithTotals, withNextStatuses } from "~/services/orders.server";
import { getSiteInfo } from "~/services/site-info.server";
import { listPendingUsers, listUsers } from "~/services/user-admin.server";
import { activityFilters } from "~/validation/activity";
import { messageFilterField } from "~/validation/contact";
import { leadFiltersSchema } from "~/validation/leads";
import { orderListQuerySchema } from "~/validation/orders";
import { REASSIGN_PARAM } from "~/components/leads/lead-centre-picker";

// The admin dashboard's tabs: each reads its own query string and what it shows, nothing else.

/** The queue shows the oldest sign-ups; approving or rejecting them brings the next ones up. */
const PENDING_SHOWN = 20;
/** The Orders tab's page: each card carries the admin's payment and status forms (0.25 ms of render each). */
export const ADMIN_ORDERS_PER_PAGE = 10;
/** The Users tab's page: each account with its actions. */
const ADMIN_USERS_PER_PAGE = 20;

/** What a tab needs, and nothing else: the page stays within 4 D1 queries (sign-in, counts, at most 2 for the tab). */
export async function loadAdminTab(args: LoaderFunctionArgs, tab: AdminTab, user: Actor) {
  const deps = depsFrom(args.context);
  const url = new URL(args.request.url);
  if (tab === "users") return { tab, ...(await listUsers(deps, user, pageListQuery(url, {}, ADMIN_USERS_PER_PAGE))) } as const;
  if (tab === "messages") {
    const query = pageListQuery(url, { status: messageFilterField("new") }, 20);
    return { tab, ...(await listContactMessages(deps, user, query)) } as const;
  }
  if (tab === "orders") {
    // One page of the filtered orders and the totals of all of them (not just the page shown), in one query.
    const { limit, offset, ...filters } = pageListQuery(url, orderListQuerySchema, ADMIN_ORDERS_PER_PAGE);
    const list = await listOrdersWithTotals(deps, user, { ...filters, limit, offset });
    return { tab, ...list, orders: list.orders.map(withNextStatuses), filters, today: indiaDate() } as const;
  }
  if (tab === "activity") {
    const { actor, kind, ...page } = pageListQuery(url, activityFilters, 30);
    return { tab, ...(await listActivityWithPeople(deps, user, { actor, kind, ...page })), filters: { actor, kind } } as const;
  }
  if (tab === "leads") {
    const parsed = leadFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
    // A bad filter typed into the address bar shows every lead rather than an error page.
    const filters = parsed.success ? parsed.data : {};
    const page = pageListQuery(url, {}, LEADS_PER_PAGE);
    // A card asked to open its centre list (without JavaScript) needs every centre.
    const allCentres = url.searchParams.has(REASSIGN_PARAM);
    return { tab, ...(await listLeads(deps, user, filters, { ...page, allCentres })), filters, nextStatuses: LEAD_NEXT_STATUSES } as const;
  }
  if (tab === "competitions") {
    const page = pageListQuery(url, {}, COMPETITIONS_PER_ADMIN_PAGE);
    return { tab, ...(await listCompetitionsWithEntries(deps, user, page)) } as const;
  }
  if (tab === "centres") {
    const page = pageListQuery(url, {}, CENTRES_PER_ADMIN_PAGE);
    return { tab, ...(await listCentresForAdmin(deps, user, page)) } as const;
  }
  if (tab === "settings") return { tab, info: await getSiteInfo(deps, user) } as const;
  if (tab === "updates") {
    const range = { fromDate: indiaDate(), toDate: indiaDate(new Date(), 7) };
    const competitions = await listCompetitionsBetween(deps, range);
    const upcoming = competitions.map(({ id, title, date, location }) => ({ id, title, date, location }));
    return { tab, competitions: upcoming } as const;
  }
  const pending = await listPendingUsers(deps, user, { limit: PENDING_SHOWN, offset: 0 });
  return { tab, pending: pending.users, morePending: pending.hasMore } as const;
}
