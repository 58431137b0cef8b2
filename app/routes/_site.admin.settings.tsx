import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { SettingsTab } from "~/components/admin/settings-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo, saveSiteSettings } from "~/services/site-info.server";
import { BROCHURE_FORM_BODY_LIMIT, removeFranchiseBrochure, saveFranchiseBrochure } from "~/services/franchise-brochure.server";
import { SETTINGS_FAILURES, settingsActionSchema } from "~/validation/admin-dashboard";
import { settingsFromForm } from "~/validation/site-info";

// Settings: the business's own facts, each section saved on its own (invoices' supplier, UPI payee,
// contact details, social links, videos, testimonials, WhatsApp numbers, how long leads are kept,
// the franchise figures and brochure).

export const meta = adminTabMeta("settings");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  return { info: await getSiteInfo(depsFrom(args.context), user) };
}

export const action = pageAction({
  guard: requireAdmin,
  schema: settingsActionSchema,
  failures: SETTINGS_FAILURES,
  bodyLimit: BROCHURE_FORM_BODY_LIMIT,
  handlers: {
    saveSettings: async ({ deps, actor, input }) => {
      await saveSiteSettings(deps, actor, settingsFromForm(input));
      return { message: "Settings saved" };
    },
    saveWhatsApp: async ({ deps, actor, input }) => {
      await saveSiteSettings(deps, actor, { adminWhatsApp: input.adminWhatsApp });
      return { message: "WhatsApp numbers saved" };
    },
    uploadBrochure: async ({ deps, actor, input }) => {
      await saveFranchiseBrochure(deps, actor, input.brochure);
      return { message: "Franchise brochure uploaded" };
    },
    removeBrochure: async ({ deps, actor }) => {
      await removeFranchiseBrochure(deps, actor);
      return { message: "Franchise brochure removed" };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(SETTINGS_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("settings");

export default function SettingsRoute() {
  const { info } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminActionResult />
      <SettingsTab key="settings" info={info} />
    </>
  );
}
