import type { Outcome } from "~/lib/page-action.server";
import type { ActionContext } from "~/lib/page-action.server";
import type { Actor } from "~/lib/permissions";
import { createCentre, deleteCentre, setCentreActive, updateCentre } from "~/services/centres.server";
import { imageFromForm } from "~/services/images.server";
import type { centreAdminActionSchema } from "~/validation/centres";
import type { z } from "~/validation/zod";

// The Centres tab's forms on /admin (the dashboard's page action spreads these handlers in).

type Input = z.output<typeof centreAdminActionSchema>;
type Context<K extends Input["intent"]> = ActionContext<Extract<Input, { intent: K }>, Actor>;

export const centreAdminHandlers = {
  createCentre: async ({ deps, actor, input: { intent: _, ...input }, form }: Context<"createCentre">): Promise<Outcome> => {
    const centre = await createCentre(deps, actor, { ...input, imageUrl: imageFromForm(input.imageUrl, form) });
    return { message: `Centre “${centre.name}” created` };
  },
  // The form sends the whole centre: a blank optional field, or no partner ticked, clears it.
  updateCentre: async ({ deps, actor, input: { intent: _, ...input }, form }: Context<"updateCentre">): Promise<Outcome> => {
    const { whatsappNumber = null, timings = "", fees = {}, partnerIds = [] } = input;
    const edit = { ...input, whatsappNumber, timings, fees, partnerIds, imageUrl: imageFromForm(input.imageUrl, form) };
    return { message: `Centre “${(await updateCentre(deps, actor, edit)).name}” saved` };
  },
  setCentreActive: async ({ deps, actor, input }: Context<"setCentreActive">): Promise<Outcome> => {
    const centre = await setCentreActive(deps, actor, input.id, input.active);
    return { message: centre.active ? "Centre reactivated" : "Centre deactivated: hidden from the public" };
  },
  deleteCentre: async ({ deps, actor, input }: Context<"deleteCentre">): Promise<Outcome> => ({
    message: `Centre “${(await deleteCentre(deps, actor, input.id)).name}” deleted`,
  }),
};
