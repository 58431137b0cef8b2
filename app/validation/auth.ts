import { emailField, nameField, whatsappField } from "./fields";
import { z } from "./zod";

// Shared by the JSON API, the page actions and the forms, so all three say the same thing.

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

const newPasswordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters long")
  .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long");

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long"),
});

/** The registration payload of `POST /api/auth/register`. Only franchise accounts can sign up. */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  whatsappNumber: whatsappField,
  password: newPasswordField,
  role: z.literal("franchise", { error: "Only franchise partner accounts can be registered" }).optional(),
});

/** The sign-up form adds the confirmation, which never leaves the browser's page action. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    // Say it even while other fields (say, the name) still have errors.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
