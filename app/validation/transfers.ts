import type { FailureTexts } from "~/lib/action-result";
import { consentFormSchema } from "./consents";
import { idField, intent } from "./fields";
import { z } from "./zod";

// Moving a student to another centre: the request (POST /api/students/{id}/transfer, the student
// page's form) and the admin's decision (POST /api/transfers/{id}, the admin page's buttons).

const centreIdField = z
  .string({ error: "Choose the centre to move the student to" })
  .trim()
  .min(1, "Choose the centre to move the student to")
  .max(100);

/** POST /api/students/{id}/transfer */
export const transferRequestSchema = z.object({ centreId: centreIdField });
export type TransferRequestInput = z.output<typeof transferRequestSchema>;

export const TRANSFER_DECISIONS = ["confirm", "decline"] as const;
export type TransferDecision = (typeof TRANSFER_DECISIONS)[number];

/** POST /api/transfers/{id} */
export const transferDecisionSchema = z.object({
  decision: z.enum(TRANSFER_DECISIONS, { error: 'decision must be "confirm" or "decline"' }),
});

/** The student page's form (/my-centres/students/{id}). */
export const studentPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("requestTransfer"), centreId: centreIdField }),
  z.object({ intent: intent("recordConsent"), ...consentFormSchema.shape }),
  z.object({ intent: intent("askConsent") }),
]);
export const STUDENT_PAGE_FAILURES: FailureTexts<"requestTransfer" | "recordConsent" | "askConsent"> = {
  requestTransfer: "Could not ask to move the student",
  recordConsent: "Could not record the consent",
  askConsent: "Could not send the request to the parent",
};

/** The admin page's buttons (/admin/transfers). */
export const transferAdminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("decideTransfer"), id: idField, ...transferDecisionSchema.shape }),
]);
export const TRANSFER_ADMIN_FAILURES: FailureTexts<"decideTransfer"> = { decideTransfer: "Could not decide the transfer" };
