import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { PrivacyTab } from "~/components/admin/privacy-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { depsFrom } from "~/services/deps.server";
import { answerPrivacyRequest, listPrivacyRequests } from "~/services/privacy-requests.server";
import { PRIVACY_ADMIN_FAILURES, privacyAdminActionSchema } from "~/validation/parents";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";

// Privacy: parents' requests about their children's data (corrections, erasures, grievances,
// nominations), the open ones by the day they must be answered; answered here, an erasure carried out with it.

export const meta = adminTabMeta("privacy");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  // A page of forms to answer: the 20 due first (the next show as these are answered).
  return listPrivacyRequests(depsFrom(args.context), user, { openLimit: 20, answeredLimit: 10 });
}

export const action = pageAction({
  guard: requireAdmin,
  schema: privacyAdminActionSchema,
  failures: PRIVACY_ADMIN_FAILURES,
  handlers: {
    answerRequest: async ({ deps, actor, input: { intent: _intent, id, ...answer }, args }) => {
      const { erased } = await answerPrivacyRequest(deps, actor, id, answer, new URL(args.request.url).origin);
      return {
        message: erased ? `Answered; ${erased === 1 ? "the child's data was" : `${erased} children's data were`} erased` : "Answered",
      };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PRIVACY_ADMIN_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("privacy");

export default function PrivacyRoute() {
  const { open, openCount, answered } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminActionResult />
      <PrivacyTab open={open} openCount={openCount} answered={answered} />
    </>
  );
}
