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
import { listCompetitionsBetween } from "~/services/competitions.server";
import { listContactMessages } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { markNotificationsRead } from "~/services/notifications.server";
import { getSiteInfo, saveSiteSettings } from "~/services/site-info.server";
import {
  approveUser,
  createUserByAdmin,
  deleteUser,
  listPendingUsers,
  listUsers,
  rejectUser,
  USER_APPROVED_MESSAGE,
} from "~/services/user-admin.server";
import { getUserCounts } from "~/services/user-stats.server";
import { ADMIN_FAILURES, adminActionSchema } from "~/validation/admin-dashboard";
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
  if (tab === "messages") return { tab, ...(await listContactMessages(deps, user, pageListQuery(url, {}, 20))) } as const;
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
      <PageHero title="Admin Dashboard">Approve franchise partners and run the network.</PageHero>
      <AdminDashboard data={data} />
    </>
  );
}
