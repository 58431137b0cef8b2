import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { reportEntryPayment } from "~/services/entry-payments.server";
import { entryPaymentSchema } from "~/validation/entries";

/** POST /api/competitions/{id}/entries/payment `{ utr }`: the partner reports one UPI payment for all their unpaid entries. */
const handlers = apiMethods({
  POST: async (args: ActionFunctionArgs) => {
    const user = await requireApiMember(args);
    const { utr } = await readJsonBody(args.request, entryPaymentSchema);
    const payment = await reportEntryPayment(depsFrom(args.context), user, { competitionId: args.params.id ?? "", utr });
    return jsonOk({ message: "Payment reported. We will confirm it once it reaches our bank.", payment });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
