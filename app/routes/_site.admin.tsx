import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { ADMIN_TABS } from "~/components/admin/types";
import { PageHero } from "~/components/page-hero";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { loadAdminTab } from "~/lib/admin-tabs.server";
import { centreAdminHandlers } from "~/lib/centre-admin-actions.server";
import { requireAdmin } from "~/lib/guards.server";
import { pageAction } from "~/lib/page-action.server";
import { SITE_NAME } from "~/lib/site";
import { setMessageStatus } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { updateLead } from "~/services/leads.server";
import { IMAGE_FORM_BODY_LIMIT } from "~/services/images.server";
import { markNotificationsRead } from "~/services/notifications.server";
import { saveSiteSettings } from "~/services/site-info.server";
import {
  approveUser,
  createUserByAdmin,
  deactivateUser,
  deleteUser,
  editUser,
  reactivateUser,
  rejectUser,
  resetUserPassword,
  USER_APPROVED_MESSAGE,
} from "~/services/user-admin.server";
import { getUserCounts } from "~/services/user-stats.server";
import { ADMIN_FAILURES, adminActionSchema } from "~/validation/admin-dashboard";
import { settingsFromForm } from "~/validation/site-info";
import { heroLinks } from "~/lib/hero-slides";

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

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const requested = new URL(args.request.url).searchParams.get("tab");
  const tab = ADMIN_TABS.find((value) => value === requested) ?? "pending";
  const [counts, data] = await Promise.all([getUserCounts(depsFrom(args.context)), loadAdminTab(args, tab, user)]);
  return { user, counts, data };
}

export type AdminLoaderData = Awaited<ReturnType<typeof loader>>;

const MESSAGE_STATUS_SAID = { new: "Marked as new", replied: "Marked as replied", archived: "Message archived" } as const;

export const action = pageAction({
  guard: requireAdmin,
  schema: adminActionSchema,
  failures: ADMIN_FAILURES,
  // The Centres tab's form may carry a photo.
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
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
    updateLead: async ({ deps, actor, input: { id, intent: _intent, ...change } }) => ({
      message: "Lead updated",
      data: await updateLead(deps, actor, id, change),
    }),
    ...centreAdminHandlers,
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
