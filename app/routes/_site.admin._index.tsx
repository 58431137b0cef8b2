import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { PendingRequests } from "~/components/admin/pending-requests";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { depsFrom } from "~/services/deps.server";
import { approveUser, listPendingUsers, rejectUser, USER_APPROVED_MESSAGE } from "~/services/user-admin.server";
import { PENDING_FAILURES, pendingActionSchema } from "~/validation/admin-dashboard";
import { useDashboard } from "./_site.admin";

// Pending Requests, the dashboard's first tab: /admin itself.

/** The queue shows the oldest sign-ups; approving or rejecting them brings the next ones up. */
const PENDING_SHOWN = 20;

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const pending = await listPendingUsers(depsFrom(args.context), user, { limit: PENDING_SHOWN, offset: 0 });
  return { pending: pending.users, morePending: pending.hasMore };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: pendingActionSchema,
  failures: PENDING_FAILURES,
  handlers: {
    approve: async ({ deps, actor, input }) => ({ message: USER_APPROVED_MESSAGE, data: await approveUser(deps, actor, input.id) }),
    reject: async ({ deps, actor, input }) => ({ message: "Sign-up rejected and removed", data: await rejectUser(deps, actor, input.id) }),
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PENDING_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("pending");

export default function PendingRequestsRoute() {
  const { pending, morePending } = useLoaderData<typeof loader>();
  const { counts } = useDashboard();
  return (
    <>
      <AdminActionResult />
      <PendingRequests users={pending} total={counts.pending} more={morePending} />
    </>
  );
}
