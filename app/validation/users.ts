import { ROLES } from "~/lib/enums";
import { emailField, nameField, optionalText, whatsappField } from "./fields";
import { z } from "./zod";

// The admin's 'Create User' form and POST /api/users share this payload.
export const newUserSchema = z.object({
  name: nameField,
  email: emailField,
  whatsappNumber: optionalText(whatsappField),
  role: z.enum(ROLES, { error: "role must be franchise or admin" }).default("franchise"),
});

export type NewUserInput = z.output<typeof newUserSchema>;

/** A WhatsApp number that may be taken away: blank text or null clears it. */
const clearableWhatsApp = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value),
  whatsappField.nullable(),
);
const roleField = z.enum(ROLES, { error: "role must be franchise or admin" });

/** `PATCH /api/users/{id}`: any of name, WhatsApp number (null clears it) and role; at least one. */
export const editUserSchema = z
  .object({ name: nameField.optional(), whatsappNumber: clearableWhatsApp.optional(), role: roleField.optional() })
  .refine((edit) => edit.name !== undefined || edit.whatsappNumber !== undefined || edit.role !== undefined, {
    message: "Send at least one of name, whatsappNumber and role",
  });

/** The dashboard's Edit User form sends every field: a blank WhatsApp number clears it. */
export const editUserFormFields = z.object({ name: nameField, whatsappNumber: clearableWhatsApp, role: roleField });

export type EditUserInput = z.output<typeof editUserSchema>;
