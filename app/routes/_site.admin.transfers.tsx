import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { TransfersTab } from "~/components/admin/transfers-tab";
import { depsFrom } from "~/services/deps.server";
import { decideTransfer, listTransfers } from "~/services/transfers.server";
import { TRANSFER_ADMIN_FAILURES, transferAdminActionSchema } from "~/validation/transfers";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";

// Transfers: partners' requests to move a student to another centre, confirmed (the student moves,
// with their history) or declined here.

export const meta = adminTabMeta("transfers");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return { transfers: await listTransfers(depsFrom(args.context), user) };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: transferAdminActionSchema,
  failures: TRANSFER_ADMIN_FAILURES,
  handlers: {
    decideTransfer: async ({ deps, actor, input }) => {
      await decideTransfer(deps, actor, input.id, input.decision);
      return { message: input.decision === "confirm" ? "Student moved" : "Transfer declined" };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(TRANSFER_ADMIN_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("transfers");

export default function TransfersRoute() {
  return (
    <>
      <AdminActionResult />
      <TransfersTab transfers={useLoaderData<typeof loader>().transfers} />
    </>
  );
}
