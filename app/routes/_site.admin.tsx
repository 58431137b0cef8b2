import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { ADMIN_TABS, type AdminTab } from "~/components/admin/types";
import { PageHero } from "~/components/page-hero";
import { indiaDate } from "~/lib/dates";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { requireAdmin } from "~/lib/guards.server";
import { pageAction } from "~/lib/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import type { Actor } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { listActivityWithPeople } from "~/services/activity.server";
import { listCompetitionsBetween } from "~/services/competitions.server";
import { listContactMessages, setMessageStatus } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { markNotificationsRead } from "~/services/notifications.server";
import { listOrdersWithTotals, withNextStatuses } from "~/services/orders.server";
import { getSiteInfo, saveSiteSettings } from "~/services/site-info.server";
import {
  approveUser,
  createUserByAdmin,
  deactivateUser,
  deleteUser,
  editUser,
  listPendingUsers,
  listUsers,
  reactivateUser,
  rejectUser,
  resetUserPassword,
  USER_APPROVED_MESSAGE,
} from "~/services/user-admin.server";
import { getUserCounts } from "~/services/user-stats.server";
import { activityFilters } from "~/validation/activity";
import { ADMIN_FAILURES, adminActionSchema } from "~/validation/admin-dashboard";
import { orderListQuerySchema } from "~/validation/orders";
import { messageFilterField } from "~/validation/contact";
import { settingsFromForm } from "~/validation/site-info";

export const meta: MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE_NAME}` },
  {
    name: "description",
    content: "Approve franchise sign-ups, manage users, follow the notifications feed and keep the business details and site settings.",
  },
  { name: "robots", content: "noindex" },
];

/** The queue shows the oldest sign-ups; approving or rejecting them brings the next ones up. */
const PENDING_SHOWN = 20;

/** What a tab needs, and nothing else: the page stays within 4 D1 queries (sign-in, counts, at most 2 for the tab). */
async function loadTab(args: LoaderFunctionArgs, tab: AdminTab, user: Actor) {
  const deps = depsFrom(args.context);
  const url = new URL(args.request.url);
  if (tab === "users") return { tab, ...(await listUsers(deps, user, pageListQuery(url, {}, 25))) } as const;
  if (tab === "messages") {
    const query = pageListQuery(url, { status: messageFilterField("new") }, 20);
    return { tab, ...(await listContactMessages(deps, user, query)) } as const;
  }
  if (tab === "orders") {
    // One page of the filtered orders and the totals of all of them (not just the page shown), in one query.
    const { limit, offset, ...filters } = pageListQuery(url, orderListQuerySchema, 20);
    const list = await listOrdersWithTotals(deps, user, { ...filters, limit, offset });
    return { tab, ...list, orders: list.orders.map(withNextStatuses), filters, today: indiaDate() } as const;
  }
  if (tab === "activity") {
    const { actor, kind, ...page } = pageListQuery(url, activityFilters, 30);
    return { tab, ...(await listActivityWithPeople(deps, user, { actor, kind, ...page })), filters: { actor, kind } } as const;
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

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const requested = new URL(args.request.url).searchParams.get("tab");
  const tab = ADMIN_TABS.find((value) => value === requested) ?? "pending";
  const [counts, data] = await Promise.all([getUserCounts(depsFrom(args.context)), loadTab(args, tab, user)]);
  return { user, counts, data };
}

export type AdminLoaderData = Awaited<ReturnType<typeof loader>>;

const MESSAGE_STATUS_SAID = { new: "Marked as new", replied: "Marked as replied", archived: "Message archived" } as const;

export const action = pageAction({
  guard: requireAdmin,
  schema: adminActionSchema,
  failures: ADMIN_FAILURES,
  handlers: {
    approve: async ({ deps, actor, input }) => ({ message: USER_APPROVED_MESSAGE, data: await approveUser(deps, actor, input.id) }),
    reject: async ({ deps, actor, input }) => ({ message: "Sign-up rejected and removed", data: await rejectUser(deps, actor, input.id) }),
    deleteUser: async ({ deps, actor, input }) => ({ message: "User deleted", data: await deleteUser(deps, actor, input.id) }),
    createUser: async ({ deps, actor, input }) => {
      const { user, tempPassword } = await createUserByAdmin(deps, actor, input);
      return {
        message: `User created successfully! Temporary password: ${tempPassword}`,
        data: { tempPassword, createdEmail: user.email },
      };
    },
    editUser: async ({ deps, actor, input: { id, ...edit } }) => ({ message: "User updated", data: await editUser(deps, actor, id, edit) }),
    deactivateUser: async ({ deps, actor, input }) => ({ message: "User deactivated", data: await deactivateUser(deps, actor, input.id) }),
    reactivateUser: async ({ deps, actor, input }) => ({ message: "User reactivated", data: await reactivateUser(deps, actor, input.id) }),
    resetPassword: async ({ deps, actor, input }) => {
      const { user, tempPassword } = await resetUserPassword(deps, actor, input.id);
      return { message: `Password reset. Temporary password: ${tempPassword}`, data: { tempPassword, createdEmail: user.email } };
    },
    messageStatus: async ({ deps, actor, input }) => ({
      message: MESSAGE_STATUS_SAID[input.status],
      data: await setMessageStatus(deps, actor, input.id, input.status),
    }),
    saveWhatsApp: async ({ deps, actor, input }) => {
      await saveSiteSettings(deps, actor, { adminWhatsApp: input.adminWhatsApp });
      return { message: "WhatsApp numbers saved" };
    },
    saveSettings: async ({ deps, actor, input }) => {
      await saveSiteSettings(deps, actor, settingsFromForm(input));
      return { message: "Settings saved" };
    },
    markRead: async ({ deps, actor, input }) => {
      const { unread } = await markNotificationsRead(deps, actor, input.id ? [input.id] : undefined);
      return { message: input.id ? "Marked as read" : "All notifications marked as read", data: { unread } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(ADMIN_FAILURES);

export default function AdminDashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Admin Dashboard" compact>
        Approve franchise partners and run the network.
      </PageHero>
      <AdminDashboard data={data} />
    </>
  );
}
