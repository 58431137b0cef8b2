import type { ActionContext, Outcome } from "~/web/page-action.server";
import type { Actor } from "~/lib/permissions";
import { updateLead, type LeadView } from "~/services/leads.server";
import { LEAD_FAILURES, leadActionSchema } from "~/validation/leads";
import type { z } from "~/validation/zod";

// Page actions shared by more than one page route live here, above the services; each route adds its guard.

/**
 * The Leads pages' one form (the admin's Leads tab and the partners' Demo Bookings): each page adds
 * its own guard, and the service decides what each may change.
 */
export const leadPageAction = {
  schema: leadActionSchema,
  failures: LEAD_FAILURES,
  handlers: {
    updateLead: async ({
      deps,
      actor,
      input: { id, intent: _intent, ...change },
    }: ActionContext<z.output<typeof leadActionSchema>, Actor>): Promise<Outcome<LeadView>> => ({
      message: "Lead updated",
      data: await updateLead(deps, actor, id, change),
    }),
  },
};
