import type { FailureTexts } from "~/lib/action-result";
import { UTR_MESSAGE, UTR_PATTERN } from "~/lib/upi";
import { dispatchFields } from "./dispatch";
import { checkboxField, idField, intent, optionalText, requiredText } from "./fields";
import { ORDER_FAILURES, orderActionSchema, orderStatusSchema } from "./orders";
import { z } from "./zod";

// Paying for an order (by UPI or bank transfer): the partner reports the transaction reference (UTR); an admin marks
// the payment paid or rejected (with the reason). The API's payloads and the orders page's forms.

export { UTR_MESSAGE };

/** A UTR as typed: spaces between groups are dropped and letters raised; then 12 digits (UPI, IMPS) or 16 to 22 letters and digits (NEFT, RTGS). */
export const utrField = z
  .string({ error: UTR_MESSAGE })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => UTR_PATTERN.test(value), UTR_MESSAGE);

const SHARED_PAYMENT_MESSAGE = "sharedPayment must be true or false";

/** The partner says the one transfer also paid their other order(s) that report the same UTR: the form's tick sends "on". */
const sharedPaymentField = checkboxField(z.boolean({ error: SHARED_PAYMENT_MESSAGE }).optional());

/** `POST /api/orders/{id}/payment`. */
export const reportPaymentSchema = z.object({ utr: utrField, sharedPayment: sharedPaymentField });

/** The UTR the admin was shown with the payment they decide (none for a payment never reported). */
const seenUtrField = optionalText(utrField);

export const DECISION_MESSAGE = "paymentStatus must be paid or rejected";
export const NOTE_MAX = 300;

/**
 * An admin's decision on a payment; a rejection's note (the reason) is required by the service, and
 * the UTR the admin checked (`utr`) whenever the partner reported one.
 */
export const paymentDecisionFields = {
  paymentStatus: z.enum(["paid", "rejected"], { error: DECISION_MESSAGE }),
  note: optionalText(requiredText("note", NOTE_MAX, "multi")),
  utr: seenUtrField,
};

const ONE_CHANGE_MESSAGE = "Send either status (with courier and trackingNumber when dispatched) or paymentStatus (with note)";

/**
 * `PATCH /api/orders/{id}`: one change per request, either the status (`{ status, courier?,
 * trackingNumber? }`) or the payment decision (`{ paymentStatus, note?, utr }`).
 */
export const orderPatchSchema = z
  .object({
    status: orderStatusSchema.shape.status.optional(),
    ...dispatchFields,
    reason: orderStatusSchema.shape.reason,
    paymentStatus: paymentDecisionFields.paymentStatus.optional(),
    note: paymentDecisionFields.note,
    utr: paymentDecisionFields.utr,
  })
  .superRefine((patch, context) => {
    const { status, paymentStatus, courier, trackingNumber, note, utr } = patch;
    if ((status === undefined) === (paymentStatus === undefined))
      context.addIssue({ code: "custom", path: [status === undefined ? "status" : "paymentStatus"], message: ONE_CHANGE_MESSAGE });
    if (status !== "dispatched" && (courier !== undefined || trackingNumber !== undefined))
      context.addIssue({ code: "custom", path: ["courier"], message: "courier and trackingNumber go with status dispatched" });
    if (paymentStatus === undefined && note !== undefined)
      context.addIssue({ code: "custom", path: ["note"], message: "note goes with paymentStatus" });
    if (paymentStatus === undefined && utr !== undefined)
      context.addIssue({ code: "custom", path: ["utr"], message: "utr goes with paymentStatus" });
  });

export type OrderPatch = z.output<typeof orderPatchSchema>;

/** The orders page's forms: the admin's status move, the partner's payment report, the admin's decision. */
export const ordersPageActionSchema = z.discriminatedUnion("intent", [
  ...orderActionSchema.options,
  z.object({ intent: intent("reportPayment"), id: idField, ...reportPaymentSchema.shape }),
  z.object({ intent: intent("decidePayment"), id: idField, ...paymentDecisionFields }),
]);

export const ORDERS_PAGE_FAILURES: FailureTexts<"updateStatus" | "reportPayment" | "decidePayment"> = {
  ...ORDER_FAILURES,
  reportPayment: "Could not report the payment.",
  decidePayment: "Could not save the payment decision.",
};
