import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { CentresTab } from "~/components/admin/centres-tab";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import {
  CENTRES_PER_ADMIN_PAGE,
  createCentre,
  deleteCentre,
  listCentresForAdmin,
  setCentreActive,
  updateCentre,
} from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { CENTRE_ADMIN_FAILURES, centreAdminActionSchema } from "~/validation/centres";

// Centres: every centre (inactive ones too), a page at a time, to add, edit, deactivate or reactivate, and delete.

export const meta = adminTabMeta("centres");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const page = pageListQuery(new URL(args.request.url), {}, CENTRES_PER_ADMIN_PAGE);
  return listCentresForAdmin(depsFrom(args.context), user, page);
}

export const action = pageAction({
  guard: requireAdmin,
  schema: centreAdminActionSchema,
  failures: CENTRE_ADMIN_FAILURES,
  // The centre form may carry a photo.
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    createCentre: async ({ deps, actor, input: { intent: _, ...input }, form }) => {
      const centre = await createCentre(deps, actor, { ...input, imageUrl: imageFromForm(input.imageUrl, form) });
      return { message: `Centre “${centre.name}” created` };
    },
    // The form sends the whole centre: a blank optional field, or no partner ticked, clears it.
    updateCentre: async ({ deps, actor, input: { intent: _, ...input }, form }) => {
      const { whatsappNumber = null, timings = "", fees = {}, partnerIds = [] } = input;
      const edit = { ...input, whatsappNumber, timings, fees, partnerIds, imageUrl: imageFromForm(input.imageUrl, form) };
      return { message: `Centre “${(await updateCentre(deps, actor, edit)).name}” saved` };
    },
    setCentreActive: async ({ deps, actor, input }) => {
      const centre = await setCentreActive(deps, actor, input.id, input.active);
      return { message: centre.active ? "Centre reactivated" : "Centre deactivated: hidden from the public" };
    },
    deleteCentre: async ({ deps, actor, input }) => ({
      message: `Centre “${(await deleteCentre(deps, actor, input.id)).name}” deleted`,
    }),
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(CENTRE_ADMIN_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("centres");

export default function CentresRoute() {
  return (
    <>
      <AdminActionResult />
      <CentresTab page={useLoaderData<typeof loader>()} />
    </>
  );
}
