import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiMember } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { entryFeesDue, paymentOptions } from "~/lib/payment-options";
import { isPaymentDue } from "~/lib/payment-states";
import { isAdmin } from "~/lib/permissions";
import { depsFrom } from "~/services/deps.server";
import { getPaymentSettings } from "~/services/payment-flow.server";
import { enterStudents, listEntries } from "~/services/entries.server";
import { enterStudentsSchema } from "~/validation/entries";

/**
 * GET /api/competitions/{id}/entries: `{ entries }` (admin: all; partner: their centres'), and to a
 * partner with fees due, `payment`: how to pay them in one transfer (UPI's link only within its limit).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiMember(args);
  const deps = depsFrom(args.context);
  const [{ competition, entries }, pay] = await Promise.all([
    listEntries(deps, user, args.params.id ?? ""),
    getPaymentSettings(deps, user),
  ]);
  const due = entries.filter((entry) => isPaymentDue(entry.paymentStatus)).length;
  const payment = !isAdmin(user) && due && competition.entryFee ? paymentOptions(pay, entryFeesDue(competition, user.id, due)) : null;
  return jsonOk({ entries, payment });
});

/** POST /api/competitions/{id}/entries `{ studentIds, level? }`: all entered (201) or none (409/400/404 with the reason). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiMember(args);
  const input = await readJsonBody(args.request, enterStudentsSchema);
  const created = await enterStudents(depsFrom(args.context), user, { competitionId: args.params.id ?? "", ...input });
  const entries = created.map(({ id, studentId, rollNumber, level }) => ({ id, studentId, rollNumber, level }));
  const message = entries.length === 1 ? "1 student entered" : `${entries.length} students entered`;
  return jsonOk({ message, entries }, { status: 201 });
});
