import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { UserManagement } from "~/components/admin/user-management";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { depsFrom } from "~/services/deps.server";
import {
  createUserByAdmin,
  deactivateUser,
  deleteUser,
  editUser,
  listUsers,
  reactivateUser,
  resetUserPassword,
} from "~/services/user-admin.server";
import { USERS_FAILURES, usersActionSchema } from "~/validation/admin-dashboard";
import { useDashboard } from "./_site.admin";

// User Management: every account a page at a time, to create, edit, deactivate, reactivate, reset or delete.

/** Each account with its actions. */
const ADMIN_USERS_PER_PAGE = 20;

export const meta = adminTabMeta("users");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return listUsers(depsFrom(args.context), user, pageListQuery(new URL(args.request.url), {}, ADMIN_USERS_PER_PAGE));
}

export const action = pageAction({
  guard: requireAdmin,
  schema: usersActionSchema,
  failures: USERS_FAILURES,
  handlers: {
    createUser: async ({ deps, actor, input }) => {
      const { user, tempPassword } = await createUserByAdmin(deps, actor, input);
      return {
        message: `User created successfully! Temporary password: ${tempPassword}`,
        data: { tempPassword, createdEmail: user.email },
      };
    },
    editUser: async ({ deps, actor, input: { id, ...edit } }) => ({ message: "User updated", data: await editUser(deps, actor, id, edit) }),
    deleteUser: async ({ deps, actor, input }) => ({ message: "User deleted", data: await deleteUser(deps, actor, input.id) }),
    deactivateUser: async ({ deps, actor, input }) => ({ message: "User deactivated", data: await deactivateUser(deps, actor, input.id) }),
    reactivateUser: async ({ deps, actor, input }) => ({ message: "User reactivated", data: await reactivateUser(deps, actor, input.id) }),
    resetPassword: async ({ deps, actor, input }) => {
      const { user, tempPassword } = await resetUserPassword(deps, actor, input.id);
      return { message: `Password reset. Temporary password: ${tempPassword}`, data: { tempPassword, createdEmail: user.email } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(USERS_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("users");

export default function UserManagementRoute() {
  const page = useLoaderData<typeof loader>();
  const { user } = useDashboard();
  return (
    <>
      <AdminActionResult />
      <UserManagement key="users" page={page} me={user} />
    </>
  );
}
