import type { FailureTexts } from "~/lib/action-result";
import { LEVEL_MAX_LENGTH } from "./competitions";
import { idField, intent, optionalText, textField } from "./fields";
import { paymentDecisionFields, utrField } from "./payments";
import { z } from "./zod";

// Entering students in a competition: the API's payloads and the partner's and admin's page forms.

export const MAX_STUDENTS_PER_REQUEST = 100;
const STUDENT_IDS_MESSAGE = "studentIds must be a list of student ids";

/** The students picked: at least one, at most 100. */
const studentIdsField = z
  .array(z.string({ error: STUDENT_IDS_MESSAGE }).trim().min(1, STUDENT_IDS_MESSAGE), { error: STUDENT_IDS_MESSAGE })
  .min(1, "Choose at least one student")
  .max(MAX_STUDENTS_PER_REQUEST, `Enter at most ${MAX_STUDENTS_PER_REQUEST} students at a time`);

/** A form sends one ticked box as a single `studentIds` value, several as a list. */
const pickedStudentsField = z.preprocess((value) => (typeof value === "string" ? [value] : value), studentIdsField);

/** Left out: each student goes to "Level <their roster level>". */
const levelField = optionalText(textField("level").trim().max(LEVEL_MAX_LENGTH, `level must be at most ${LEVEL_MAX_LENGTH} characters`));

/** `POST /api/competitions/{id}/entries`. */
export const enterStudentsSchema = z.object({ studentIds: studentIdsField, level: levelField });

/** `POST /api/competitions/{id}/entries/payment`: one UTR for every unpaid entry of the partner's. */
export const entryPaymentSchema = z.object({ utr: utrField });

/** The partner's competition page: enter, withdraw, report the fee's payment. */
export const partnerEntryActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("enter"), studentIds: pickedStudentsField, level: levelField }),
  z.object({ intent: intent("withdraw"), entryId: idField }),
  z.object({ intent: intent("reportPayment"), utr: utrField }),
]);

export const PARTNER_ENTRY_FAILURES: FailureTexts<z.output<typeof partnerEntryActionSchema>["intent"]> = {
  enter: "Failed to enter the students",
  withdraw: "Failed to withdraw the entry",
  reportPayment: "Failed to report the payment",
};

/** The admin's competition page: close or reopen registration, withdraw an entry, decide a reported payment. */
export const adminEntryActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("close") }),
  z.object({ intent: intent("reopen") }),
  z.object({ intent: intent("withdraw"), entryId: idField }),
  // The UTR shown with the payment: the decision touches the entries of that UTR only.
  z.object({ intent: intent("decidePayment"), ...paymentDecisionFields, utr: utrField }),
]);

export const ADMIN_ENTRY_FAILURES: FailureTexts<z.output<typeof adminEntryActionSchema>["intent"]> = {
  close: "Failed to close registration",
  reopen: "Failed to reopen registration",
  withdraw: "Failed to withdraw the entry",
  decidePayment: "Failed to update the payment",
};
