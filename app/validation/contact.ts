import type { FailureTexts } from "~/lib/action-result";
import { emailField, intent, requiredText, textField } from "./fields";
import { z } from "./zod";

/** `POST /api/contact` and the contact page's form. Area is optional. */
export const contactMessageSchema = z.object({
  name: requiredText("Name", 100),
  email: emailField,
  phone: requiredText("Phone", 20).refine((value) => /^\+?[\d\s()-]{7,20}$/.test(value), "Enter a valid phone number"),
  area: textField("Area")
    .trim()
    .max(100, "Area must be at most 100 characters")
    .optional()
    .transform((value) => value || null),
  subject: requiredText("Subject", 150),
  message: requiredText("Message", 2000, "multi"),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** The contact page's one form. */
export const contactActionSchema = z.discriminatedUnion("intent", [contactMessageSchema.extend({ intent: intent("send") })]);

/** What the contact form says when no answer arrives, or the server breaks. */
export const CONTACT_FAILURES: FailureTexts<"send"> = { send: { network: "Network error", server: "Failed to send message" } };
