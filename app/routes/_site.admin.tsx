import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { ADMIN_TABS, type AdminActionData, type AdminTab } from "~/components/admin/types";
import { PageHero } from "~/components/page-hero";
import { indiaDate } from "~/lib/dates";
import { ServiceError } from "~/lib/errors.server";
import { answerFailedSubmissions, formError } from "~/lib/failed-submission";
import { runFormAction } from "~/lib/form-action.server";
import { requireAdmin } from "~/lib/guards.server";
import { readPagination } from "~/lib/pagination.server";
import { SITE_NAME } from "~/lib/site";
import { listCompetitionsBetween } from "~/services/competitions.server";
import { listContactMessages } from "~/services/contact.server";
import { markNotificationsRead } from "~/services/notifications.server";
import { getSiteInfo, saveAdminWhatsApp } from "~/services/site-info.server";
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
import { adminActionSchema } from "~/validation/admin-dashboard";

export const meta: MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE_NAME}` },
  { name: "description", content: "Approve franchise sign-ups, manage users, set the WhatsApp numbers and follow the notifications feed." },
  { name: "robots", content: "noindex" },
];

const USERS_PAGE_SIZE = 25;
const MESSAGES_PAGE_SIZE = 20;
/** The queue shows the oldest sign-ups; approving or rejecting them brings the next ones up. */
const PENDING_SHOWN = 20;

/** What a tab needs, and nothing else: the page stays within 4 D1 queries (sign-in, counts, at most 2 for the tab). */
async function loadTab(args: LoaderFunctionArgs, tab: AdminTab, user: Awaited<ReturnType<typeof requireAdmin>>) {
  const { db } = args.context;
  const url = new URL(args.request.url);
  if (tab === "users") return { tab, ...(await listUsers(db, user, readPagination(url, USERS_PAGE_SIZE))) } as const;
  if (tab === "messages") return { tab, ...(await listContactMessages(db, user, readPagination(url, MESSAGES_PAGE_SIZE))) } as const;
  if (tab === "updates") {
    const today = indiaDate();
    const [siteInfo, competitions] = await Promise.all([getSiteInfo(db), listCompetitionsBetween(db, today, indiaDate(new Date(), 7))]);
    return {
      tab,
      adminWhatsApp: siteInfo.adminWhatsApp,
      competitions: competitions.map(({ id, title, date, location }) => ({ id, title, date, location })),
    } as const;
  }
  const pending = await listPendingUsers(db, user, { limit: PENDING_SHOWN, offset: 0 });
  return { tab, pending: pending.users, morePending: pending.hasMore } as const;
}

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const requested = new URL(args.request.url).searchParams.get("tab");
  const tab = ADMIN_TABS.find((value) => value === requested) ?? "pending";
  const [counts, data] = await Promise.all([getUserCounts(args.context.db), loadTab(args, tab, user)]);
  return { user, counts, data };
}

export type AdminLoaderData = Awaited<ReturnType<typeof loader>>;

const FAILURES = {
  approve: "Error approving user",
  reject: "Error rejecting user",
  createUser: "Error creating user",
  deleteUser: "Error deleting user",
  saveWhatsApp: "Error saving WhatsApp numbers",
  markRead: "Error updating notifications",
} as const;

type AdminIntent = keyof typeof FAILURES;
const failed = (intent: AdminIntent): AdminActionData => ({ ...formError(FAILURES[intent]), intent, failure: FAILURES[intent] });

export async function action(args: ActionFunctionArgs): Promise<AdminActionData> {
  const user = await requireAdmin(args);
  const { db } = args.context;
  return runFormAction(args.request, adminActionSchema, async (input): Promise<AdminActionData> => {
    const done = (message: string, extra: Partial<AdminActionData> = {}): AdminActionData => ({
      result: { status: "success" },
      intent: input.intent,
      message,
      ...extra,
    });
    try {
      switch (input.intent) {
        case "approve":
          await approveUser(db, user, input.id);
          return done(USER_APPROVED_MESSAGE);
        case "reject":
          await rejectUser(db, user, input.id);
          return done("Sign-up rejected and removed");
        case "deleteUser":
          await deleteUser(db, user, input.id);
          return done("User deleted");
        case "createUser": {
          const { user: created, tempPassword } = await createUserByAdmin(db, user, input);
          return done(`User created successfully! Temporary password: ${tempPassword}`, { tempPassword, createdEmail: created.email });
        }
        case "saveWhatsApp":
          await saveAdminWhatsApp(db, user, input);
          return done("WhatsApp numbers saved");
        case "markRead": {
          const { unread } = await markNotificationsRead(db, user, input.id ? [input.id] : undefined);
          return done(input.id ? "Marked as read" : "All notifications marked as read", { unread });
        }
      }
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      console.error(`Admin ${input.intent} failed`, error);
      return failed(input.intent);
    }
  });
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((_kind, intent) => {
  const known = Object.keys(FAILURES).find((value): value is AdminIntent => value === intent);
  return known ? failed(known) : formError("Please try again.");
});

export default function AdminDashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Admin Dashboard">Approve franchise partners and run the network.</PageHero>
      <AdminDashboard data={data} />
    </>
  );
}
