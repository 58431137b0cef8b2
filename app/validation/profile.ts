import type { FailureTexts } from "~/lib/action-result";
import { intent, mobileField, optionalText, requiredText } from "./fields";
import { addressField, billingAddressField, gstinField } from "./orders";
import { z } from "./zod";
import { emailPreferencesSchema } from "./email-preferences";

// A partner's saved details (My details, GET/PUT /api/profile), which prefill the checkout. The
// GSTIN is read exactly as the checkout reads it; the phone like a WhatsApp number (+91 only).

export const MAX_BUSINESS_NAME = 120;

export const profileFields = {
  businessName: requiredText("Business name", MAX_BUSINESS_NAME),
  gstin: gstinField,
  billingAddress: billingAddressField(),
  /** Empty: the same as the billing address (kept as null). */
  deliveryAddress: optionalText(addressField("Delivery address")),
  phone: mobileField("Phone"),
};

/** The body of PUT /api/profile and the My details form. */
export const profileSchema = z.object(profileFields);

export type ProfileInput = z.output<typeof profileSchema>;

/** The My details page's forms: the details, and the email updates. */
export const profileActionSchema = z.discriminatedUnion("intent", [
  profileSchema.extend({ intent: intent("saveProfile") }),
  emailPreferencesSchema.extend({ intent: intent("saveEmailPreferences") }),
]);

export const PROFILE_FAILURES: FailureTexts<"saveProfile" | "saveEmailPreferences"> = {
  saveProfile: "Could not save your details. Please try again.",
  saveEmailPreferences: "Could not save your email choices. Please try again.",
};
