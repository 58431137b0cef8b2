import { LOCALES } from "~/i18n/locales";
import { PRIVACY_REQUEST_TYPES } from "~/lib/privacy-requests";
import { consentChoicesShape } from "./consents";
import type { FailureTexts } from "~/lib/action-result";
import { checkboxField, intent, mobileField, requiredText } from "./fields";
import { z } from "./zod";

// What a parent sends from /parents (and its JSON API): the phone and code that sign them in, the
// consent choices for a child, and a request about their child's data (issue 35).

export const parentPhoneField = mobileField("Phone");

export const PARENT_LANGUAGE_MESSAGE = `Language must be one of ${LOCALES.join(", ")}`;
/** The language a parent reads our messages in: en, mr or hi. */
const languageField = z.enum(LOCALES, { error: PARENT_LANGUAGE_MESSAGE });

/**
 * POST /api/parents/code: the WhatsApp number a code goes to (if a child is on record with it), and
 * the language it is written in (the page's; English when left out).
 */
export const parentCodeSchema = z.object({ phone: parentPhoneField, language: languageField.optional() });
export type ParentCodeInput = z.output<typeof parentCodeSchema>;

export const PARENT_CODE_MESSAGE = "The code is wrong or has expired. Ask for a new one.";

/**
 * POST /api/parents/session: the phone and the 6-digit code sent to it; a language given becomes
 * the one the parent's messages go in, over one a centre gave but never over the parent's own choice.
 */
export const parentSessionSchema = z.object({
  phone: parentPhoneField,
  code: z
    .string({ error: "Code is required" })
    .trim()
    .regex(/^\d{6}$/, "Code is the 6 digits sent to you on WhatsApp"),
  language: languageField.optional(),
});
export type ParentSessionInput = z.output<typeof parentSessionSchema>;

/** PUT /api/parents/language: the language a signed-in parent's WhatsApp messages go in. */
export const parentLanguageSchema = z.object({ language: languageField });
export type ParentLanguageInput = z.output<typeof parentLanguageSchema>;

/** PUT /api/parents/children/{id}/consent: the four choices (no core service: every choice ends). */
export const parentConsentSchema = z.object(consentChoicesShape);
export type ParentConsentInput = z.output<typeof parentConsentSchema>;

const ticked = (name: string) => checkboxField(z.boolean({ error: `${name} must be ticked or not` }).default(false));

/** The parents' page's consent form: unticked boxes are choices not given. */
export const parentConsentFormSchema = z.object({
  studentId: z.string({ error: "Choose a child" }).trim().min(1, "Choose a child"),
  core: ticked("The core service"),
  results: ticked("Results"),
  photos: ticked("Photos"),
  messages: ticked("WhatsApp updates"),
});

const TYPE_MESSAGE = `type must be one of ${PRIVACY_REQUEST_TYPES.join(", ")}`;

/** POST /api/parents/requests: a correction, erasure, grievance or nomination, about one child or all. */
export const privacyRequestSchema = z.object({
  type: z.enum(PRIVACY_REQUEST_TYPES, { error: TYPE_MESSAGE }),
  studentId: z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().min(1).optional()),
  text: requiredText("Details", 2000, "multi"),
});
export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** The admin's answer to a request (and, for an erasure, whether the child's data is erased with it). */
export const privacyAnswerSchema = z.object({
  answer: requiredText("Answer", 2000, "multi"),
  erase: checkboxField(z.boolean().default(false)),
});
export type PrivacyAnswerInput = z.output<typeof privacyAnswerSchema>;

/** The parents' page's forms (/parents). */
export const parentsPageActionSchema = z.discriminatedUnion("intent", [
  parentCodeSchema.extend({ intent: intent("askCode") }),
  parentSessionSchema.extend({ intent: intent("signIn") }),
  parentConsentFormSchema.extend({ intent: intent("consent") }),
  privacyRequestSchema.extend({ intent: intent("request") }),
  parentLanguageSchema.extend({ intent: intent("language") }),
  z.object({ intent: intent("signOut") }),
]);
export const PARENTS_PAGE_FAILURES: FailureTexts<"askCode" | "signIn" | "consent" | "request" | "language" | "signOut"> = {
  askCode: "Could not send the code",
  signIn: "Could not sign you in",
  consent: "Could not save your choices",
  request: "Could not send your request",
  language: "Could not save your language",
  signOut: "Could not sign you out",
};

/** The admins' Privacy tab: answering a request (/admin/privacy). */
export const privacyAdminActionSchema = z.discriminatedUnion("intent", [
  privacyAnswerSchema.extend({
    intent: intent("answerRequest"),
    id: z.string({ error: "id is required" }).trim().min(1, "id is required"),
  }),
]);
export const PRIVACY_ADMIN_FAILURES: FailureTexts<"answerRequest"> = { answerRequest: "Could not answer the request" };
