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
