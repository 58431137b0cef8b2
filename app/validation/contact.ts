import type { FailureTexts } from "~/lib/action-result";
import { MESSAGE_STATUSES } from "~/lib/enums";
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

/** `PATCH /api/contact/{id}` and the Messages tab's buttons: the state a message moves to. */
export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: "status must be new, replied or archived" }),
});

/** Which messages a list shows: one state, or `all`; the Messages tab opens on the new ones. */
export const MESSAGE_FILTERS = [...MESSAGE_STATUSES, "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const messageFilterField = (fallback: MessageFilter) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(MESSAGE_FILTERS, { error: "status must be new, replied, archived or all" }).default(fallback),
  );
